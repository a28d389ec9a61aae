// The agents and agencies directories share one listing: both filter by service (with its
// sub-services), region and name, hide blocked accounts, sort by rating, newest or name, page, and
// read the same number of queries as before they shared it. Each test's professionals carry a word
// of their own in their names, so the search keeps other tests' rows out.
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, ne } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { regions, services } from '@/lib/db/schema';
import { installQueryCounter, withQueryCounter } from '@/lib/db/query-count.server';
import { makeAgency, makeAgent } from '@tests/factories/professionals';
import { listAgencies, listAgents } from './list-professionals.server';

beforeAll(() => installQueryCounter(db()));
/** The queries of a read from the database (past the read cache, as a first view). */
const counted = <T>(fn: () => Promise<T>) =>
  withQueryCounter(async (queries) => ({ value: await fn(), queries: queries() }), {
    fromScratch: true,
  });
/** The queries of a read as a page makes it (the read cache answering what it keeps). */
const countedCached = <T>(fn: () => Promise<T>) =>
  withQueryCounter(async (queries) => ({ value: await fn(), queries: queries() }));

const word = `zq${Date.now().toString(36)}`;
let r1: number, r2: number, parent: number, child: number;
const agentIds: Record<string, number> = {};
const agencyIds: Record<string, number> = {};
const page = { lang: 'en' as const, pageNumber: 1, pageSize: 20, order: 'asc' as const };

beforeAll(async () => {
  const regionRows = await db().select().from(regions).orderBy(asc(regions.id)).limit(2);
  [r1, r2] = regionRows.map((r) => r.id) as [number, number];
  const [sub] = await db()
    .select()
    .from(services)
    .where(ne(services.parentId, 0))
    .orderBy(asc(services.id))
    .limit(1);
  child = sub!.id;
  parent = sub!.parentId;

  // Created in this order, so "newest" is the reverse of it.
  const alpha = await makeAgency({
    companyName: `Alpha ${word}`,
    regionId: r1,
    rating: 4.5,
    reviewCount: 2,
    serviceIds: [child],
  });
  const beta = await makeAgency({
    companyName: `beta ${word}`,
    regionId: r2,
    rating: 4.5,
    reviewCount: 5,
    serviceIds: [parent],
  });
  const gamma = await makeAgency({ companyName: `Gamma ${word}`, regionId: r1, rating: 3 });
  await makeAgency({ companyName: `Delta ${word}`, rating: 5, isBlocked: true });
  const blocked = await makeAgency({ companyName: `Epsilon ${word}`, isBlocked: true });
  Object.assign(agencyIds, {
    alpha: alpha.agency.id,
    beta: beta.agency.id,
    gamma: gamma.agency.id,
  });

  const a = await makeAgent({
    fullName: `Alpha ${word}`,
    regionId: r1,
    rating: 4.5,
    reviewCount: 2,
    serviceIds: [child],
    agencyId: alpha.agency.id,
  });
  const b = await makeAgent({
    fullName: `beta ${word}`,
    regionId: r2,
    rating: 4.5,
    reviewCount: 5,
    serviceIds: [parent],
    agencyId: alpha.agency.id,
  });
  const g = await makeAgent({
    fullName: `Gamma ${word}`,
    regionId: r1,
    rating: 3,
    agencyId: blocked.agency.id,
  });
  await makeAgent({ fullName: `Delta ${word}`, rating: 5, isBlocked: true });
  Object.assign(agentIds, { alpha: a.agent.id, beta: b.agent.id, gamma: g.agent.id });
});

const kinds = [
  { kind: 'agents', list: listAgents, ids: agentIds },
  { kind: 'agencies', list: listAgencies, ids: agencyIds },
] as const;

