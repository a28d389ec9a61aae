// Categories and services as the spec's trees: top-level items (parentId 0) carrying their
// children, names in the asked language. Both tables are small (tens of rows) and read from the
// per-process reference cache (reference-cache.server.ts).
import type { categories } from '@/lib/db/schema';
import { referenceData } from './reference-cache.server';
import { pickName, type Lang } from '@/lib/i18n/languages';
import { paged, type Paged } from '@/lib/http/query';

export type TreeChild = { id: number; seoUrl: string; name: string };
export type CategoryItem = TreeChild & { parentId: number; subCategories: TreeChild[] };
export type ServiceItem = TreeChild & {
  parentId: number;
  isActive: boolean;
  subServices: (TreeChild & { isActive: boolean })[];
};

type Row = typeof categories.$inferSelect;

function tree<R extends Row>(rows: R[], order: 'asc' | 'desc') {
  const top = rows.filter((r) => r.parentId === 0);
  const children = new Map<number, R[]>();
  for (const r of rows) {
    if (r.parentId !== 0) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  }
  if (order === 'desc') top.reverse();
  return top.map((t) => ({ top: t, children: children.get(t.id) ?? [] }));
}

export async function listCategories(query: {
  lang: Lang;
  PageNumber: number;
  PageSize: number;
  Order: 'asc' | 'desc';
}): Promise<Paged<CategoryItem>> {
  const rows = (await referenceData()).categories;
  const items = tree(
    rows.filter((r) => r.isActive),
    query.Order,
  ).map(({ top, children }) => ({
    id: top.id,
    parentId: 0,
    seoUrl: top.seoUrl,
    name: pickName(top, query.lang),
    subCategories: children.map((c) => ({
      id: c.id,
      seoUrl: c.seoUrl,
      name: pickName(c, query.lang),
    })),
  }));
  return paged(items, query);
}

/** The public sees only active services (and active sub-services); Admin sees all (docs/product.md §4). */
export async function listServices(query: {
  lang: Lang;
  PageNumber: number;
  PageSize: number;
  Order: 'asc' | 'desc';
  includeInactive: boolean;
}): Promise<Paged<ServiceItem>> {
  const rows = (await referenceData()).services;
  const visible = query.includeInactive ? rows : rows.filter((r) => r.isActive);
  const items = tree(visible, query.Order).map(({ top, children }) => ({
    id: top.id,
    parentId: 0,
    seoUrl: top.seoUrl,
    name: pickName(top, query.lang),
    isActive: top.isActive,
    subServices: children.map((category) => ({
      id: category.id,
      seoUrl: category.seoUrl,
      name: pickName(category, query.lang),
      isActive: category.isActive,
    })),
  }));
  return paged(items, query);
}
