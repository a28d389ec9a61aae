// Keyset paging and the depth limit of the project list, at a few thousand rows seeded by SQL:
// walking every sort by `After` returns each public project once, in the order of the sort (ties in
// price, date and views included); bad cursors and too deep pages answer 400 naming the field; and
// the plans of deep pages, cursor pages and the main filters read an index, never the whole
// `projects` table (EXPLAIN, on PGlite and PostgreSQL alike).
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { categories, regions } from '@/lib/db/schema';
import { makeProject } from '@tests/factories/projects';
import { call } from '@tests/helpers/call';
import { planNodes } from '@tests/helpers/plan';
import { GET as listApi } from '@/pages/api/projects/index';
import { ProjectFiltersSchema } from '@/lib/projects/project-filters.schema';
import { SORTS, type ProjectSort } from '@/lib/projects/labels';
import { AppError } from '@/lib/http/app-error';
import { encodeCursor } from './list-order.server';
import {
  explainPageQuery,
  listProjects,
  matchesPageQuery,
  WIDE_BOX_FROM,
  maxPageNumber,
  projectCountQuery,
} from './list-projects.server';

const ROWS = 4000;
let regionId: number;
let parentCategoryId: number;

beforeAll(async () => {
  const [category] = await db()
    .select()
    .from(categories)
    .where(sql`${categories.parentId} <> 0`)
    .orderBy(asc(categories.id))
    .limit(1);
  parentCategoryId = category!.parentId;
  const [region] = await db().select().from(regions).orderBy(asc(regions.id)).limit(1);
  regionId = region!.id;
  const seed = await makeProject({ categoryId: category!.id, regionId });
  // Copies of one project with many ties: 40 prices, a timestamp shared by three rows, 25 view
  // counts; every 7th negotiable, every 11th inactive; statuses, types, garages and categories mixed;
  // one row in 50 of brick, the rest stone.
  await db().execute(sql`
    insert into projects (code, seo_url, owner_account_id, title, status, property_type, price, is_negotiable,
      category_id, region_id, district_id, area, storeys, wall_material, style, foundation, is_active,
      view_count, save_count, search_text, created_at, has_garage)
    select 'k' || g, p.seo_url, p.owner_account_id, p.title,
      (case when g % 3 = 0 then 'rent' else 'sale' end)::project_status,
      (case when g % 2 = 0 then 'apartment' else 'house' end)::property_type,
      (g % 40) * 1000000, g % 7 = 0, (select array_agg(id order by id) from categories)[1 + g % 30],
      case when g % 5 = 0 then p.region_id else null end, null,
      50 + g % 150, p.storeys,
      (case when g % 50 = 0 then 'brick' else 'stone' end)::wall_material, p.style, p.foundation, g % 11 <> 0,
      g % 25, g % 4, p.search_text, timestamp '2025-01-01' + ((g / 3) || ' minutes')::interval,
      g % 4 = 0
    from projects p cross join generate_series(1, ${ROWS}) g where p.id = ${seed.id}`);
  // Places for the box tests: three rows in four spread over a city, one in 200 in a village.
  await db().execute(sql`
    update projects set
      longitude = case when substr(code, 2)::int % 200 = 0 then 65.5 + (substr(code, 2)::int % 7) / 1000.0
        else 69 + (substr(code, 2)::int % 97) / 100.0 end,
      latitude = case when substr(code, 2)::int % 200 = 0 then 39.65
        else 41.2 + (substr(code, 2)::int % 89) / 1000.0 end
    where code like 'k%' and (substr(code, 2)::int % 4 <> 0 or substr(code, 2)::int % 200 = 0)`);
  await db().execute(sql`analyze projects`);
});

const parse = (q: Record<string, string | number>) =>
  ProjectFiltersSchema.parse(Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])));

async function walk(sort: ProjectSort, extra: Record<string, string | number> = {}) {
  const ids: number[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const page = await listProjects(
      parse({ Sort: sort, PageSize: 50, ...extra, ...(after ? { After: after } : {}) }),
      'uz',
    );
    ids.push(...page.items.map((c) => c.id));
    after = page.metaData.nextCursor;
    pages++;
  } while (after && pages < 1000);
  expect(after).toBeNull();
  return ids;
}

const ORDER: Record<ProjectSort, string> = {
  all: 'created_at desc, id desc',
  priceAsc: 'is_negotiable, price, id',
  priceDesc: 'is_negotiable, price desc, id desc',
  popular: 'view_count desc, save_count desc, id desc',
};

