// The list filters: a negotiable project keeps its asking price and belongs in the price ranges
// that hold it (a 10–30 mln range once dropped the negotiable ones); the "negotiable only" choice
// (`OnlyNegotiable`) and the "only design" one (`OnlyDesign`),
// alone and combined with sale/rent. Also through GET /api/projects, so the API names them too.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeProject } from '@tests/factories/projects';
import { call } from '@tests/helpers/call';
import { ProjectFiltersSchema } from '@/lib/projects/project-filters.schema';
import { GET as listApi } from '@/pages/api/projects/index';
import { listProjects } from './list-projects.server';

type P = Awaited<ReturnType<typeof makeProject>>;
let fixed15: P, fixed25: P, nego20: P, nego28: P, nego0: P, fixed40: P, designRent: P;
let designSale: P;

const day = (n: number) => new Date(Date.UTC(2025, 0, n));

beforeAll(async () => {
  fixed15 = await makeProject({ price: 15_000_000, createdAt: day(1) });
  fixed25 = await makeProject({ price: 25_000_000, status: 'rent', createdAt: day(2) });
  nego20 = await makeProject({ price: 20_000_000, isNegotiable: true, createdAt: day(3) });
  nego28 = await makeProject({
    price: 28_000_000,
    isNegotiable: true,
    status: 'rent',
    createdAt: day(4),
  });
  // Negotiable without an asking price: no range can hold it.
  nego0 = await makeProject({ price: 0, isNegotiable: true, createdAt: day(5) });
  fixed40 = await makeProject({ price: 40_000_000, createdAt: day(6) });
  designRent = await makeProject({
    price: 12_000_000,
    status: 'rent',
    onlyDesign: true,
    createdAt: day(7),
  });
  designSale = await makeProject({
    price: 35_000_000,
    status: 'sale',
    onlyDesign: true,
    createdAt: day(8),
  });
});

async function ids(query: Record<string, string>) {
  const r = await listProjects(ProjectFiltersSchema.parse(query), 'uz');
  expect(r.metaData.totalCount).toBe(r.items.length);
  return r.items.map((c) => c.id);
}
const idsOf = (...ps: P[]) => ps.map((p) => p.id);

describe('price ranges and negotiable projects', () => {
  it('a negotiable project with an asking price in the range is listed', async () => {
    expect(await ids({ PriceMin: '10000000', PriceMax: '30000000' })).toEqual(
      idsOf(designRent, nego28, nego20, fixed25, fixed15),
    );
  });

  it('one bound alone holds negotiable projects too, never one without a price', async () => {
    expect(await ids({ PriceMax: '20000000' })).toEqual(idsOf(designRent, nego20, fixed15));
    expect(await ids({ PriceMin: '20000000' })).toEqual(
      idsOf(designSale, fixed40, nego28, nego20, fixed25),
    );
    expect(await ids({ PriceMin: '0' })).not.toContain(nego0.id);
  });

  it('OnlyNegotiable=true lists negotiable projects only (with or without a price)', async () => {
    expect(await ids({ OnlyNegotiable: 'true' })).toEqual(idsOf(nego0, nego28, nego20));
    expect(
      await ids({ OnlyNegotiable: 'true', PriceMin: '10000000', PriceMax: '30000000' }),
    ).toEqual(idsOf(nego28, nego20));
    expect(await ids({ OnlyNegotiable: 'false', PriceMax: '30000000' })).toEqual(
      idsOf(designRent, fixed25, fixed15),
    );
  });
});

describe('only design', () => {
  it('OnlyDesign=true lists design projects, alone and with sale/rent', async () => {
    expect(await ids({ OnlyDesign: 'true' })).toEqual(idsOf(designSale, designRent));
    expect(await ids({ OnlyDesign: 'true', Status: 'rent' })).toEqual(idsOf(designRent));
    expect(await ids({ OnlyDesign: 'true', Status: 'sale' })).toEqual(idsOf(designSale));
    expect(await ids({ OnlyDesign: 'false', Status: 'rent' })).toEqual(idsOf(nego28, fixed25));
  });
});

describe('GET /api/projects', () => {
  it('takes OnlyDesign and OnlyNegotiable, and refuses values that are not true/false', async () => {
    const r = await call(listApi, '/api/projects?OnlyDesign=true&Status=rent&Lang=en');
    expect(r.status).toBe(200);
    expect(r.json.items.map((c: { id: number }) => c.id)).toEqual(idsOf(designRent));
    const n = await call(listApi, '/api/projects?OnlyNegotiable=true&PriceMin=25000000');
    expect(n.json.items.map((c: { id: number }) => c.id)).toEqual(idsOf(nego28));
    expect(n.json.items[0].isNegotiable).toBe(true);
    expect(n.json.items[0].price).toBe(28_000_000);
    const bad = await call(listApi, '/api/projects?OnlyDesign=yes&OnlyNegotiable=1');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['OnlyDesign', 'OnlyNegotiable']);
  });
});
