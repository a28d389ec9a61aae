// GET /api/my-projects and /account/my-projects: the signed-in account's projects, active and
// inactive, newest first, with what an owner watches (views, saves, reviews) and the cover image.
import { count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db as defaultDb, type Db } from '@/lib/db/client.server';
import { projects, type ImageVariant } from '@/lib/db/schema';
import { PageNumber, pageSizeParam, type Paged } from '@/lib/http/query';
import { requireActor, type Actor } from '@/lib/projects/authorize.server';
import { parseWith } from '@/lib/http/validate';

export const MyProjectsQuerySchema = z.object({
  PageNumber: PageNumber.default(1),
  PageSize: pageSizeParam(20),
});

export type MyProjectItem = {
  id: number;
  seoProjectCode: string;
  seoProjectUrl: string;
  title: string;
  status: 'rent' | 'sale';
  price: number;
  isNegotiable: boolean;
  isActive: boolean;
  viewCount: number;
  saveCount: number;
  reviewCount: number;
  cover: { width: number; height: number; variants: ImageVariant[] } | null;
  createdAt: string;
  updatedAt: string;
};

export async function listMyProjects({
  actor,
  query,
  db = defaultDb(),
}: {
  actor: Actor | null;
  query: unknown;
  db?: Db;
}): Promise<Paged<MyProjectItem>> {
  const owner = requireActor(actor);
  const parsed = parseWith(MyProjectsQuerySchema, query);
  // Correlated subqueries, computed for the page's rows only: the page's ids are found first on
  // the order's keys, since an OFFSET computes the select list of every row it skips too (an agent
  // may own thousands; docs/performance.md#lists-at-100000-projects). Written with explicit
  // aliases: drizzle renders bare column names inside sql``, which in a subquery would bind to the
  // subquery's own table.
  const reviewCount = sql<number>`(select count(*)::int from reviews r where r.project_id = "projects"."id")`;
  const cover = sql<{ width: number; height: number; variants: ImageVariant[] } | null>`(
    select json_build_object('width', i.width, 'height', i.height, 'variants', i.variants)
    from project_images i where i.project_id = "projects"."id" order by i.position, i.id limit 1)`;
  const pageIds = db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.ownerAccountId, owner.id))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(parsed.PageSize)
    .offset((parsed.PageNumber - 1) * parsed.PageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: projects.id,
        code: projects.code,
        seoUrl: projects.seoUrl,
        title: projects.title,
        status: projects.status,
        price: projects.price,
        isNegotiable: projects.isNegotiable,
        isActive: projects.isActive,
        viewCount: projects.viewCount,
        saveCount: projects.saveCount,
        reviewCount,
        cover,
        createdAt: projects.createdAt,
        updatedAt: projects.updatedAt,
      })
      .from(projects)
      .where(sql`${projects.id} = any(array(${pageIds}))`)
      .orderBy(desc(projects.createdAt), desc(projects.id)),
    db.select({ n: count() }).from(projects).where(eq(projects.ownerAccountId, owner.id)),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      seoProjectCode: row.code,
      seoProjectUrl: row.seoUrl,
      title: row.title,
      status: row.status,
      price: row.price,
      isNegotiable: row.isNegotiable,
      isActive: row.isActive,
      viewCount: row.viewCount,
      saveCount: row.saveCount,
      reviewCount: Number(row.reviewCount),
      cover: row.cover,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    metaData: {
      totalCount: total?.n ?? 0,
      pageNumber: parsed.PageNumber,
      pageSize: parsed.PageSize,
    },
  };
}