describe('keyset paging (After)', () => {
  it.each(SORTS)('walks every public project once, in order: %s', async (sort) => {
    const expected = await db().execute(
      sql.raw(`select p.id from projects p where p.is_active and not exists
        (select 1 from accounts a where a.id = p.owner_account_id and a.is_blocked)
        order by ${ORDER[sort]}`),
    );
    const ids = await walk(sort);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expected.rows.map((r) => Number((r as { id: number }).id)));
  });

  it('walks a filtered list to the same rows as the numbered pages', async () => {
    const filters = { Status: 'sale', PropertyType: 'house' };
    const ids = await walk('priceDesc', filters);
    const numbered: number[] = [];
    for (let n = 1; ; n++) {
      const page = await listProjects(
        parse({ Sort: 'priceDesc', PageSize: 50, PageNumber: n, ...filters }),
        'uz',
      );
      numbered.push(...page.items.map((c) => c.id));
      if (page.items.length < 50) break;
    }
    expect(ids).toEqual(numbered);
  });

  it.each(SORTS)(
    "a filtered list's page read from its matches is the page read along the sort (%s)",
    async (sort) => {
      for (const q of [
        { Status: 'rent', HasGarage: 'true' },
        { PropertyType: 'apartment', PriceMax: 20000000 },
        { Status: 'sale', PropertyType: 'house', AreaMin: 100 },
      ])
        for (const PageNumber of [1, 4]) {
          const f = parse({ Sort: sort, PageSize: 12, PageNumber, ...q });
          const [apart] = explainPageQuery(f);
          const expected = (await db().execute<{ id: number }>(apart!)).rows.map((r) =>
            Number(r.id),
          );
          const fromMatches = await matchesPageQuery(f, 13, (PageNumber - 1) * 12);
          expect(fromMatches.map((r) => r.id)).toEqual(expected);
          expect(expected.length).toBeGreaterThan(0);
          const [count] = await projectCountQuery(f);
          expect(fromMatches[0]!.matches).toBe(Number(count!.n));
        }
    },
  );

  it('answers the cursor beside the unchanged fields of metaData, null on the last page', async () => {
    const r = await call(listApi, '/api/projects?PageSize=5&Sort=popular');
    expect(r.status).toBe(200);
    expect(r.json.metaData).toMatchObject({ pageNumber: 1, pageSize: 5 });
    expect(typeof r.json.metaData.nextCursor).toBe('string');
    const next = await call(
      listApi,
      `/api/projects?PageSize=5&Sort=popular&After=${r.json.metaData.nextCursor}`,
    );
    const second = await call(listApi, '/api/projects?PageSize=5&Sort=popular&PageNumber=2');
    expect(next.json.items.map((c: { id: number }) => c.id)).toEqual(
      second.json.items.map((c: { id: number }) => c.id),
    );
    // Rent at 1 mln: one row in 120, fewer than a page.
    const last = await call(
      listApi,
      '/api/projects?PageSize=50&Status=rent&PriceMin=1&PriceMax=1000000',
    );
    expect(last.json.items.length).toBeGreaterThan(0);
    expect(last.json.metaData.nextCursor).toBeNull();
  });

  it.each([
    ['not base64 JSON', 'bm90IGpzb24'],
    ['not the alphabet', 'a.b'],
    ['another sort', encodeCursor('priceAsc', ['false', '1', '1'])],
    ['too few values', encodeCursor('all', ['2025-01-01T00:00:00.000000'])],
    ['a value of the wrong type', encodeCursor('all', ['yesterday', '5'])],
    ['a date that does not exist', encodeCursor('all', ['2025-13-45T00:00:00.000000', '5'])],
    ['a number too long', encodeCursor('all', ['2025-01-01T00:00:00.000000', '9'.repeat(30)])],
  ])('answers 400 naming After for %s', async (_name, token) => {
    const r = await call(listApi, `/api/projects?After=${encodeURIComponent(token)}`);
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.error.fields)).toEqual(['After']);
  });
});

describe('the depth of numbered pages', () => {
  it('serves the deepest page and answers 400 naming PageNumber past it', async () => {
    const deepest = maxPageNumber(50);
    const ok = await call(listApi, `/api/projects?PageSize=50&PageNumber=${deepest}`);
    expect(ok.status).toBe(200);
    const r = await call(listApi, `/api/projects?PageSize=50&PageNumber=${deepest + 1}&Lang=en`);
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.error.fields)).toEqual(['PageNumber']);
    expect(r.json.error.fields.PageNumber).toContain(String(deepest));
    expect(r.json.error.fields.PageNumber).not.toMatch(/^projects:/);
    await expect(
      listProjects(parse({ PageSize: 12, PageNumber: maxPageNumber(12) + 1 }), 'uz'),
    ).rejects.toBeInstanceOf(AppError);
  });
});

