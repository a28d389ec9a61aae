// Search and counts on a catalogue of some ten thousand projects, seeded by SQL: the statements the
// list runs use the indexes (EXPLAIN shows no sequential scan of projects) for a common word, a
// mid-frequency one, a rare one, a two-letter one and several words, under every sort; totals are
// exact up to COUNT_CAP and capped above it. Plans, not timings: the bench measures the time
// (docs/performance.md, "Search and counts at 100,000 projects").
import { beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { makeProject } from '@tests/factories/projects';
import { ProjectFiltersSchema } from '@/lib/projects/project-filters.schema';
import { SORTS } from '@/lib/projects/labels';
import { tFor } from '@/lib/i18n/i18n';
import { LANGS } from '@/lib/i18n/languages';
import { formatNumber } from '@/lib/i18n/format';
import {
  COUNT_CAP,
  countMatches,
  countProjects,
  estimateProjects,
  listProjects,
  projectCountQuery,
  explainPageQuery,
  matchesPageQuery,
  noteCatalogueSize,
  listPlansKept,
  readSearch,
  sampleProjects,
  CAP_GUESS,
  clearProjectCountCache,
  type ListFilters,
} from './list-projects.server';
import type { Db, Tx } from '@/lib/db/client.server';
import { onlyLongWords } from '@/lib/projects/search-text';
import { clearCategoryCounts, publicProjectTotal } from '@/lib/pages/projects/category-nav.server';
import { statementsOf } from '@tests/helpers/plan';

const COPIES = COUNT_CAP + 100;

beforeAll(async () => {
  const base = await makeProject({ title: 'Loyiha', description: 'Oddiy' });
  // Every copy has "uy" and "loyiha"; one in ten "hovli", one in fifty the word "ab", one in a
  // thousand "kamyob", and some 450 characters of other text, about what a real project stores.
  // Dates, prices and views spread so every sort has work to do.
  await db().execute(sql`
    insert into projects (code, seo_url, owner_account_id, title, status, property_type, price,
      category_id, storeys, wall_material, style, foundation, area, is_active, view_count,
      search_text, created_at)
    select 's' || g, p.seo_url, p.owner_account_id, p.title, p.status, p.property_type,
      1000000 + (g * 7919) % 500000000, p.category_id, p.storeys, p.wall_material, p.style,
      p.foundation, p.area, true, (g * 31) % 5000,
      'zamonaviy uy loyiha ' || g || ' ' || repeat('matn ', 90)
        || case when g % 10 = 0 then ' hovli' else '' end
        || case when g % 50 = 0 then ' ab' else '' end
        || case when g % 1000 = 0 then ' kamyob' else '' end,
      now() - (g || ' minutes')::interval
    from projects p cross join generate_series(1, ${COPIES}) g
    where p.id = ${base.id}`);
  // What autovacuum does after a bulk load: statistics, the visibility map, GIN pending lists.
  await db().execute(sql`vacuum analyze projects`);
});

const filters = (q: Record<string, string>) => ProjectFiltersSchema.parse(q);

async function plan(query: { getSQL(): SQL }, conn: Db | Tx = db()): Promise<string> {
  const res = await conn.execute(sql`explain ${query.getSQL()}`);
  return (res.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n');
}

/** The plan of a search's statement as the list runs it (readSearch: by index for long words). */
const searchPlan = (f: Partial<ListFilters>, build: (conn: Db | Tx) => { getSQL(): SQL }) =>
  readSearch(f, (conn) => plan(build(conn), conn));

/** The pages of the projects table. */
const tablePages = async () =>
  Number(
    (
      await db().execute<{ n: number }>(
        sql`select (pg_relation_size('projects') / current_setting('block_size')::int)::int as n`,
      )
    ).rows[0]!.n,
  );

describe('search plans', () => {
  const searches = ['uy', 'hovli', 'kamyob', 'ab', 'kamyob hovli ab', 'zamonaviy loyiha'];
  it.each(searches.flatMap((Search) => SORTS.map((Sort) => [Search, Sort] as const)))(
    '%s sorted by %s reads projects through an index',
    async (Search, Sort) => {
      const f = filters({ Search, Sort });
      const total = await countProjects(f);
      const page = await plan(explainPageQuery(f, total)[0]!);
      const count = await searchPlan(f, (conn) => projectCountQuery(f, undefined, conn));
      const first = await searchPlan(f, (conn) => matchesPageQuery(f, 13, 0, conn));
      expect(page).not.toMatch(/Seq Scan on projects/);
      // A short word in most projects is counted by reading rows until COUNT_CAP + 1 have
      // matched: a sequential scan that the LIMIT stops, never one of the whole table. Long words
      // are read through the trigram index even then (readSearch).
      const scans = total.capped && !onlyLongWords(Search);
      if (scans) expect(count).toMatch(/Limit[\s\S]*Seq Scan on projects/);
      else expect(count).not.toMatch(/Seq Scan on projects/);
      // The first read of a search reads its matches as the count does, once.
      if (scans) expect(first).toMatch(/Limit[\s\S]*Seq Scan on projects/);
      else expect(first).not.toMatch(/Seq Scan on projects/);
      // (The cards' columns are then read by id, through the primary key.)
      const reads =
        /(Bitmap Heap Scan|Seq Scan|Index Scan using (?!projects_pkey)\S+) on projects/g;
      expect(first.match(reads) ?? []).toHaveLength(1);
    },
  );

  it('a word under the cap is read through the trigram index, a common one along the sort', async () => {
    const rare = filters({ Search: 'kamyob', Sort: 'priceAsc' });
    expect(await plan(explainPageQuery(rare, await countProjects(rare))[0]!)).toMatch(
      /projects_search_trgm_idx/,
    );
    const common = filters({ Search: 'uy', Sort: 'priceAsc' });
    expect(await plan(explainPageQuery(common, await countProjects(common))[0]!)).toMatch(
      /projects_price_sort_idx/,
    );
  });
});

describe('long words through the trigram index', () => {
  it('a capped search of long words is counted through the index, a short word by the scan', async () => {
    const long = filters({ Search: 'zamonaviy loyiha' });
    expect(onlyLongWords('zamonaviy loyiha')).toBe(true);
    expect(onlyLongWords('uy loyiha')).toBe(false);
    // The planner's own choice for the capped count is the scan; the list reads an index. (Here
    // both words are in every project, so any index serves; at 100,000 projects of real text it
    // is the trigram index, docs/performance.md.)
    expect(await plan(projectCountQuery(long))).toMatch(/Seq Scan on projects/);
    const count = await searchPlan(long, (conn) => projectCountQuery(long, undefined, conn));
    expect(count).not.toMatch(/Seq Scan on projects/);
    expect(count).toMatch(/Index Scan|Bitmap Heap Scan/);
    expect(await countMatches(long)).toBe(COUNT_CAP + 1);
    const short = filters({ Search: 'uy' });
    expect(await searchPlan(short, (conn) => projectCountQuery(short, undefined, conn))).toMatch(
      /Seq Scan on projects/,
    );
  });
});

describe("a search's first read", () => {
  it.each(SORTS)(
    'gives the page and total a count and a page read apart give (%s)',
    async (Sort) => {
      for (const Search of ['kamyob', 'hovli', 'ab'])
        for (const PageNumber of ['1', '3']) {
          const f = filters({ Search, Sort, PageNumber, PageSize: '12' });
          const total = await countMatches(f);
          const [apart] = explainPageQuery(f, {
            totalCount: Math.min(total, COUNT_CAP),
            capped: total > COUNT_CAP,
          });
          const expected = (await db().execute<{ id: number }>(apart!)).rows.map((r) =>
            Number(r.id),
          );
          const first = await matchesPageQuery(f, 13, (Number(PageNumber) - 1) * 12);
          expect(first.map((r) => r.id)).toEqual(expected);
          if (first.length) expect(first[0]!.matches).toBe(Math.min(total, COUNT_CAP + 1));
        }
    },
  );
});

describe("a search's total past its last page", () => {
  it('is the count of its matches', async () => {
    for (const [Search, n] of [
      ['kamyob', Math.floor(COPIES / 1000)],
      ['ab', Math.floor(COPIES / 50)],
    ] as const) {
      const page = await listProjects(
        filters({ Search, PageSize: '12', PageNumber: String(Math.ceil(n / 12) + 1) }),
        'uz',
      );
      expect(page.items).toEqual([]);
      expect(page.metaData.totalCount).toBe(n);
    }
  });
});

describe('capped counts', () => {
  it('counts exactly up to the cap', async () => {
    expect(await countProjects(filters({ Search: 'hovli' }))).toEqual({
      totalCount: Math.floor(COPIES / 10),
      capped: false,
    });
    expect(await countProjects(filters({ Search: 'kamyob' }))).toEqual({
      totalCount: Math.floor(COPIES / 1000),
      capped: false,
    });
  });

  it('stops at the cap and says so', async () => {
    expect(await countProjects(filters({ Search: 'uy' }))).toEqual({
      totalCount: COUNT_CAP,
      capped: true,
    });
    expect(await countProjects({})).toEqual({ totalCount: COUNT_CAP, capped: true });
  });

  it('gives the API a capped total and a full page, and only marks capped totals', async () => {
    const capped = await listProjects(filters({ Search: 'uy', PageSize: '5' }), 'uz');
    expect(capped.items).toHaveLength(5);
    expect(capped.metaData).toEqual({
      totalCount: COUNT_CAP,
      pageNumber: 1,
      pageSize: 5,
      totalCapped: true,
      nextCursor: expect.any(String),
    });
    const exact = await listProjects(filters({ Search: 'ab', PageSize: '5' }), 'uz');
    expect(exact.metaData).toEqual({
      totalCount: Math.floor(COPIES / 50),
      pageNumber: 1,
      pageSize: 5,
      nextCursor: expect.any(String),
    });
  });

  it('keeps the newest-first order of a search under the cap', async () => {
    const page = await listProjects(filters({ Search: 'kamyob', PageSize: '50' }), 'uz');
    const dates = page.items.map((c) => new Date(c.createdAt).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(page.items).toHaveLength(Math.floor(COPIES / 1000));
  });

  it.each(LANGS)('reads "10 000+" in %s', (lang) => {
    const text = tFor(lang)('projects:list.foundCapped', { n: formatNumber(COUNT_CAP, lang) });
    expect(text).toContain(`${formatNumber(COUNT_CAP, lang)}+`);
  });
});

// A filter on a column no other index starts with, matching a few projects: its count and the first
// read of its matches with their sort keys read the filter index (every filter column, the owner and
// the sort keys), not the table. (Where most rows match, the planner weighs the index against the
// table's width: these test rows are half as wide as real ones, so that case is left to the bench,
// docs/performance.md#lists-read-from-the-filter-index.)
describe('lists filtered on columns without an index of their own', () => {
  it.each([
    { WallMaterial: 'log' },
    { Style: 'victorian', Sort: 'popular' },
    { HasAttic: 'true' },
    { Foundation: 'pile', Sort: 'priceAsc' },
    { AreaMin: '500' },
    { OnlyDesign: 'true', Sort: 'priceDesc' },
    { WidthMax: '12' },
    { HasGarage: 'true', Sort: 'popular' },
  ])('%o: the count and the matches read projects_filters_idx', async (q) => {
    const f = filters({ PageSize: '12', ...q });
    for (const query of [projectCountQuery(f), matchesPageQuery(f, 13, 0)]) {
      const p = await plan(query);
      expect(p).not.toMatch(/Seq Scan on projects/);
      expect(p).toContain('projects_filters_idx');
    }
  });
});

describe('counts of lists without a search', () => {
  // Prices spread evenly from 1 to 501 mln: some of the copies cost at most 50 mln.
  const cheap = filters({ PriceMax: '50000000' });
  const never = Number.POSITIVE_INFINITY;

  it('are the planner estimate when it is large, without reading the rows', async () => {
    // The whole catalogue is past the cap: only then is an estimate worth its statement.
    expect(await countMatches({})).toBe(COUNT_CAP + 1);
    const exact = await countMatches(cheap);
    expect(exact).toBeGreaterThan(100);
    expect(exact).toBeLessThan(COUNT_CAP);
    const estimate = await estimateProjects(cheap);
    // A rough figure (two range conditions on one column are estimated as independent).
    expect(estimate).toBeGreaterThan(exact / 3);
    expect(estimate).toBeLessThan(exact * 3);
    // Estimated at the threshold or above: capped, whatever the exact count.
    const byEstimate = (estimateFrom: number) =>
      countMatches(cheap, { ...CAP_GUESS, estimateFrom, sampleFrom: never, sampledFrom: never });
    expect(await byEstimate(estimate)).toBe(COUNT_CAP + 1);
    expect(await byEstimate(estimate + 1)).toBe(exact);
  });

  it('learn that the catalogue is past the cap from the category counts too', async () => {
    noteCatalogueSize(0); // as in a new process that has counted nothing yet
    const estimate = await estimateProjects(cheap);
    const guess = { ...CAP_GUESS, estimateFrom: estimate, sampleFrom: never, sampledFrom: never };
    // Not known to be large: counted, whatever the estimate.
    expect(await countMatches(cheap, guess)).toBeLessThan(COUNT_CAP);
    // A list page's category row counts the whole catalogue ("All projects").
    clearCategoryCounts();
    expect(await publicProjectTotal()).toEqual({ totalCount: COUNT_CAP, capped: true });
    expect(await countMatches(cheap, guess)).toBe(COUNT_CAP + 1);
  });

  it('are read by statements planned for their values, named only on a small catalogue', async () => {
    noteCatalogueSize(66);
    expect(listPlansKept()).toBe(true);
    noteCatalogueSize(2_001);
    expect(listPlansKept()).toBe(false);
    noteCatalogueSize(66);
    // The category counts see this catalogue past the cap: no generic plans for its lists.
    clearCategoryCounts();
    await publicProjectTotal();
    expect(listPlansKept()).toBe(false);
  });

  it('are a sample of the pages when the estimate is in between', async () => {
    expect(await countMatches({})).toBe(COUNT_CAP + 1);
    const exact = await countMatches(cheap);
    // A sample of at least the table's pages reads it whole: the figure is exact.
    const samplePages = await tablePages();
    expect(await sampleProjects(cheap, samplePages)).toBe(exact);
    const estimate = await estimateProjects(cheap);
    const bySample = (sampledFrom: number, sampleFrom = estimate) =>
      countMatches(cheap, { estimateFrom: never, sampleFrom, sampledFrom, samplePages });
    // The sample past its threshold: capped; under it, or the estimate under its own: counted.
    expect(await bySample(exact)).toBe(COUNT_CAP + 1);
    expect(await bySample(exact + 1)).toBe(exact);
    expect(await bySample(exact, estimate + 1)).toBe(exact);
  });

  it('count a list estimated under 1.3 times the cap without sampling it first', async () => {
    expect(await countMatches({})).toBe(COUNT_CAP + 1);
    // Every copy costs 1 mln or more: 10,100 of them, past the cap.
    const all = filters({ PriceMin: '1000000' });
    const estimate = await estimateProjects(all);
    // Where a sample was taken before the count (from half the cap), under its margin above it.
    expect(estimate).toBeGreaterThanOrEqual(COUNT_CAP / 2);
    expect(estimate).toBeLessThan(1.3 * COUNT_CAP);
    let n = 0;
    const sent = await statementsOf(async () => (n = await countMatches(all)));
    expect(sent.filter((s) => /tablesample/i.test(s.sql))).toEqual([]);
    // Counted up to the cap, so past it.
    expect(sent.some((s) => /count\(\*\)/i.test(s.sql))).toBe(true);
    expect(n).toBe(COUNT_CAP + 1);
  });

  it('scale a sample of a quarter of the pages to the whole table', async () => {
    const pages = await tablePages();
    // About 840 pages: a quarter's error is some 6 %, so the bounds are six times as wide.
    expect(pages).toBeGreaterThan(400);
    const all = (await db().execute<{ n: number }>(sql`select count(*)::int as n from projects`))
      .rows[0]!.n;
    for (let i = 0; i < 3; i++) {
      const sampled = await sampleProjects({}, Math.round(pages / 4));
      expect(sampled).toBeGreaterThan(Number(all) * 0.6);
      expect(sampled).toBeLessThan(Number(all) * 1.4);
    }
  });
});

describe('counts of searches', () => {
  const never = Number.POSITIVE_INFINITY;

  it('take a search past the cap from its sample, never from its estimate alone', async () => {
    expect(await countMatches({})).toBe(COUNT_CAP + 1);
    // "hovli" is in one copy in ten and "ab" in one in fifty, always with "hovli" (every fiftieth
    // copy is a tenth too): words that do not occur apart, which the planner cannot know.
    const search = filters({ Search: 'hovli ab' });
    const exact = await countMatches(search);
    expect(exact).toBe(Math.floor(COPIES / 50));
    // An estimate at `estimateFrom` caps a list without a search (above), never a search.
    const byEstimate = { ...CAP_GUESS, estimateFrom: 1, sampleFrom: never, sampledFrom: never };
    expect(await countMatches(search, byEstimate)).toBe(exact);
    // A sample of every page is exact: at its threshold the search is past the cap, above it counted.
    const samplePages = await tablePages();
    expect(await sampleProjects(search, samplePages)).toBe(exact);
    const bySample = (sampledFrom: number) =>
      countMatches(search, { estimateFrom: 1, sampleFrom: 1, sampledFrom, samplePages });
    expect(await bySample(exact)).toBe(COUNT_CAP + 1);
    expect(await bySample(exact + 1)).toBe(exact);
  });

  it("read a page of a search past the cap by its sample along the sort's index", async () => {
    expect(await countMatches({})).toBe(COUNT_CAP + 1);
    const f = filters({ Search: 'zamonaviy loyiha', PageSize: '12' });
    const saved = { ...CAP_GUESS };
    /** The statements that read the matches up to the cap (the count's, readFromMatches'). */
    const readsMatches = (sent: { sql: string; params: unknown[] }[]) =>
      sent.filter((s) => s.params.includes(COUNT_CAP + 1));
    // Every copy matches (10,100), and a sample of every page says so exactly. Under the sample's
    // threshold the page is taken from the matches, counted on the way.
    Object.assign(CAP_GUESS, { sampleFrom: 1, sampledFrom: COUNT_CAP + 200, samplePages: 1e6 });
    try {
      clearProjectCountCache();
      const counted = await statementsOf(() => listProjects(f, 'uz'));
      expect(readsMatches(counted)).toHaveLength(1);
      // At or past it, no statement reads the matches.
      Object.assign(CAP_GUESS, { sampledFrom: COUNT_CAP + 1 });
      clearProjectCountCache();
      let page: Awaited<ReturnType<typeof listProjects>> | undefined;
      const sent = await statementsOf(async () => (page = await listProjects(f, 'uz')));
      expect(sent.some((s) => /tablesample/i.test(s.sql))).toBe(true);
      expect(readsMatches(sent)).toEqual([]);
      expect(page!.metaData).toMatchObject({ totalCount: COUNT_CAP, totalCapped: true });
      // The first twelve in the list's order (promoted first, then the newest).
      const newest = await db().execute<{ id: number }>(
        sql`select id from projects where search_text like '%zamonaviy%loyiha%'
          order by is_promoted desc, created_at desc, id desc limit 12`,
      );
      expect(page!.items.map((i) => i.id)).toEqual(newest.rows.map((r) => Number(r.id)));
    } finally {
      Object.assign(CAP_GUESS, saved);
    }
  });
});
