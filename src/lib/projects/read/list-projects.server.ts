// The project list (GET /api/projects, /projects, /projects/{category}~{id}): every filter and sort of
// docs/api.md in one SQL query for the page of cards, one count, then the batched look-ups of
// project-card.server.ts. Only active projects are listed. Every condition is index-friendly
// (equality, ranges, IN, trigram ILIKE); see the report's index list for the composite ones.
import { and, asc, count, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { categories, projects } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import type { Paged } from '@/lib/http/query';
import { cardColumns, toCards } from '@/lib/projects/project-card.server';
import type { ProjectCard } from '@/lib/projects/project-card';
import type { ProjectFilters } from '@/lib/projects/project-filters.schema';
import type { ProjectSort } from '@/lib/projects/labels';
import { searchPatterns } from '@/lib/projects/search-text';

export type ListFilters = Omit<ProjectFilters, 'Lang'>;

/** The WHERE clause of a filtered list (active projects only). */
function projectListWhere(f: Partial<ListFilters>): SQL {
  const c: (SQL | undefined)[] = [eq(projects.isActive, true)];
  if (f.CategoryId !== undefined) {
    // A top-level category lists its subcategories' projects too.
    c.push(
      inArray(
        projects.categoryId,
        db()
          .select({ id: categories.id })
          .from(categories)
          .where(or(eq(categories.id, f.CategoryId), eq(categories.parentId, f.CategoryId))),
      ),
    );
  }
  if (f.Status) c.push(eq(projects.status, f.Status));
  if (f.RegionId !== undefined) c.push(eq(projects.regionId, f.RegionId));
  if (f.DistrictId !== undefined) c.push(eq(projects.districtId, f.DistrictId));
  if (f.PropertyType) c.push(inArray(projects.propertyType, f.PropertyType));
  if (f.Storeys) c.push(inArray(projects.storeys, f.Storeys));
  if (f.WallMaterial) c.push(inArray(projects.wallMaterial, f.WallMaterial));
  if (f.Style) c.push(inArray(projects.style, f.Style));
  if (f.Foundation) c.push(inArray(projects.foundation, f.Foundation));
  // A negotiable project shows no price, so a price range never matches it.
  if (f.PriceMin !== undefined || f.PriceMax !== undefined)
    c.push(eq(projects.isNegotiable, false));
  if (f.PriceMin !== undefined) c.push(gte(projects.price, f.PriceMin));
  if (f.PriceMax !== undefined) c.push(lte(projects.price, f.PriceMax));
  // 0 means "not given" for measures: a bound never matches an unknown size.
  if (f.AreaMin !== undefined || f.AreaMax !== undefined) c.push(gt(projects.area, 0));
  if (f.AreaMin !== undefined) c.push(gte(projects.area, f.AreaMin));
  if (f.AreaMax !== undefined) c.push(lte(projects.area, f.AreaMax));
  if (f.WidthMax !== undefined) c.push(gt(projects.width, 0), lte(projects.width, f.WidthMax));
  if (f.LengthMax !== undefined) c.push(gt(projects.length, 0), lte(projects.length, f.LengthMax));
  if (f.HasGarage !== undefined) c.push(eq(projects.hasGarage, f.HasGarage));
  if (f.HasAttic !== undefined) c.push(eq(projects.hasAttic, f.HasAttic));
  if (f.Search) {
    // Every word must occur; `search_text ILIKE '%word%'` is served by the GIN trigram index.
    for (const p of searchPatterns(f.Search)) c.push(sql`${projects.searchText} ILIKE ${p}`);
  }
  return and(...c)!;
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
    default:
      return [desc(projects.createdAt), desc(projects.id)];
  }
}

// Counting every active project on each request grows with the table; large totals are reused for
// a few seconds (nobody can tell 10 412 from 10 415), and concurrent requests share one count.
// Small totals are always exact.
const COUNT_CACHE_MIN = 1000;
const COUNT_CACHE_MS = 15_000;
const countCache = new Map<string, { total: Promise<number>; at: number }>();

function countKey(f: Partial<ListFilters>): string {
  const { Sort: _s, PageNumber: _p, PageSize: _z, ...rest } = f as Partial<ProjectFilters>;
  return JSON.stringify(
    Object.entries(rest)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export async function countProjects(f: Partial<ListFilters>): Promise<number> {
  const key = countKey(f);
  const hit = countCache.get(key);
  if (hit && Date.now() - hit.at < COUNT_CACHE_MS) return hit.total;
  const total = db()
    .select({ n: count() })
    .from(projects)
    .where(projectListWhere(f))
    .then(([row]) => Number(row?.n ?? 0));
  if (countCache.size > 500) countCache.clear();
  const entry = { total, at: Date.now() };
  countCache.set(key, entry);
  try {
    const n = await total;
    if (n < COUNT_CACHE_MIN && countCache.get(key) === entry) countCache.delete(key);
    return n;
  } catch (e) {
    if (countCache.get(key) === entry) countCache.delete(key);
    throw e;
  }
}

export async function listProjects(f: ListFilters, lang: Lang): Promise<Paged<ProjectCard>> {
  const where = projectListWhere(f);
  const [rows, totalCount] = await Promise.all([
    db()
      .select(cardColumns)
      .from(projects)
      .where(where)
      .orderBy(...projectListOrder(f.Sort))
      .limit(f.PageSize)
      .offset((f.PageNumber - 1) * f.PageSize),
    countProjects(f),
  ]);
  return {
    items: await toCards(rows, lang),
    metaData: { totalCount, pageNumber: f.PageNumber, pageSize: f.PageSize },
  };
}