async function seqScansOfProjects(query: SQL): Promise<number> {
  const res = await db().execute(sql`explain (format json) ${query}`);
  return planNodes(res).filter(
    (n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'projects',
  ).length;
}

describe('plans (no sequential scan of projects)', () => {
  // A tenth of the table deep, as the deepest page served is of 100,000 projects.
  const deep = (sort: ProjectSort) => ({ Sort: sort, PageSize: 50, PageNumber: ROWS / 500 });
  const cursorOf = async (sort: ProjectSort) =>
    (await listProjects(parse({ Sort: sort, PageSize: 50, PageNumber: 40 }), 'uz')).metaData
      .nextCursor!;

  it.each(SORTS)('deep numbered page and cursor page: %s', async (sort) => {
    for (const q of explainPageQuery(parse(deep(sort))))
      expect(await seqScansOfProjects(q)).toBe(0);
    const after = await cursorOf(sort);
    for (const q of explainPageQuery(parse({ Sort: sort, PageSize: 50, After: after })))
      expect(await seqScansOfProjects(q)).toBe(0);
  });

  it.each([
    { Status: 'rent' },
    { Status: 'sale', PropertyType: 'house', Sort: 'priceAsc' },
    { PropertyType: 'apartment', PriceMax: 20000000, Sort: 'popular' },
    { PriceMin: 5000000, PriceMax: 30000000, Sort: 'priceDesc' },
    { AreaMin: 60, AreaMax: 120 },
    { HasGarage: 'true', OnlyNegotiable: 'false', Sort: 'popular' },
    { RegionId: 'REGION', Sort: 'priceAsc' },
    { CategoryId: 'PARENT' },
  ])('first page of %o', async (q) => {
    const filters = Object.fromEntries(
      Object.entries(q).map(([k, v]) => [
        k,
        v === 'REGION' ? regionId : v === 'PARENT' ? parentCategoryId : v,
      ]),
    );
    for (const query of explainPageQuery(parse({ PageSize: 12, ...filters })))
      expect(await seqScansOfProjects(query)).toBe(0);
  });

  it.each([
    ['rent', 'priceDesc', 'projects_status_price_desc_sort_idx'],
    ['sale', 'priceAsc', 'projects_status_price_sort_idx'],
  ])('the %s tab sorted %s reads its own range of %s', async (status, sort, index) => {
    for (const query of explainPageQuery(parse({ PageSize: 12, Status: status, Sort: sort }))) {
      const res = await db().execute(sql`explain ${query}`);
      const plan = res.rows.map((r) => Object.values(r as object)[0]).join('\n');
      expect(plan).toContain(`Index Scan using ${index}`);
      expect(plan).not.toMatch(/\bSort\b.*\n.*Sort Key: projects\.is_negotiable/);
    }
  });
});

describe('a box (Bbox): the count picks how the page reads it', () => {
  const CITY = '68.9,41.1,70.0,41.4';
  const VILLAGE = '65.4,39.6,65.6,39.7';
  const inBox = async (box: string) => {
    const [minLng, minLat, maxLng, maxLat] = box.split(',').map(Number);
    const res = await db().execute(sql`select p.id from projects p where p.is_active and not exists
        (select 1 from accounts a where a.id = p.owner_account_id and a.is_blocked)
        and point(p.longitude, p.latitude) <@ box(point(${minLng}, ${minLat}), point(${maxLng}, ${maxLat}))
        order by p.is_negotiable, p.price, p.id`);
    return res.rows.map((r) => Number((r as { id: number }).id));
  };
  const planOf = async (box: string) => {
    const filters = parse({ Bbox: box, Sort: 'priceAsc', PageSize: 12 });
    const { metaData } = await listProjects(filters, 'uz');
    const total = { totalCount: metaData.totalCount, capped: !!metaData.totalCapped };
    const [query] = explainPageQuery(filters, total);
    const res = await db().execute(sql`explain ${query!}`);
    return { total, plan: res.rows.map((r) => Object.values(r as object)[0]).join('\n') };
  };

  it('walks exactly the projects inside the box, a city and a village alike', async () => {
    for (const box of [CITY, VILLAGE]) {
      const expected = await inBox(box);
      expect(expected.length).toBeGreaterThan(0);
      expect(await walk('priceAsc', { Bbox: box })).toEqual(expected);
    }
  });

  it("reads a city's many matches through the sort's index, a village's few through the GiST index", async () => {
    const city = await planOf(CITY);
    expect(city.total.totalCount).toBeGreaterThanOrEqual(WIDE_BOX_FROM);
    expect(city.plan).toContain('projects_price_sort_idx');
    expect(city.plan).not.toContain('projects_public_location_idx');
    const village = await planOf(VILLAGE);
    expect(village.total.totalCount).toBeLessThan(WIDE_BOX_FROM);
    expect(village.plan).toContain('projects_public_location_idx');
  });
});
