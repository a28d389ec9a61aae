// The project list (GET /api/projects, /projects, /projects/{category}~{id}): every filter and sort of
// docs/api.md in one SQL query for the page of cards, one count, then the batched look-ups of
// project-card.server.ts. Only public projects are listed (active, owner not blocked). Every condition is index-friendly
// (equality, ranges, IN, trigram ILIKE); see the report's index list for the composite ones.
import { and, asc, count, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { categories, projects } from '@/lib/db/schema';
import { cachedRead } from '@/lib/cache/read-cache.server';
import { addTags, currentScope, gatherTags } from '@/lib/db/read-tags.server';
import { dropWithPublicCaches } from '@/lib/cache/cache-bus.server';
import type { Lang } from '@/lib/i18n/languages';
import type { Paged } from '@/lib/http/query';
import { cardColumns, toCards } from '@/lib/projects/project-card.server';
import type { ProjectCard } from '@/lib/projects/project-card';
import type { ProjectFilters } from '@/lib/projects/project-filters.schema';
import type { ProjectSort } from '@/lib/projects/labels';
import { searchPatterns } from '@/lib/projects/search-text';
import { publicProject } from '@/lib/projects/public-project.server';

export type ListFilters = Omit<ProjectFilters, 'Lang'>;

/** The WHERE clause of a filtered list (public projects only: public-project.server.ts). */
function projectListWhere(filters: Partial<ListFilters>): SQL {
  const conditions: (SQL | undefined)[] = [publicProject];
  if (filters.CategoryId !== undefined) {
    // A top-level category lists its subcategories' projects too.
    conditions.push(
      inArray(
        projects.categoryId,
        db()
          .select({ id: categories.id })
          .from(categories)
          .where(
            or(eq(categories.id, filters.CategoryId), eq(categories.parentId, filters.CategoryId)),
          ),
      ),
    );
  }
  if (filters.Status) conditions.push(eq(projects.status, filters.Status));
  if (filters.RegionId !== undefined) conditions.push(eq(projects.regionId, filters.RegionId));
  if (filters.DistrictId !== undefined)
    conditions.push(eq(projects.districtId, filters.DistrictId));
  if (filters.PropertyType) conditions.push(inArray(projects.propertyType, filters.PropertyType));
  if (filters.Storeys) conditions.push(inArray(projects.storeys, filters.Storeys));
  if (filters.WallMaterial) conditions.push(inArray(projects.wallMaterial, filters.WallMaterial));
  if (filters.Style) conditions.push(inArray(projects.style, filters.Style));
  if (filters.Foundation) conditions.push(inArray(projects.foundation, filters.Foundation));
  // A negotiable project still has its asking price and belongs in the ranges that hold it (a 10–30
  // mln range once dropped the negotiable ones); only a project without a price (0, allowed when
  // negotiable) never matches a range.
  if (filters.PriceMin !== undefined || filters.PriceMax !== undefined)
    conditions.push(gt(projects.price, 0));
  if (filters.PriceMin !== undefined) conditions.push(gte(projects.price, filters.PriceMin));
  if (filters.PriceMax !== undefined) conditions.push(lte(projects.price, filters.PriceMax));
  // 0 means "not given" for measures: a bound never matches an unknown size.
  if (filters.AreaMin !== undefined || filters.AreaMax !== undefined)
    conditions.push(gt(projects.area, 0));
  if (filters.AreaMin !== undefined) conditions.push(gte(projects.area, filters.AreaMin));
  if (filters.AreaMax !== undefined) conditions.push(lte(projects.area, filters.AreaMax));
  if (filters.WidthMax !== undefined)
    conditions.push(gt(projects.width, 0), lte(projects.width, filters.WidthMax));
  if (filters.LengthMax !== undefined)
    conditions.push(gt(projects.length, 0), lte(projects.length, filters.LengthMax));
  if (filters.HasGarage !== undefined) conditions.push(eq(projects.hasGarage, filters.HasGarage));
  if (filters.HasAttic !== undefined) conditions.push(eq(projects.hasAttic, filters.HasAttic));
  if (filters.OnlyDesign !== undefined)
    conditions.push(eq(projects.onlyDesign, filters.OnlyDesign));
  if (filters.OnlyNegotiable !== undefined)
    conditions.push(eq(projects.isNegotiable, filters.OnlyNegotiable));
  if (filters.Search) {
    // Every word must occur; `search_text ILIKE '%word%'` is served by the GIN trigram index.
    for (const p of searchPatterns(filters.Search))
      conditions.push(sql`${projects.searchText} ILIKE ${p}`);
  }
  return and(...conditions)!;
}

/** ORDER BY of each sort; `id` last keeps pages stable when the main key ties. */
function projectListOrder(sort: ProjectSort): SQL[] {
  switch (sort) {
    // Negotiable projects have no comparable price: they come after the priced ones either way.
    case 'priceAsc':
      return [asc(projects.isNegotiable), asc(projects.price), asc(projects.id)];
    case 'priceDesc':
      return [asc(projects.isNegotiable), desc(projects.price), desc(projects.id)];
    case 'popular':
      return [desc(projects.viewCount), desc(projects.saveCount), desc(projects.id)];
    // The default order puts running paid promotions first (docs/payments.md); a sort the visitor
    // chose is left as chosen.
    default:
      return [
        desc(sql`(${projects.promotedUntil} is not null and ${projects.promotedUntil} > now())`),
        desc(projects.createdAt),
        desc(projects.id),
      ];
  }
}

// Counting every active project on each request grows with the table; large totals are reused for
// a few seconds (nobody can tell 10 412 from 10 415), and concurrent requests share one count.
// Small totals are always exact.
const COUNT_CACHE_MIN = 1000;
const COUNT_CACHE_MS = 15_000;
/** `tags`: the tables counted, told to each reader (the read cache entry around it learns them). */
const countCache = new Map<string, { total: Promise<{ n: number; tags: string[] }>; at: number }>();

/** Admin edits of the catalog change what the counts include (src/lib/cache/cache-bus.server.ts). */
export function clearProjectCountCache() {
  countCache.clear();
}
dropWithPublicCaches(clearProjectCountCache);

function countKey(filters: Partial<ListFilters>): string {
  const { Sort: _s, PageNumber: _p, PageSize: _z, ...rest } = filters as Partial<ProjectFilters>;
  return JSON.stringify(
    Object.entries(rest)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** Active projects matching `filters`; exact (the read cache) while the tables are unchanged. */
export function countProjects(filters: Partial<ListFilters>): Promise<number> {
  const key = countKey(filters);
  return cachedRead(`count:${key}`, () => countFresh(key, filters));
}

async function countFresh(key: string, filters: Partial<ListFilters>): Promise<number> {
  const caller = currentScope();
  const told = ({ n, tags }: { n: number; tags: string[] }) => (addTags(caller, tags), n);
  const hit = countCache.get(key);
  if (hit && Date.now() - hit.at < COUNT_CACHE_MS) return hit.total.then(told);
  const total = gatherTags(() =>
    db().select({ n: count() }).from(projects).where(projectListWhere(filters)),
  ).then(({ value: [row], scope }) => ({ n: Number(row?.n ?? 0), tags: [...scope.tags] }));
  if (countCache.size > 500) countCache.clear();
  const entry = { total, at: Date.now() };
  countCache.set(key, entry);
  try {
    const { n } = await total;
    if (n < COUNT_CACHE_MIN && countCache.get(key) === entry) countCache.delete(key);
    return n;
  } catch (e) {
    if (countCache.get(key) === entry) countCache.delete(key);
    throw e;
  }
}

/**
 * A page of the list: kept by the read cache (docs/performance.md#read-cache) per filters and
 * language until a card's table (or the categories a category filter reads) is written.
 */
export function listProjects(filters: ListFilters, lang: Lang): Promise<Paged<ProjectCard>> {
  const key = `projects:${lang}:${JSON.stringify(Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
  return cachedRead(key, () => readProjects(filters, lang));
}

async function readProjects(filters: ListFilters, lang: Lang): Promise<Paged<ProjectCard>> {
  const where = projectListWhere(filters);
  const [rows, totalCount] = await Promise.all([
    db()
      .select(cardColumns)
      .from(projects)
      .where(where)
      .orderBy(...projectListOrder(filters.Sort))
      .limit(filters.PageSize)
      .offset((filters.PageNumber - 1) * filters.PageSize),
    countProjects(filters),
  ]);
  return {
    items: await toCards(rows, lang),
    metaData: { totalCount, pageNumber: filters.PageNumber, pageSize: filters.PageSize },
  };
}
