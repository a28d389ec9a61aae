// The catalog list against a fixed set of projects: every filter alone and combined, every sort,
// paging totals, search in both scripts and with apostrophe variants, inactive projects never listed.
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, ne } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { categories, districts, regions } from '@/lib/db/schema';
import { makeProject } from '@tests/factories/projects';
import { ProjectFiltersSchema } from '@/lib/projects/project-filters.schema';
import { listProjects } from './list-projects.server';

type P = Awaited<ReturnType<typeof makeProject>>;
let p1: P, p2: P, p3: P, p4: P, p5: P;
let top: { id: number; nameRu: string },
  child: { id: number; nameRu: string },
  other: { id: number };
let r1: { id: number }, r2: { id: number; nameRu: string }, d1: { id: number }, d2: { id: number };

const day = (n: number) => new Date(Date.UTC(2025, 0, n));

beforeAll(async () => {
  const [category] = await db()
    .select()
    .from(categories)
    .where(ne(categories.parentId, 0))
    .orderBy(asc(categories.id))
    .limit(1);
  child = category!;
  top = (await db().select().from(categories).where(eq(categories.id, category!.parentId)))[0]!;
  other = (
    await db()
      .select()
      .from(categories)
      .where(eq(categories.parentId, 0))
      .orderBy(asc(categories.id))
  ).find((r) => r.id !== top.id)!;
  const rs = await db().select().from(regions).orderBy(asc(regions.id)).limit(2);
  r1 = rs[0]!;
  r2 = rs[1]!;
  const ds = await db()
    .select()
    .from(districts)
    .where(eq(districts.regionId, r1.id))
    .orderBy(asc(districts.id))
    .limit(2);
  d1 = ds[0]!;
  d2 = ds[1]!;

  p1 = await makeProject({
    title: 'Oʻzbek uyi',
    status: 'sale',
    propertyType: 'house',
    price: 100_000_000,
    storeys: 'single',
    area: 80,
    width: 8,
    length: 10,
    wallMaterial: 'brick',
    style: 'modern',
    foundation: 'strip',
    hasGarage: true,
    hasAttic: false,
    regionId: r1.id,
    districtId: d1.id,
    categoryId: child.id,
    createdAt: day(1),
    viewCount: 5,
    saveCount: 1,
  });
  p2 = await makeProject({
    title: 'Chilonzor kvartirasi',
    status: 'rent',
    propertyType: 'apartment',
    price: 50_000_000,
    storeys: 'two',
    area: 150,
    width: 12,
    length: 15,
    wallMaterial: 'stone',
    style: 'classical',
    foundation: 'slab',
    hasGarage: false,
    hasAttic: true,
    regionId: r1.id,
    districtId: d2.id,
    categoryId: top.id,
    createdAt: day(2),
    viewCount: 50,
    saveCount: 0,
  });
  p3 = await makeProject({
    title: 'Villa',
    description: 'Замонавий вилла ҳовуз билан',
    status: 'sale',
    propertyType: 'villa',
    price: 900_000_000,
    storeys: 'three',
    area: 300,
    width: 20,
    length: 25,
    wallMaterial: 'wood',
    style: 'hiTech',
    foundation: 'pile',
    hasGarage: true,
    hasAttic: true,
    regionId: r2.id,
    districtId: null,
    categoryId: other.id,
    createdAt: day(3),
    viewCount: 5,
    saveCount: 10,
  });
  p4 = await makeProject({
    title: 'Ofis markazi',
    address: 'Amir Temur 100% ulush',
    status: 'sale',
    propertyType: 'office',
    price: 0,
    isNegotiable: true,
    storeys: 'moreThanThree',
    area: 0,
    width: 0,
    length: 0,
    wallMaterial: 'brick',
    style: 'modern',
    foundation: 'other',
    regionId: r2.id,
    districtId: null,
    categoryId: other.id,
    createdAt: day(4),
    viewCount: 0,
    saveCount: 0,
  });
  p5 = await makeProject({
    title: 'Oʻzbek uyi (inactive)',
    isActive: false,
    status: 'sale',
    propertyType: 'house',
    price: 100_000_000,
    storeys: 'single',
    regionId: r1.id,
    districtId: d1.id,
    categoryId: child.id,
    createdAt: day(5),
    viewCount: 1000,
  });
});

