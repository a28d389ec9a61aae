// The category navigation of /projects: the category tree with the number of public projects in
// each (a top-level count includes its subcategories) and in all ("All projects"), and the category
// behind a category page. Counting groups the whole table, so the counts are kept for a minute per
// process; an admin write (blocking an account hides its projects) drops them at once
// (clearCategoryCounts, cache-bus). The total comes from the same grouping (the projects without a
// category are its own group), so the row of links never counts the table twice and its numbers
// agree with each other (docs/performance.md#the-catalogue-total-from-the-category-counts).
import { count } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import { referenceData } from '@/lib/catalog/reference-cache.server';
import { gatherTags, reportTags } from '@/lib/db/read-tags.server';
import { dropWithPublicCaches } from '@/lib/cache/cache-bus.server';
import { pickName, type Lang } from '@/lib/i18n/languages';
import { categoryPath } from '@/lib/projects/project-card';
import { publicProject } from '@/lib/projects/public-project.server';
import {
  COUNT_CAP,
  noteCatalogueSize,
  type ProjectTotal,
} from '@/lib/projects/read/list-projects.server';

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
type Counts = {
  at: number;
  /** Per category id: its own public projects, not its subcategories'. */
  counts: Map<number, number>;
  /** Every public project, with a category or without. */
  all: number;
  /** The tables counted, told to each reader (cached markup drawn from the counts learns them). */
  tags: string[];
};
let countsCache: Counts | undefined;

/** Admin writes change what the counts include (src/lib/cache/cache-bus.server.ts). */
export function clearCategoryCounts() {
  countsCache = undefined;
}
dropWithPublicCaches(clearCategoryCounts);

/** The counts, kept for a minute. */
async function keptCounts(): Promise<Counts> {
  if (countsCache && Date.now() - countsCache.at < TTL_MS) {
    reportTags(countsCache.tags);
    return countsCache;
  }
  const { value: rows, scope } = await gatherTags(() =>
    db()
      .select({ id: projects.categoryId, n: count() })
      .from(projects)
      .where(publicProject)
      .groupBy(projects.categoryId),
  );
  const counts = new Map<number, number>();
  let all = 0;
  for (const r of rows) {
    const n = Number(r.n);
    all += n;
    if (r.id !== null) counts.set(r.id, n);
  }
  // The list's counts estimate large lists only once the catalogue is known to be large.
  noteCatalogueSize(all);
  countsCache = { at: Date.now(), counts, all, tags: [...scope.tags] };
  return countsCache;
}

/** Public projects per category id (its own, not its subcategories'), kept for a minute. */
export async function activeCounts(): Promise<Map<number, number>> {
  return (await keptCounts()).counts;
}

/**
 * Every public project, kept with the category counts, capped as a list's count is (COUNT_CAP:
 * "10 000+"), so "All projects" reads as the unfiltered list's own total does.
 */
export async function publicProjectTotal(): Promise<ProjectTotal> {
  const { all } = await keptCounts();
  return { totalCount: Math.min(all, COUNT_CAP), capped: all > COUNT_CAP };
}

export async function categoryNav(lang: Lang): Promise<CategoryNavItem[]> {
  const [ref, counts] = await Promise.all([referenceData(), activeCounts()]);
  const rows = ref.categories.filter((r) => r.isActive);
  const item = (row: (typeof rows)[number], children: CategoryNavItem[]): CategoryNavItem => ({
    id: row.id,
    seoUrl: row.seoUrl,
    name: pickName(row, lang),
    url: categoryPath(row),
    children,
    count: (counts.get(row.id) ?? 0) + children.reduce((s, c) => s + c.count, 0),
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
  // The id comes from the address: an unknown one is answered from the cache, never by a reload
  // (any visitor could ask for made-up ids); a new category is in it once the admin write commits.
  const { categoryById } = await referenceData();
  const known = categoryById.get(id);
  const category = known?.isActive ? known : undefined;
  if (!category) return null;
  const parentCategory = category.parentId !== 0 ? categoryById.get(category.parentId) : undefined;
  return {
    id: category.id,
    parentId: category.parentId,
    seoUrl: category.seoUrl,
    name: pickName(category, lang),
    url: categoryPath(category),
    parent: parentCategory
      ? {
          id: parentCategory.id,
          name: pickName(parentCategory, lang),
          url: categoryPath(parentCategory),
        }
      : null,
  };
}
