// A list's statements built once per shape (docs/performance.md#list-statements-built-once-per-shape):
// every value the filters give goes through `bind`, so two requests of one shape (the same filters
// set, as many values each) have the same text and placeholders, and filling in a request's values
// gives exactly the statement built for it alone.
import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from 'drizzle-orm';
import { getHandle } from '@/lib/db/client.server';
import { asValue, boundByName, type Bind } from '@/lib/db/prepared.server';
import { ProjectFiltersSchema } from '@/lib/projects/project-filters.schema';
import { makeProject } from '@tests/factories/projects';
import {
  countMatches,
  listPlansKept,
  listProjects,
  matchesPageQuery,
  noteCatalogueSize,
  pageQuery,
} from './list-projects.server';

const parse = (q: string) => {
  const params = new URLSearchParams(q);
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    raw[key] = all.length > 1 ? all : all[0]!;
  }
  return ProjectFiltersSchema.parse(raw);
};

/** Pairs of one shape with every value different. */
const TWINS: [string, string][] = [
  ['Status=sale', 'Status=rent'],
  [
    'Status=rent&PropertyType=house&PropertyType=apartment&PriceMin=1&PriceMax=9&Sort=priceAsc',
    'Status=sale&PropertyType=villa&PropertyType=office&PriceMin=2&PriceMax=8&Sort=priceAsc',
  ],
  [
    'CategoryId=1&RegionId=2&DistrictId=3&Storeys=single&Storeys=two&WallMaterial=brick&Style=modern&Foundation=strip',
    'CategoryId=4&RegionId=5&DistrictId=6&Storeys=three&Storeys=moreThanThree&WallMaterial=stone&Style=english&Foundation=slab',
  ],
  [
    'AreaMin=10&AreaMax=200&WidthMax=10&LengthMax=12&HasGarage=true&HasAttic=false&OnlyDesign=true&OnlyNegotiable=false&Sort=popular',
    'AreaMin=11&AreaMax=300&WidthMax=11&LengthMax=13&HasGarage=false&HasAttic=true&OnlyDesign=false&OnlyNegotiable=true&Sort=popular',
  ],
  ['Search=ikki qavatli uy', 'Search=uch xonali ko'],
  ['Bbox=69.1,41.2,69.4,41.4&Sort=all', 'Bbox=60.5,40.1,61.5,42.9&Sort=all'],
];

/** The statements a page reads, each built with `bind`. */
const BUILDERS: [
  string,
  (q: string, bind: Bind) => { toSQL(): { sql: string; params: unknown[] } },
][] = [
  ['matches', (q, bind) => matchesPageQuery(parse(q), 13, 24, undefined, bind)],
  ['first page', (q, bind) => pageQuery(parse(q), undefined, 13, 0, undefined, bind)],
  ['a page past the first', (q, bind) => pageQuery(parse(q), undefined, 13, 36, undefined, bind)],
  [
    'a box as ranges',
    (q, bind) =>
      pageQuery(parse(q), undefined, 13, 0, { unindexed: true, boxAsRanges: true }, bind),
  ],
];

/** On PostgreSQL, the list statements held by name on the pool's connections (none on PGlite). */
async function namedShapes(): Promise<Set<string>> {
  const pool = getHandle().pool;
  const names = new Set<string>();
  if (!pool) return names;
  // Every connection of the pool at once (all idle between the test's awaits): a named statement
  // lives on the connection that first ran it by that name.
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  try {
    for (const client of clients) {
      const { rows } = await client.query<{ name: string }>(
        `select name from pg_prepared_statements where name like 'shape\\_%' and statement like '%"projects"%'`,
      );
      for (const row of rows) names.add(row.name);
    }
  } finally {
    for (const client of clients) client.release();
  }
  return names;
}

describe('list statements built once per shape', () => {
  it.each(BUILDERS)('%s: one text per shape, its values filled in as built alone', (_, build) => {
    for (const [a, b] of TWINS) {
      const [left, right] = [a, b].map((q) => {
        const { bind, values } = boundByName();
        return { shaped: build(q, bind).toSQL(), values, alone: build(q, asValue).toSQL() };
      });
      // Same shape: the same text and the same placeholders (a value written into the text would
      // differ between the twins).
      expect(right!.shaped, `${a} | ${b}`).toEqual(left!.shaped);
      for (const side of [left!, right!]) {
        expect(side.shaped.sql).toBe(side.alone.sql);
        expect(fillPlaceholders(side.shaped.params, side.values)).toEqual(side.alone.params);
      }
      // The twins' own statements differ (each pair changes every value).
      expect(right!.alone.params).not.toEqual(left!.alone.params);
    }
  });

  it('reads the right rows for each request of a kept shape, named or not', async () => {
    const tag = `shape${Date.now()}`;
    const [sale, rent] = await Promise.all([
      makeProject({ title: `${tag} sale`, status: 'sale', price: 5_000_000_000_000 }),
      makeProject({ title: `${tag} rent`, status: 'rent', price: 5_000_000_000_001 }),
    ]);
    const ids = async (q: string) =>
      (await listProjects(parse(`${q}&PriceMin=5000000000000`), 'uz')).items.map((c) => c.id);
    // Eight runs of each shape: unnamed, then by name (the test catalogue is small), past the five
    // after which PostgreSQL may keep a generic plan for a named statement.
    await countMatches({});
    expect(listPlansKept()).toBe(true);
    for (let round = 0; round < 4; round++) {
      expect(await ids('Status=sale')).toEqual([sale.id]);
      expect(await ids('Status=rent')).toEqual([rent.id]);
    }
    expect(await ids('Status=sale&PageNumber=1&PageSize=1')).toEqual([sale.id]);
  });

  it('are run by name on PostgreSQL only while the catalogue is small', async () => {
    const onPostgres = getHandle().kind === 'postgres';
    const run = (q: string) => listProjects(parse(q), 'uz');
    await countMatches({});
    const before = await namedShapes();
    // Other values each time (one shape): nothing kept from one run serves the next.
    for (let i = 0; i < 3; i++) await run(`AreaMin=1&AreaMax=${99_990 + i}&Sort=priceDesc`);
    const small = await namedShapes();
    if (onPostgres) expect(small.size).toBeGreaterThan(before.size);
    // Past 2,000 projects a new shape is never named, however often it runs.
    noteCatalogueSize(2_001);
    try {
      for (let i = 0; i < 3; i++)
        await run(`AreaMin=1&AreaMax=${99_990 + i}&WidthMax=99&Sort=priceDesc`);
      expect(await namedShapes()).toEqual(small);
    } finally {
      await countMatches({});
    }
  });
});
