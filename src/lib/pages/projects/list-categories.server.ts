// The category navigation of /projects: the category tree with the number of active projects in
// each (a top-level count includes its subcategories), and the category behind a category page.
// Counting groups the whole table, so the counts are kept for a minute per process.
import { and, count, eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { categories, projects } from '@/lib/db/schema';
import { pickName, type Lang } from '@/lib/i18n/languages';
import { categoryPath } from '@/lib/projects/project-card';

export type CategoryNavItem = {
  id: number;
  seoUrl: string;
  name: string;
  url: string;
  count: number;
  children: CategoryNavItem[];
};
export type CategoryRef = {
  id: number;
  parentId: number;
  seoUrl: string;
  name: string;
  url: string;
  parent: { id: number; name: string; url: string } | null;
};

const TTL_MS = 60_000;
let countsCache: { at: number; counts: Map<number, number> } | undefined;

async function activeCounts(): Promise<Map<number, number>> {
  if (countsCache && Date.now() - countsCache.at < TTL_MS) return countsCache.counts;
  const rows = await db()
    .select({ id: projects.categoryId, n: count() })
    .from(projects)
    .where(and(eq(projects.isActive, true), sql`${projects.categoryId} is not null`))
    .groupBy(projects.categoryId);
  const counts = new Map(rows.map((r) => [r.id!, Number(r.n)]));
  countsCache = { at: Date.now(), counts };
  return counts;
}

export async function categoryNav(lang: Lang): Promise<CategoryNavItem[]> {
  const [rows, counts] = await Promise.all([
    db()
      .select()
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(categories.sortOrder, categories.id),
    activeCounts(),
  ]);
  const item = (r: (typeof rows)[number], children: CategoryNavItem[]): CategoryNavItem => ({
    id: r.id,
    seoUrl: r.seoUrl,
    name: pickName(r, lang),
    url: categoryPath(r),
    children,
    count: (counts.get(r.id) ?? 0) + children.reduce((s, c) => s + c.count, 0),
  });
  return rows
    .filter((r) => r.parentId === 0)
    .map((top) =>
      item(
        top,
        rows.filter((r) => r.parentId === top.id).map((c) => item(c, [])),
      ),
    );
}

/** An active category by id (with its parent), or null. */
export async function getCategoryRef(id: number, lang: Lang): Promise<CategoryRef | null> {
  const [c] = await db()
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.isActive, true)));
  if (!c) return null;
  const [p] =
    c.parentId !== 0
      ? await db().select().from(categories).where(eq(categories.id, c.parentId))
      : [];
  return {
    id: c.id,
    parentId: c.parentId,
    seoUrl: c.seoUrl,
    name: pickName(c, lang),
    url: categoryPath(c),
    parent: p ? { id: p.id, name: pickName(p, lang), url: categoryPath(p) } : null,
  };
}
