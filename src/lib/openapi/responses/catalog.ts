// What the catalog, content and service endpoints answer: categories, services, regions, news and
// life hacks, health and readiness.
import { z } from 'zod';
import type { ArticleItem } from '@/lib/news/article';
import type { CategoryItem, ServiceItem } from '@/lib/catalog/catalog-trees.server';
import type { RegionItem } from '@/lib/catalog/list-regions.server';
import { id, imageRef, int, obj, paged, time, tied } from './common';

const treeChild = { id, seoUrl: z.string(), name: z.string() };

export const CategoriesSchema = paged(
  tied<CategoryItem>()(
    obj({ ...treeChild, parentId: int, subCategories: z.array(obj(treeChild)) }),
  ),
);

export const ServicesSchema = paged(
  tied<ServiceItem>()(
    obj({
      ...treeChild,
      parentId: int,
      isActive: z.boolean(),
      subServices: z.array(obj({ ...treeChild, isActive: z.boolean() })),
    }),
  ),
);

export const RegionsSchema = paged(
  tied<RegionItem>()(
    obj({
      id,
      soato: int,
      name: z.string(),
      districts: z.array(obj({ id, soato: int, kind: z.string(), name: z.string() })),
    }),
  ),
);

export const ArticleSchema = tied<ArticleItem>()(
  obj({
    id,
    title: z.string(),
    text: z.string(),
    source: z.string().nullable(),
    image: imageRef.nullable(),
    publishedAt: time,
    updatedAt: time,
    /** YYYY-MM-DD in Asia/Tashkent */
    seoDate: z.iso.date(),
    seoUrl: z.string(),
  }),
);
export const ArticlesSchema = paged(ArticleSchema);

export const HealthSchema = obj({
  status: z.literal('ok'),
  /** null before the first request opened the database */
  database: z.enum(['pglite', 'postgres']).nullable(),
  pid: int,
});

export const ReadySchema = obj({ status: z.literal('ready') });

/** The document itself: OpenAPI 3.1 (its own schema is the OpenAPI specification). */
export const OpenApiSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  servers: z.array(obj({ url: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({ operationId: z.string() }))),
  components: z.looseObject({}),
});