async function ids(query: Record<string, string | string[]>) {
  const r = await listProjects(ProjectFiltersSchema.parse(query), 'uz');
  return r.items.map((c) => c.id);
}
const names = (...ps: P[]) => ps.map((p) => p.id);

describe('listProjects', () => {
  it('lists active projects only, newest first, with totals', async () => {
    const r = await listProjects(ProjectFiltersSchema.parse({}), 'uz');
    expect(r.items.map((c) => c.id)).toEqual(names(p4, p3, p2, p1));
    expect(r.metaData).toEqual({ totalCount: 4, pageNumber: 1, pageSize: 12, nextCursor: null });
    expect(r.items.map((c) => c.id)).not.toContain(p5.id);
  });

  it('fills cards: first image, region name, owner, url', async () => {
    const r = await listProjects(ProjectFiltersSchema.parse({}), 'ru');
    const card = r.items.find((x) => x.id === p1.id)!;
    expect(card.url).toBe(`/project/details/${p1.code}/${p1.seoUrl}`);
    expect(card.image?.variants.length).toBeGreaterThan(0);
    expect(card.region?.name).toMatch(/[а-я]/i);
    expect(card.district?.id).toBe(d1.id);
    expect(card.owner.accountId).toBe(p1.ownerAccountId);
    expect(card.owner.displayName).not.toBe('');
  });

  it.each<[string, Record<string, string | string[]>, () => P[]]>([
    ['Status=rent', { Status: 'rent' }, () => [p2]],
    ['Status=sale', { Status: 'sale' }, () => [p4, p3, p1]],
    ['RegionId', { RegionId: '' }, () => [p2, p1]],
    ['DistrictId', { DistrictId: '' }, () => [p1]],
    ['PropertyType=villa', { PropertyType: 'villa' }, () => [p3]],
    ['PropertyType two values', { PropertyType: ['villa', 'office'] }, () => [p4, p3]],
    ['PriceMin', { PriceMin: '100000000' }, () => [p3, p1]],
    ['PriceMax (no price, no range)', { PriceMax: '100 000 000' }, () => [p2, p1]],
    ['Storeys=three', { Storeys: 'three' }, () => [p3]],
    ['AreaMin', { AreaMin: '100' }, () => [p3, p2]],
    ['AreaMax (unknown area excluded)', { AreaMax: '150' }, () => [p2, p1]],
    ['WidthMax', { WidthMax: '12' }, () => [p2, p1]],
    ['LengthMax', { LengthMax: '12,5' }, () => [p1]],
    ['WallMaterial=brick', { WallMaterial: 'brick' }, () => [p4, p1]],
    ['Style=hiTech', { Style: 'hiTech' }, () => [p3]],
    ['Foundation=slab', { Foundation: 'slab' }, () => [p2]],
    ['HasGarage=true', { HasGarage: 'true' }, () => [p3, p1]],
    ['HasGarage=false', { HasGarage: 'false' }, () => [p4, p2]],
    ['HasAttic=true', { HasAttic: 'true' }, () => [p3, p2]],
    ['CategoryId (child)', { CategoryId: '' }, () => [p1]],
    ['CategoryId (top level includes children)', { CategoryId: '' }, () => [p2, p1]],
  ])('filters by %s', async (name, query, expected) => {
    const params = { ...query };
    if (name === 'RegionId') params.RegionId = String(r1.id);
    if (name === 'DistrictId') params.DistrictId = String(d1.id);
    if (name === 'CategoryId (child)') params.CategoryId = String(child.id);
    if (name.startsWith('CategoryId (top')) params.CategoryId = String(top.id);
    expect(await ids(params)).toEqual(names(...expected()));
  });

  it('combines filters (all must hold)', async () => {
    expect(await ids({ Status: 'sale', HasGarage: 'true', PriceMax: '500000000' })).toEqual(
      names(p1),
    );
    expect(await ids({ RegionId: String(r2.id), WallMaterial: 'brick' })).toEqual(names(p4));
    expect(
      await ids({
        RegionId: String(r1.id),
        Status: 'rent',
        HasAttic: 'true',
        AreaMin: '100',
        Sort: 'priceDesc',
      }),
    ).toEqual(names(p2));
    expect(await ids({ Status: 'rent', Style: 'hiTech' })).toEqual([]);
  });

  it('treats empty form values as no filter', async () => {
    expect(
      await ids({ Status: '', PriceMin: '', Storeys: '', HasGarage: '', Search: '  ' }),
    ).toEqual(names(p4, p3, p2, p1));
  });

  it.each<[string, () => P[]]>([
    ['all', () => [p4, p3, p2, p1]],
    ['priceAsc', () => [p2, p1, p3, p4]],
    ['priceDesc', () => [p3, p1, p2, p4]],
    ['popular', () => [p2, p3, p1, p4]],
  ])('sorts by %s (negotiable last for price sorts)', async (sort, expected) => {
    expect(await ids({ Sort: sort })).toEqual(names(...expected()));
  });

  it('pages with stable totals', async () => {
    const page1 = await listProjects(ProjectFiltersSchema.parse({ PageSize: '3' }), 'uz');
    const page2 = await listProjects(
      ProjectFiltersSchema.parse({ PageSize: '3', PageNumber: '2' }),
      'uz',
    );
    const page3 = await listProjects(
      ProjectFiltersSchema.parse({ PageSize: '3', PageNumber: '3' }),
      'uz',
    );
    expect(page1.items.map((x) => x.id)).toEqual(names(p4, p3, p2));
    expect(page2.items.map((x) => x.id)).toEqual(names(p1));
    expect(page3.items).toEqual([]);
    for (const r of [page1, page2, page3]) expect(r.metaData.totalCount).toBe(4);
    const filtered = await listProjects(
      ProjectFiltersSchema.parse({ Status: 'sale', PageSize: '2', PageNumber: '2' }),
      'uz',
    );
    expect(filtered.items.map((x) => x.id)).toEqual(names(p1));
    expect(filtered.metaData).toEqual({
      totalCount: 3,
      pageNumber: 2,
      pageSize: 2,
      nextCursor: null,
    });
  });
});

