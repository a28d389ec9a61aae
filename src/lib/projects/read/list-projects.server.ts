// The project list (GET /api/projects, /projects, /projects/{category}~{id}): every filter and sort of
// docs/api.md in one SQL query for the page of cards, one count, then the batched look-ups of
// project-card.server.ts. Only public projects are listed (active, owner not blocked). Every condition is index-friendly
// (equality, ranges, IN, trigram LIKE); see the report's index list for the composite ones. Totals
// are counted up to COUNT_CAP (docs/performance.md, "Search and counts at 100,000 projects").
import { and, between, count, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { db, type Db, type Tx } from '@/lib/db/client.server';
import { withoutSeqScan } from '@/lib/db/plan.server';
import { asValue, shapedStatements, type Bind } from '@/lib/db/prepared.server';
import { categories, projects } from '@/lib/db/schema';
import { cachedRead } from '@/lib/cache/read-cache.server';
import { addTags, currentScope, gatherTags } from '@/lib/db/read-tags.server';
import { dropWithPublicCaches } from '@/lib/cache/cache-bus.server';
import type { Lang } from '@/lib/i18n/languages';
import type { Paged } from '@/lib/http/query';
import { cardColumns, toCards } from '@/lib/projects/project-card.server';
import type { ProjectCard } from '@/lib/projects/project-card';
import type { Bbox, ProjectFilters } from '@/lib/projects/project-filters.schema';
import { onlyLongWords, searchPatterns } from '@/lib/projects/search-text';
import { publicProject } from '@/lib/projects/public-project.server';
import { invalidInput } from '@/lib/http/app-error';
import { msg } from '@/lib/validation/messages';
import {
  afterCursorBranches,
  cursorColumn,
  decodeCursor,
  encodeCursor,
  projectListKeys,
  projectListOrder,
} from './list-order.server';

export type ListFilters = Omit<ProjectFilters, 'Lang'>;

/**
 * The project's point lies in the box. PostgreSQL's own geometric types (no PostGIS): the GiST index
 * projects_public_location_idx is on this very expression, so a map's box reads only its corner of
 * the table. A project without a point is never inside.
 */
export function insideBox(b: Bbox, bind: Bind = asValue): SQL {
  return sql`point(${projects.longitude}, ${projects.latitude}) <@ box(point(${bind('minLng', b.minLng)}, ${bind('minLat', b.minLat)}), point(${bind('maxLng', b.maxLng)}, ${bind('maxLat', b.maxLat)}))`;
}

/**
 * The same box as ranges of the two columns (the bounds included, as `<@` includes them). The
 * planner has no statistics for the point expression and guesses a box holds about a hundred rows,
 * so it reads every project of a large box through the GiST index and sorts them (a city's third of
 * the catalogue: 54 ms on PostgreSQL at 100,000 projects); for the ranges it has the columns'
 * histograms, so it walks the sort's index and stops at a page (0.2 ms). A small box is the other
 * way round (no index on the ranges: a scan of the table), so the count picks (wideBoxFrom).
 */
function insideRanges(b: Bbox, bind: Bind): SQL {
  return and(
    between(projects.longitude, bind('minLng', b.minLng), bind('maxLng', b.maxLng)),
    between(projects.latitude, bind('minLat', b.minLat), bind('maxLat', b.maxLat)),
  )!;
}

/** How the list's conditions are written for the plan the count chose (pagePlan). */
type WhereForm = { boxAsRanges?: boolean };

/**
 * The WHERE clause of a filtered list (public projects only: public-project.server.ts). Every value
 * goes through `bind`, named after its filter, so the text can be built once per shape
 * (shapedStatements); the constants (the 0 of "a price is given") are written as they are.
 */
export function projectListWhere(
  filters: Partial<ListFilters>,
  form: WhereForm = {},
  bind: Bind = asValue,
): SQL {
  const conditions: (SQL | undefined)[] = [publicProject];
  /** An array filter's values, one name each (the shape then says how many there are). */
  const each = <T>(name: string, values: T[]) => values.map((v, i) => bind(`${name}${i}`, v));
  if (filters.CategoryId !== undefined) {
    // A top-level category lists its subcategories' projects too. `= any(array(…))`: the few ids
    // are found once, then read through projects_category_idx (an IN over the subquery was hashed
    // against a scan of every project).
    const category = bind('CategoryId', filters.CategoryId);
    const ids = db()
      .select({ id: categories.id })
      .from(categories)
      .where(or(eq(categories.id, category), eq(categories.parentId, category)));
    conditions.push(sql`${projects.categoryId} = any(array(${ids}))`);
  }
  if (filters.Status) conditions.push(eq(projects.status, bind('Status', filters.Status)));
  if (filters.RegionId !== undefined)
    conditions.push(eq(projects.regionId, bind('RegionId', filters.RegionId)));
  if (filters.DistrictId !== undefined)
    conditions.push(eq(projects.districtId, bind('DistrictId', filters.DistrictId)));
  if (filters.PropertyType)
    conditions.push(inArray(projects.propertyType, each('PropertyType', filters.PropertyType)));
  if (filters.Storeys) conditions.push(inArray(projects.storeys, each('Storeys', filters.Storeys)));
  if (filters.WallMaterial)
    conditions.push(inArray(projects.wallMaterial, each('WallMaterial', filters.WallMaterial)));
  if (filters.Style) conditions.push(inArray(projects.style, each('Style', filters.Style)));
  if (filters.Foundation)
    conditions.push(inArray(projects.foundation, each('Foundation', filters.Foundation)));
  // A negotiable project still has its asking price and belongs in the ranges that hold it (a 10–30
  // mln range once dropped the negotiable ones); only a project without a price (0, allowed when
  // negotiable) never matches a range.
  if (filters.PriceMin !== undefined || filters.PriceMax !== undefined)
    conditions.push(gt(projects.price, 0));
  if (filters.PriceMin !== undefined)
    conditions.push(gte(projects.price, bind('PriceMin', filters.PriceMin)));
  if (filters.PriceMax !== undefined)
    conditions.push(lte(projects.price, bind('PriceMax', filters.PriceMax)));
  // 0 means "not given" for measures: a bound never matches an unknown size.
  if (filters.AreaMin !== undefined || filters.AreaMax !== undefined)
    conditions.push(gt(projects.area, 0));
  if (filters.AreaMin !== undefined)
    conditions.push(gte(projects.area, bind('AreaMin', filters.AreaMin)));
  if (filters.AreaMax !== undefined)
    conditions.push(lte(projects.area, bind('AreaMax', filters.AreaMax)));
  if (filters.WidthMax !== undefined)
    conditions.push(gt(projects.width, 0), lte(projects.width, bind('WidthMax', filters.WidthMax)));
  if (filters.LengthMax !== undefined)
    conditions.push(
      gt(projects.length, 0),
      lte(projects.length, bind('LengthMax', filters.LengthMax)),
    );
  if (filters.HasGarage !== undefined)
    conditions.push(eq(projects.hasGarage, bind('HasGarage', filters.HasGarage)));
  if (filters.HasAttic !== undefined)
    conditions.push(eq(projects.hasAttic, bind('HasAttic', filters.HasAttic)));
  if (filters.OnlyDesign !== undefined)
    conditions.push(eq(projects.onlyDesign, bind('OnlyDesign', filters.OnlyDesign)));
  if (filters.OnlyNegotiable !== undefined)
    conditions.push(eq(projects.isNegotiable, bind('OnlyNegotiable', filters.OnlyNegotiable)));
  if (filters.Bbox)
    conditions.push(
      form.boxAsRanges ? insideRanges(filters.Bbox, bind) : insideBox(filters.Bbox, bind),
    );
  if (filters.Search) {
    // Every word must occur; the GIN trigram index serves each LIKE. Plain LIKE, not ILIKE: the
    // stored text and the patterns are both lower case (toSearchForm), and ILIKE costs each row it
    // tests about 2.5 times as much.
    searchPatterns(filters.Search).forEach((group, g) =>
      conditions.push(
        or(...each(`Search${g}_`, group).map((p) => sql`${projects.searchText} like ${p}`))!,
      ),
    );
  }
  return and(...conditions)!;
}

/**
 * Of `ids`, the public projects the list would show for `filters` (its own WHERE: the alerts of
 * saved searches match with exactly the list's filters, docs/saved-searches.md).
 */
export async function matchingProjectIds(
  filters: Partial<ListFilters>,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db()
    .select({ id: projects.id })
    .from(projects)
    .where(and(inArray(projects.id, [...ids]), projectListWhere(filters)));
  return rows.map((r) => r.id);
}

/** Like countProjects, of the matches `extra` also holds for; never cached (it is per person). */
export async function countProjectsWhere(
  filters: Partial<ListFilters>,
  extra: SQL,
): Promise<ProjectTotal> {
  const [row] = await projectCountQuery(filters, extra);
  const n = Number(row?.n ?? 0);
  return { totalCount: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}

/**
 * Totals are counted up to this many: past it nobody pages to the end, and counting every match of
 * a common word ("uy" is in most projects) costs a read of most of the table. Beyond it the list
 * says "10 000+", the API adds `metaData.totalCapped: true`, and the pager stops at the list's
 * depth (maxPageNumber).
 */
export const COUNT_CAP = 10_000;

/** A list's total: exact up to COUNT_CAP; `capped`: more match than that (totalCount = COUNT_CAP). */
export type ProjectTotal = { totalCount: number; capped: boolean };

// Counting on each request grows with the table; large totals are reused for a few seconds (nobody
// can tell 10 412 from 10 415), and concurrent requests share one count. Small totals are always
// exact.
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

/** Public projects matching `filters`, up to COUNT_CAP; exact (the read cache) while the tables are unchanged. */
export function countProjects(filters: Partial<ListFilters>): Promise<ProjectTotal> {
  const key = countKey(filters);
  return cachedRead(`count:${key}`, async () => {
    const n = await countFresh(key, filters);
    return { totalCount: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
  });
}

/**
 * The count: at most COUNT_CAP + 1 rows, so the plan may stop reading once it has that many.
 * `extra` narrows it further (a saved search's "new since your last visit").
 */
export function projectCountQuery(
  filters: Partial<ListFilters>,
  extra?: SQL,
  conn: Db | Tx = db(),
) {
  const where = projectListWhere(filters);
  const matches = conn
    .select({ one: sql`1`.as('one') })
    .from(projects)
    .where(extra ? and(where, extra) : where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  return conn.select({ n: count() }).from(matches);
}

/**
 * A search whose every word is matched anywhere is read through the trigram index even where the
 * planner prefers a scan. The planner sees that a common word's matches fill the cap early in the
 * table and scans it, testing each row's text: "ikki qavatli" read about 39,000 rows to count 10,001.
 * Through the index the rows read are nearly all matches: at 100,000 projects its count took 67–114
 * ms → 28–51 ms (PostgreSQL · PGlite), "hovli" 59–75 → 30–31 ms. A short word's patterns (`wo%`,
 * `% wo%`) read the long posting lists of a word start, and there the scan is cheaper ("uy", "a"):
 * those keep the planner's choice (docs/performance.md#searches-through-the-trigram-index).
 */
export function readSearch<T>(
  filters: Partial<ListFilters>,
  read: (conn: Db | Tx) => PromiseLike<T>,
) {
  return filters.Search && onlyLongWords(filters.Search) ? withoutSeqScan(read) : read(db());
}

/**
 * A list that is surely past the cap is not counted: its total is COUNT_CAP+ ("10 000+ found").
 * Counting 10,001 matches of a filter reads a few thousand pages of the table (50–130 ms on
 * PostgreSQL at 100,000 projects, 35–50 on PGlite) to print a figure the list shows as "10 000+"
 * anyway. Two guesses decide, cheapest first:
 * - the planner's estimate (one planning, no rows read) at `estimateFrom` or more: twice the cap
 *   covers its error for filters on independent columns. Not for a search: its words are estimated
 *   as independent, and two common words that rarely meet would be taken for thousands of matches;
 * - between `sampleFrom` and that (a search: from `sampleFrom` up), where the planner's guess is
 *   too rough (sale houses from 100 mln: estimated 11,271, 15,160 match), the matches in a sample of
 *   the table's pages (sampleProjects) at `sampledFrom` or more. Its error is a few per cent, so
 *   past 1.3 times the cap the list is surely past it. A list estimated under that is counted
 *   without a sample: the filter index counts up to the cap for about what the sample's thousand
 *   pages cost, so a sample that nearly always sends the list to be counted was paid twice
 *   (docs/performance.md#the-sample-only-above-the-margin). A search past the cap by its sample
 *   is not read through the trigram index at all: its page is found along the sort's index, as
 *   after a count past the cap (pagePlan; docs/performance.md#common-searches-from-a-sample).
 * Below either threshold the count is exact (docs/performance.md#counts-from-a-sample-of-pages).
 */
export type CapGuess = {
  estimateFrom: number;
  sampleFrom: number;
  sampledFrom: number;
  /** Pages of the table the sample reads (about ten projects each): its error is a few per cent. */
  samplePages: number;
};
export const CAP_GUESS: CapGuess = {
  estimateFrom: 2 * COUNT_CAP,
  sampleFrom: 1.3 * COUNT_CAP,
  sampledFrom: 1.3 * COUNT_CAP,
  samplePages: 1_000,
};

/** The planner's estimate of the public projects matching `filters` (no rows read). */
export async function estimateProjects(filters: Partial<ListFilters>): Promise<number> {
  const matches = db()
    .select({ one: sql`1` })
    .from(projects)
    .where(projectListWhere(filters));
  const { rows } = await db().execute(sql`explain (format json) ${matches}`);
  const cell = Object.values(rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Number(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * The public projects matching `filters`, estimated from the matches in a random sample of about
 * `samplePages` of the table's pages (TABLESAMPLE SYSTEM, in both databases), scaled to the whole.
 * The share is taken from the table's size on disk, not its statistics, which PGlite (no
 * autovacuum) may have left behind; a table of fewer pages is read whole, so the figure is exact.
 */
export async function sampleProjects(
  filters: Partial<ListFilters>,
  samplePages = CAP_GUESS.samplePages,
): Promise<number> {
  const pages = sql`(pg_relation_size('projects') / current_setting('block_size')::int)`;
  const percent = sql`(select least(100, 100.0 * ${samplePages} / greatest(${pages}, 1))::float4)`;
  const { rows } = await db().execute<{ n: number; percent: number }>(
    sql`select count(*)::int as n, ${percent} as percent
      from ${projects} tablesample system (${percent}) where ${projectListWhere(filters)}`,
  );
  const { n, percent: share } = rows[0] ?? { n: 0, percent: 100 };
  return (Number(n) * 100) / Number(share);
}

/** Whether a list is surely past the cap, judged without counting it (CapGuess). */
async function pastCapUncounted(filters: Partial<ListFilters>, guess: CapGuess) {
  if (!catalogueLarge) return false;
  const estimate = await estimateProjects(filters);
  if (!filters.Search && estimate >= guess.estimateFrom) return true;
  return (
    estimate >= guess.sampleFrom &&
    (await sampleProjects(filters, guess.samplePages)) >= guess.sampledFrom
  );
}

/**
 * The matches up to COUNT_CAP + 1, or COUNT_CAP + 1 without counting when the list is surely past
 * the cap (pastCapUncounted).
 */
export async function countMatches(
  filters: Partial<ListFilters>,
  guess: CapGuess = CAP_GUESS,
): Promise<number> {
  if (await pastCapUncounted(filters, guess)) return COUNT_CAP + 1;
  const [row] = await readSearch(filters, (conn) => projectCountQuery(filters, undefined, conn));
  const n = Number(row?.n ?? 0);
  if (countKey(filters) === '[]') noteCatalogueSize(n);
  return n;
}

/**
 * Whether the last count of the whole public catalogue (no filter) passed the cap. Only then can a
 * list be large enough for the estimate to pay: on a smaller catalogue every count is cheap and the
 * estimate would be one more statement per count. Per process; the list pages' category counts
 * count the whole catalogue too (their "All N", noteCatalogueSize), so the flag follows the
 * catalogue within a minute.
 */
let catalogueLarge = false;
/** The last count of the whole public catalogue; unknown until one is made (see listStatements). */
let catalogueSize: number | undefined;

/** The whole public catalogue, counted elsewhere (category-nav.server.ts): see catalogueLarge. */
export function noteCatalogueSize(n: number) {
  catalogueSize = n;
  catalogueLarge = n > COUNT_CAP;
}

/** A count kept by countFresh a moment ago for these filters (none for small totals). */
function freshCount(filters: Partial<ListFilters>): boolean {
  const hit = countCache.get(countKey({ ...filters, After: undefined }));
  return !!hit && Date.now() - hit.at < COUNT_CACHE_MS;
}

/** Keeps a count made elsewhere (readFromMatches) as countFresh keeps its own. */
function keepCount(filters: Partial<ListFilters>, n: number, tags: string[]) {
  if (n < COUNT_CACHE_MIN) return;
  if (countCache.size > 500) countCache.clear();
  countCache.set(countKey({ ...filters, After: undefined }), {
    total: Promise.resolve({ n, tags }),
    at: Date.now(),
  });
}

/** Counts up to COUNT_CAP + 1 (a total above the cap is COUNT_CAP + 1). */
async function countFresh(key: string, filters: Partial<ListFilters>): Promise<number> {
  const caller = currentScope();
  const told = ({ n, tags }: { n: number; tags: string[] }) => (addTags(caller, tags), n);
  const hit = countCache.get(key);
  if (hit && Date.now() - hit.at < COUNT_CACHE_MS) return hit.total.then(told);
  const total = gatherTags(() => countMatches(filters)).then(({ value, scope }) => ({
    n: value,
    tags: [...scope.tags],
  }));
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
 * How deep `PageNumber` paging goes, in rows skipped: an offset makes the database walk every row
 * it skips (and on PGlite grow its heap), so past this depth the list answers 400 and points to the
 * `After` cursor, which costs the same on every page (docs/performance.md#lists-at-100000-projects).
 */
export const LIST_MAX_OFFSET = 5_000;

/** The deepest page number of a page size (the pager links no further). */
export function maxPageNumber(pageSize: number): number {
  return Math.floor(LIST_MAX_OFFSET / pageSize) + 1;
}

/** The 400 of a page past the depth, naming `PageNumber` (the page shows it in its language). */
export function pageTooDeepError(pageSize: number) {
  return invalidInput({
    PageNumber: msg('projects:errors.pageTooDeep', { max: maxPageNumber(pageSize) }),
  });
}

export type ProjectPage = Paged<ProjectCard> & {
  metaData: Paged<ProjectCard>['metaData'] & {
    /** Set when more than COUNT_CAP match (`totalCount` is then COUNT_CAP). */
    totalCapped?: true;
    /** `After` for the next page (keyset paging), null on the last one. */
    nextCursor: string | null;
  };
};

/**
 * A page of the list: kept by the read cache (docs/performance.md#read-cache) per filters and
 * language until a card's table (or the categories a category filter reads) is written. With
 * `After`, the page is the `PageSize` rows after that cursor and `PageNumber` is not read.
 */
export function listProjects(filters: ListFilters, lang: Lang): Promise<ProjectPage> {
  const after = filters.After === undefined ? undefined : decodeCursor(filters.After, filters.Sort);
  if (!after && filters.PageNumber > maxPageNumber(filters.PageSize))
    return Promise.reject(pageTooDeepError(filters.PageSize));
  const key = `projects:${lang}:${JSON.stringify(Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
  return cachedRead(key, () => readProjects(filters, after, lang));
}

type Row = Awaited<ReturnType<typeof pageQuery>>[number];

/**
 * A box with at least this many matches is read through the sort's index (insideRanges): walking
 * it finds a page after about PageSize × catalogue ÷ matches entries. Below it the GiST index reads
 * the few matches and they are sorted. (PostgreSQL at 100,000 projects: 21 matches 0.5 ms through
 * the GiST index and 69 ms by the ranges; 2,942 matches 17 ms and 1.6 ms.)
 */
export const WIDE_BOX_FROM = 1_000;

/** How a page's statement is planned, chosen from the total counted first. */
type PagePlan = {
  /** A search's few matches read through the trigram index and sorted (projectListOrder). */
  unindexed: boolean;
  /** A box with many matches, written as column ranges (insideRanges). */
  boxAsRanges: boolean;
};

/**
 * With a search or a box, the total (counted first) picks the plan. A search's matches within the
 * cap are read through the trigram index and sorted; more than that are common enough that walking
 * the sort's index finds a page of them at once. A box: see WIDE_BOX_FROM.
 */
const pagePlan = (filters: ListFilters, total?: ProjectTotal): PagePlan => ({
  unindexed: !!filters.Search && !!total && !total.capped,
  boxAsRanges: !!filters.Bbox && !!total && (total.capped || total.totalCount >= WIDE_BOX_FROM),
});

/**
 * One limited, ordered read of the list; `extra`: a keyset branch. With an offset, the page's ids
 * are found first on the sort's keys alone: the card columns hold two correlated subqueries (image,
 * owner), and a plain OFFSET computes them for every row it skips (at page 2,000 of 50 that was
 * 200,000 subqueries).
 */
export function pageQuery(
  filters: ListFilters,
  extra: SQL | undefined,
  limit: number,
  offset = 0,
  plan: PagePlan = { unindexed: false, boxAsRanges: false },
  bind: Bind = asValue,
) {
  const listed = projectListWhere(filters, plan, bind);
  const where = extra ? and(listed, extra) : listed;
  const order = projectListOrder(filters.Sort, plan.unindexed);
  const columns = { ...cardColumns, cursor: cursorColumn(filters.Sort) };
  if (!offset)
    return db()
      .select(columns)
      .from(projects)
      .where(where)
      .orderBy(...order)
      .limit(bind('limit', limit));
  const ids = db()
    .select({ id: projects.id })
    .from(projects)
    .where(where)
    .orderBy(...order)
    .limit(bind('limit', limit))
    .offset(bind('offset', offset));
  // `= any(array(…))`: the ids are computed once and read through the primary key, whatever the
  // planner guesses about their number.
  return db()
    .select(columns)
    .from(projects)
    .where(sql`${projects.id} = any(array(${ids}))`)
    .orderBy(...projectListOrder(filters.Sort));
}

/**
 * Statements of the list built once per shape (shapedStatements): which filters are set, and how
 * many values each array filter has, are in the names of their values; the rest of the shape is in
 * the kind each caller gives. Named (planned once by PostgreSQL) only while the whole catalogue is
 * known to be small: at 100,000 projects a generic plan made a search with filters 4–6 times
 * slower than planning each run (docs/performance.md#list-statements-run-by-name). The first 100
 * shapes run twice are named: each holds a parsed statement on every connection of the pool.
 */
const listStatements = shapedStatements({ max: 500, named: 100, nameWhile: listPlansKept });

/** The largest public catalogue for which the list's statements are named (see listStatements). */
const PLANS_KEPT_UP_TO = 2_000;

/** Whether the list's statements are named now: the last count of the catalogue was small. */
export function listPlansKept(): boolean {
  return catalogueSize !== undefined && catalogueSize <= PLANS_KEPT_UP_TO;
}

/** A page without a cursor, as pageQuery reads it; its text built once per shape. */
function readPage(filters: ListFilters, limit: number, offset: number, plan: PagePlan) {
  const kind = `page:${filters.Sort}:${plan.unindexed}:${plan.boxAsRanges}:${offset > 0}`;
  return listStatements(kind, (bind) => pageQuery(filters, undefined, limit, offset, plan, bind));
}

/**
 * The rows after a cursor: the branches (list-order.server.ts) are disjoint ranges, the last one
 * (the earlier keys equal to the cursor's) first in the order; the next branch is read only when
 * the page is not full yet, so a page is one query but at a group's boundary.
 */
async function rowsAfter(
  filters: ListFilters,
  after: string[],
  limit: number,
  plan: PagePlan,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const branch of afterCursorBranches(filters.Sort, after).reverse()) {
    rows.push(...(await pageQuery(filters, branch, limit - rows.length, 0, plan)));
    if (rows.length >= limit) break;
  }
  return rows;
}

/**
 * Whether a list's first read takes its page from its matches (readFromMatches): a search or a
 * filtered list that will be counted (not guessed past the cap, countMatches), while no count of
 * it is kept. Its count reads the matches anyway; walking the sort's index for the page could pass
 * thousands of other rows first when the matches are few and sit late in that order (rent with two
 * storeys, newest first: 37,900 index entries at 100k projects).
 */
async function readsMatchesFirst(filters: ListFilters): Promise<boolean> {
  if (freshCount(filters)) return false;
  if (!filters.Search && (filters.Bbox || countKey({ ...filters, After: undefined }) === '[]'))
    return false;
  const { value: past, scope } = await gatherTags(() => pastCapUncounted(filters, CAP_GUESS));
  if (!past) return true;
  // Past the cap: kept as the count would keep it (countMatches gives the same answer), so the
  // count beside the page is not guessed a second time.
  keepCount(filters, COUNT_CAP + 1, [...scope.tags]);
  return false;
}

/** The statement of readFromMatches: the page's cards, each row with the count of the matches. */
export function matchesPageQuery(
  filters: ListFilters,
  limit: number,
  offset: number,
  conn: Db | Tx = db(),
  bind: Bind = asValue,
) {
  const keys = [...new Set([projects.id, ...projectListKeys(filters.Sort).map((k) => k.expr)])];
  const matches = conn
    .$with('matches', { id: projects.id })
    .as(
      sql`select ${sql.join(keys, sql`, `)} from ${projects} where ${projectListWhere(filters, {}, bind)} limit ${COUNT_CAP + 1}`,
    );
  // The matches stand in for the table under its own name, so the sort's keys read their columns.
  const page = sql`select "projects"."id" from ${matches} as "projects"
    order by ${sql.join(projectListOrder(filters.Sort), sql`, `)} limit ${bind('limit', limit)} offset ${bind('offset', offset)}`;
  return conn
    .with(matches)
    .select({
      ...cardColumns,
      cursor: cursorColumn(filters.Sort),
      matches: sql<number>`(select count(*)::int from ${matches})`,
    })
    .from(projects)
    .where(sql`${projects.id} in (${page})`)
    .orderBy(...projectListOrder(filters.Sort));
}

/**
 * A page when its list's count is not known yet (readsMatchesFirst): the matches, up to
 * COUNT_CAP + 1, are read once (a search's through the trigram index), counted, and the page is
 * taken from them, in one statement instead of a count and a page that each read rows (at 100,000
 * projects on PGlite, "uy" for rent with two storeys: 56 ms and 72 ms → 62 ms;
 * docs/performance.md#a-list-read-once). Past the cap the matches read are a sample, not the first
 * ones in order: `rows` is left out and the page is read along the sort's index as before
 * (pagePlan). The count is kept for the next pages and sorts as countProjects keeps it.
 */
async function readFromMatches(
  filters: ListFilters,
  limit: number,
  offset: number,
): Promise<{ total: ProjectTotal; rows?: Row[] }> {
  const { value: found, scope } = await gatherTags(() =>
    readSearch(filters, (conn) =>
      // In a transaction (a search through the trigram index) the statement is built for its run.
      conn === db()
        ? listStatements(`matches:${filters.Sort}`, (bind) =>
            matchesPageQuery(filters, limit, offset, conn, bind),
          )
        : matchesPageQuery(filters, limit, offset, conn),
    ),
  );
  const n = found[0]?.matches;
  // An empty page says nothing of the count (none match, or the page is past the last one).
  if (n === undefined)
    return { total: await countProjects({ ...filters, After: undefined }), rows: found };
  keepCount(filters, n, [...scope.tags]);
  const total = { totalCount: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
  return total.capped ? { total } : { total, rows: found };
}

/**
 * The statements a page of `filters` runs (one per cursor branch), for plan checks in tests;
 * `total`: the count a search's or a box's page is planned with (pagePlan).
 */
export function explainPageQuery(filters: ListFilters, total?: ProjectTotal): SQL[] {
  const limit = filters.PageSize + 1;
  const plan = pagePlan(filters, total);
  if (filters.After === undefined)
    return [
      pageQuery(
        filters,
        undefined,
        limit,
        (filters.PageNumber - 1) * filters.PageSize,
        plan,
      ).getSQL(),
    ];
  return afterCursorBranches(filters.Sort, decodeCursor(filters.After, filters.Sort)).map((b) =>
    pageQuery(filters, b, limit, 0, plan).getSQL(),
  );
}

async function readProjects(
  filters: ListFilters,
  after: string[] | undefined,
  lang: Lang,
): Promise<ProjectPage> {
  // One row more than the page tells whether there is a next page (and so a next cursor).
  const limit = filters.PageSize + 1;
  const offset = (filters.PageNumber - 1) * filters.PageSize;
  // The total does not depend on the cursor: one count (and one cache entry) for every page.
  const counting = () => countProjects({ ...filters, After: undefined });
  const read = (plan?: PagePlan) =>
    after
      ? rowsAfter(filters, after, limit, plan ?? pagePlan(filters))
      : readPage(filters, limit, offset, plan ?? pagePlan(filters));
  let rows: Row[] | undefined;
  let total: ProjectTotal;
  if (!after && (await readsMatchesFirst(filters))) {
    ({ total, rows } = await readFromMatches(filters, limit, offset));
    rows ??= await read(pagePlan(filters, total));
  } else if (filters.Search || filters.Bbox) {
    total = await counting();
    rows = await read(pagePlan(filters, total));
  } else [rows, total] = await Promise.all([read(), counting()]);
  const page = rows.slice(0, filters.PageSize);
  const last = page.at(-1);
  return {
    items: await toCards(page, lang),
    metaData: {
      totalCount: total.totalCount,
      pageNumber: filters.PageNumber,
      pageSize: filters.PageSize,
      ...(total.capped ? { totalCapped: true as const } : {}),
      nextCursor:
        rows.length > filters.PageSize && last ? encodeCursor(filters.Sort, last.cursor) : null,
    },
  };
}
