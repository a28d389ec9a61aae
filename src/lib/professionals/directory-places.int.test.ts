// The directories' map view counts profiles by region, and by the districts of a chosen region, in
// one grouped statement through the list's own filter: each place's count is the total the list
// shows for that place with the same filters, and blocked accounts are left out as the list leaves
// them out. Each test's profiles carry a word of their own in their names, so the name search keeps
// other tests' rows out.
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, ne } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { districts, regions, services } from '@/lib/db/schema';
import { installQueryCounter, withQueryCounter } from '@/lib/db/query-count.server';
import { makeAgency, makeAgent } from '@tests/factories/professionals';
import {
  agenciesByPlace,
  agentsByPlace,
  listAgencies,
  listAgents,
  type PlaceCount,
} from './list-professionals.server';

beforeAll(() => installQueryCounter(db()));

const word = `zp${Date.now().toString(36)}`;
const page = { lang: 'en' as const, pageNumber: 1, pageSize: 50, order: 'asc' as const };
let r1: number, r2: number, d1: number, d2: number, parent: number, child: number;

const asMap = (rows: PlaceCount[]) => Object.fromEntries(rows.map((r) => [String(r.id), r.count]));

beforeAll(async () => {
  [r1, r2] = (await db().select().from(regions).orderBy(asc(regions.id)).limit(2)).map(
    (r) => r.id,
  ) as [number, number];
  [d1, d2] = (
    await db().select().from(districts).where(eq(districts.regionId, r1)).orderBy(asc(districts.id))
  ).map((d) => d.id) as [number, number];
  const [sub] = await db()
    .select()
    .from(services)
    .where(ne(services.parentId, 0))
    .orderBy(asc(services.id))
    .limit(1);
  child = sub!.id;
  parent = sub!.parentId;

  const agent = (n: string, o: Parameters<typeof makeAgent>[0]) =>
    makeAgent({ fullName: `${n} ${word}`, ...o });
  await agent('A', { regionId: r1, districtId: d1, serviceIds: [child] });
  await agent('B', { regionId: r1, districtId: d1 });
  await agent('C', { regionId: r1, districtId: d2 });
  await agent('D', { regionId: r1 });
  await agent('E', { regionId: r2, serviceIds: [parent] });
  await agent('F', { regionId: r1, districtId: d1, isBlocked: true });
  await agent('G', { isBlocked: false });

  await makeAgency({ companyName: `H ${word}`, regionId: r1, districtId: d2 });
  await makeAgency({ companyName: `I ${word}`, regionId: r2 });
  await makeAgency({ companyName: `J ${word}`, regionId: r2, isBlocked: true });
});

describe('directory counts by place', () => {
  it('counts the agents of each region as the list does, blocked accounts left out', async () => {
    const byRegion = asMap(await agentsByPlace({ search: word }, 'region'));
    expect(byRegion).toEqual({ [r1]: 4, [r2]: 1, null: 1 });
    for (const regionId of [r1, r2]) {
      const list = await listAgents({ ...page, search: word, regionId });
      expect(list.metaData.totalCount).toBe(byRegion[regionId]);
    }
  });

  it("counts a region's agents by district as the list does for each district", async () => {
    const byDistrict = asMap(await agentsByPlace({ search: word, regionId: r1 }, 'district'));
    expect(byDistrict).toEqual({ [d1]: 2, [d2]: 1, null: 1 });
    for (const districtId of [d1, d2]) {
      const list = await listAgents({ ...page, search: word, regionId: r1, districtId });
      expect(list.metaData.totalCount).toBe(byDistrict[districtId]);
      expect(list.items.every((a) => a.regionId === r1)).toBe(true);
    }
  });

  it('keeps the other filters: a service with its sub-services', async () => {
    const byRegion = asMap(await agentsByPlace({ search: word, serviceId: parent }, 'region'));
    expect(byRegion).toEqual({ [r1]: 1, [r2]: 1 });
    const list = await listAgents({ ...page, search: word, serviceId: parent, regionId: r1 });
    expect(list.metaData.totalCount).toBe(1);
    expect(await agentsByPlace({ search: word, serviceId: 2_000_000_000 }, 'region')).toEqual([]);
  });

  it('counts the companies the same way', async () => {
    const byRegion = asMap(await agenciesByPlace({ search: word }, 'region'));
    expect(byRegion).toEqual({ [r1]: 1, [r2]: 1 });
    expect((await listAgencies({ ...page, search: word, regionId: r2 })).metaData.totalCount).toBe(
      1,
    );
    const byDistrict = asMap(await agenciesByPlace({ search: word, regionId: r1 }, 'district'));
    expect(byDistrict).toEqual({ [d2]: 1 });
    expect(
      (await listAgencies({ ...page, search: word, regionId: r1, districtId: d2 })).metaData
        .totalCount,
    ).toBe(1);
  });

  it('is one statement, then kept by the read cache', async () => {
    const filter = { search: word, regionId: r2 };
    const first = await withQueryCounter(
      async (queries) => {
        await agentsByPlace(filter, 'district');
        return queries();
      },
      { fromScratch: true },
    );
    expect(first).toBe(1);
    await agentsByPlace(filter, 'district');
    const again = await withQueryCounter(async (queries) => {
      await agentsByPlace(filter, 'district');
      return queries();
    });
    expect(again).toBe(0);
  });
});