describe('search', () => {
  it.each(['Oʻzbek', "O'zbek", 'O‘zbek', 'O`zbek', 'Ўзбек', 'ОЗБЕК', 'oʼzbek uyi', 'UYI'])(
    'finds Latin text for %s',
    async (q) => {
      expect(await ids({ Search: q })).toEqual(names(p1));
    },
  );

  it('finds Cyrillic text with a Latin query and Latin text with a Cyrillic query', async () => {
    expect(await ids({ Search: 'zamonaviy villa' })).toEqual(names(p3));
    expect(await ids({ Search: 'hovuz' })).toEqual(names(p3));
    expect(await ids({ Search: 'Чилонзор' })).toEqual(names(p2));
    expect(await ids({ Search: 'чилонзор квартираси' })).toEqual(names(p2));
  });

  it('searches category and region names too', async () => {
    expect(await ids({ Search: child.nameRu })).toEqual(names(p1));
    expect(await ids({ Search: r2.nameRu })).toEqual(names(p4, p3));
  });

  it('matches % and _ literally and needs every word', async () => {
    expect(await ids({ Search: '100%' })).toEqual(names(p4));
    expect(await ids({ Search: 'u_i' })).toEqual([]);
    expect(await ids({ Search: '_' })).toEqual([]);
    expect(await ids({ Search: 'ozbek villa' })).toEqual([]);
  });

  it('combines with filters and sorting', async () => {
    expect(await ids({ Search: 'a', Status: 'sale', Sort: 'priceAsc' })).toEqual(names(p1, p3, p4));
  });
});