describe.each(kinds)('$kind directory', ({ list, ids }) => {
  const names = async (q: Parameters<typeof list>[0]) => {
    const byId = new Map(Object.entries(ids).map(([k, id]) => [id, k]));
    const result = await list(q);
    return {
      names: result.items.map((c) => byId.get(c.id) ?? `#${c.id}`),
      total: result.metaData.totalCount,
    };
  };

  it('puts the best rated first, the one with more reviews first among equals; never a blocked one', async () => {
    expect(await names({ ...page, search: word })).toEqual({
      names: ['beta', 'alpha', 'gamma'],
      total: 3,
    });
  });

  it('sorts by name (whatever the case) and by newest', async () => {
    expect((await names({ ...page, search: word, sort: 'name' })).names).toEqual([
      'alpha',
      'beta',
      'gamma',
    ]);
    expect((await names({ ...page, search: word, sort: 'newest' })).names).toEqual([
      'gamma',
      'beta',
      'alpha',
    ]);
  });

  it('filters by region and by service, a parent service matching its sub-services', async () => {
    expect(await names({ ...page, search: word, regionId: r1 })).toEqual({
      names: ['alpha', 'gamma'],
      total: 2,
    });
    expect((await names({ ...page, search: word, serviceId: parent })).names).toEqual([
      'beta',
      'alpha',
    ]);
    expect((await names({ ...page, search: word, serviceId: child })).names).toEqual(['alpha']);
    expect(await names({ ...page, search: word, serviceId: 2_000_000_000 })).toEqual({
      names: [],
      total: 0,
    });
  });

  it('pages, counting every match', async () => {
    const second = await list({ ...page, search: word, pageSize: 2, pageNumber: 2 });
    expect(second.items.map((c) => c.id)).toEqual([ids.gamma]);
    expect(second.metaData).toEqual({ totalCount: 3, pageNumber: 2, pageSize: 2 });
    const past = await list({ ...page, search: word, pageSize: 2, pageNumber: 5 });
    expect(past.items).toEqual([]);
    expect(past.metaData.totalCount).toBe(3);
  });
});

describe('cards', () => {
  it('an agent card names its agency, unless the agency is blocked, and lists its services', async () => {
    const { items } = await listAgents({ ...page, search: word, sort: 'name' });
    const [alpha, , gamma] = items;
    expect(alpha!.agency).toMatchObject({ id: agencyIds.alpha, companyName: `Alpha ${word}` });
    expect(alpha!.services.map((s) => s.id)).toEqual([child]);
    expect(alpha!.regionName).toEqual(expect.stringMatching(/\S/));
    expect(gamma!.agency).toBeNull();
    expect(gamma!.services).toEqual([]);
  });

  it('an agency card counts its workers and lists its services', async () => {
    const { items } = await listAgencies({ ...page, search: word, sort: 'name' });
    expect(items.map((c) => c.workerCount)).toEqual([2, 0, 0]);
    expect(items[1]!.services.map((s) => s.id)).toEqual([parent]);
    expect(items[0]!.regionName).toEqual(expect.stringMatching(/\S/));
    expect(items[0]!.companyName).toBe(`Alpha ${word}`);
  });

  it('writes Uzbek names in the reader’s script', async () => {
    const { items } = await listAgencies({ ...page, lang: 'oz', search: word, sort: 'name' });
    expect(items[0]!.companyName).toMatch(/^Алпҳа /);
    const agentsOz = await listAgents({ ...page, lang: 'oz', search: word, sort: 'name' });
    expect(agentsOz.items[0]!.agency!.companyName).toMatch(/^Алпҳа /);
  });
});

describe('queries', () => {
  it('an agents page: the page, the count and the services (and the service tree when filtered)', async () => {
    expect((await counted(() => listAgents({ ...page, search: word }))).queries).toBe(3);
    expect((await counted(() => listAgents({ ...page, serviceId: parent }))).queries).toBe(4);
    expect((await counted(() => listAgents({ ...page, serviceId: 2_000_000_000 }))).queries).toBe(
      1,
    );
  });

  it('an agencies page adds the worker counts; an empty page reads neither', async () => {
    expect((await counted(() => listAgencies({ ...page, search: word }))).queries).toBe(4);
    expect((await counted(() => listAgencies({ ...page, serviceId: parent }))).queries).toBe(5);
    expect(
      (await counted(() => listAgencies({ ...page, search: word, pageNumber: 9 }))).queries,
    ).toBe(2);
  });
});

describe('read cache', () => {
  it('a page read again makes no query until an agent changes, then shows the change', async () => {
    const q = { ...page, search: word, sort: 'name' as const };
    await listAgents(q);
    expect((await countedCached(() => listAgents(q))).queries).toBe(0);
    await makeAgent({ fullName: `Aaa ${word}` });
    const after = await countedCached(() => listAgents(q));
    expect(after.queries).toBeGreaterThan(0);
    expect(after.value.items[0]!.fullName).toBe(`Aaa ${word}`);
  });
});
