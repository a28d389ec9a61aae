// /professionals/{agents|agencies}/{slug}: every rule of resolveProfessionalsRoute (the header of
// agents-route.server.ts), for both kinds. Agents and agencies get chosen ids so one of each shares
// its id with a public service: the name part alone must tell a service list from a professional.
import { beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { services } from '@/lib/db/schema';
import { makeAgency, makeAgent } from '@tests/factories/professionals';
import { resolveProfessionalsRoute, BASE_SLUG } from './agents-route.server';

type Svc = typeof services.$inferSelect;
let svc: Svc;
let hidden: Svc;
const ONLY_ID = 900_001; // an agent and an agency id that is no service's id
const BLOCKED_ID = 900_002;
const AGENTS = '/professionals/agents/';

beforeAll(async () => {
  const all = await db().select().from(services).orderBy(asc(services.id));
  svc = all.find((s) => s.parentId !== 0 && s.isActive)!;
  hidden = all.find((s) => s.parentId !== 0 && !s.isActive)!;
  // Shares its id with the public service `svc`.
  await makeAgent({ id: svc.id, fullName: 'Akmal Sobirov', seoName: 'akmal-sobirov' });
  await makeAgent({ id: ONLY_ID, fullName: 'Dilnoza Qodirova', seoName: 'dilnoza-qodirova' });
  await makeAgent({ id: BLOCKED_ID, seoName: 'yopiq-usta', isBlocked: true });
  // Two agents share a seoName: the newer one is meant.
  await makeAgent({ id: 900_010, seoName: 'aziz-karimov', createdAt: new Date('2024-01-01') });
  await makeAgent({ id: 900_011, seoName: 'aziz-karimov', createdAt: new Date('2025-01-01') });
  await makeAgency({ id: svc.id, companyName: 'Mega Qurilish', seoName: 'mega-qurilish' });
  await makeAgency({ id: ONLY_ID, companyName: 'Yangi Uy', seoName: 'yangi-uy' });
  await makeAgency({ id: BLOCKED_ID, seoName: 'yopiq-kompaniya', isBlocked: true });
});

const resolve = (kind: 'agents' | 'agencies', slug: string, query = '') =>
  resolveProfessionalsRoute(
    kind,
    slug,
    new URL(`http://localhost/professionals/${kind}/${slug}${query}`),
    'en',
  );
const moved = (location: string) => ({ kind: 'redirect', status: 301, location });
const notFound = { kind: 'notFound' };

describe('/professionals/agents/{slug}', () => {
  it('lists every agent on the base slug and one service on its canonical slug', async () => {
    expect(await resolve('agents', BASE_SLUG)).toMatchObject({ kind: 'list', service: null });
    expect(await resolve('agents', `${svc.seoUrl}~${svc.id}`)).toMatchObject({
      kind: 'list',
      service: { id: svc.id, name: svc.nameEn },
      path: `${AGENTS}${svc.seoUrl}~${svc.id}`,
    });
  });

  it("sends an agent's name and id to the agent's page, even when a service has that id", async () => {
    expect(await resolve('agents', `akmal-sobirov~${svc.id}`)).toEqual(
      moved(`/agent/akmal-sobirov~${svc.id}`),
    );
    expect(await resolve('agents', `dilnoza-qodirova~${ONLY_ID}`)).toEqual(
      moved(`/agent/dilnoza-qodirova~${ONLY_ID}`),
    );
  });

  it('sends a wrong name to the service path first (filters kept), else to the agent with that id', async () => {
    expect(await resolve('agents', `eski-nom~${svc.id}`, '?Search=ali&Sort=name&page=2')).toEqual(
      moved(`${AGENTS}${svc.seoUrl}~${svc.id}?Search=ali&Sort=name&page=2`),
    );
    expect(await resolve('agents', `eski-nom~${ONLY_ID}`, '?Search=ali')).toEqual(
      moved(`/agent/dilnoza-qodirova~${ONLY_ID}`),
    );
  });

  it('answers 404 for an id that is neither, a hidden service, a blocked agent, or a non-number', async () => {
    for (const slug of [
      'x~999999',
      `${hidden.seoUrl}~${hidden.id}`,
      `yopiq-usta~${BLOCKED_ID}`,
      `${svc.seoUrl}~abc`,
      `${svc.seoUrl}~0`,
    ]) {
      expect(await resolve('agents', slug), slug).toEqual(notFound);
    }
  });

  it('sends a bare seoName to the newest such agent; another bare slug is 404', async () => {
    expect(await resolve('agents', 'aziz-karimov')).toEqual(moved('/agent/aziz-karimov~900011'));
    expect(await resolve('agents', 'akmal-sobirov')).toEqual(
      moved(`/agent/akmal-sobirov~${svc.id}`),
    );
    for (const slug of ['boshqa-sahifa', 'yopiq-usta', 'mega-qurilish'])
      expect(await resolve('agents', slug), slug).toEqual(notFound);
  });

  it('sends `~` and `{name}~` to the base list, filters kept', async () => {
    expect(await resolve('agents', '~')).toEqual(moved(`${AGENTS}${BASE_SLUG}`));
    expect(await resolve('agents', 'nom~', '?RegionId=3')).toEqual(
      moved(`${AGENTS}${BASE_SLUG}?RegionId=3`),
    );
  });

  it("answers 302 to the service path for the filter form's ServiceId", async () => {
    expect(await resolve('agents', BASE_SLUG, `?ServiceId=${svc.id}&Sort=newest`)).toEqual({
      kind: 'redirect',
      status: 302,
      location: `${AGENTS}${svc.seoUrl}~${svc.id}?Sort=newest`,
    });
  });
});

describe('/professionals/agencies/{slug}', () => {
  it('sends a service slug (right or wrong name) to the agencies list filtered by it', async () => {
    expect(await resolve('agencies', `${svc.seoUrl}~${svc.id}`)).toEqual(
      moved(`/agencies?ServiceId=${svc.id}`),
    );
    expect(await resolve('agencies', `eski~${svc.id}`, '?RegionId=2')).toEqual(
      moved(`/agencies?ServiceId=${svc.id}&RegionId=2`),
    );
  });

  it("sends an agency's name and id, a wrong name with its id, or its bare seoName to its page", async () => {
    expect(await resolve('agencies', `mega-qurilish~${svc.id}`)).toEqual(
      moved(`/agency/mega-qurilish~${svc.id}`),
    );
    expect(await resolve('agencies', `eski~${ONLY_ID}`)).toEqual(
      moved(`/agency/yangi-uy~${ONLY_ID}`),
    );
    expect(await resolve('agencies', 'yangi-uy')).toEqual(moved(`/agency/yangi-uy~${ONLY_ID}`));
  });

  it('sends `~` and `{name}~` to /agencies, like the agents list', async () => {
    expect(await resolve('agencies', '~')).toEqual(moved('/agencies'));
    expect(await resolve('agencies', 'nom~', '?Search=uy')).toEqual(moved('/agencies?Search=uy'));
  });

  it('answers 404 for unknown ids and names, blocked agencies, hidden services and agents', async () => {
    for (const slug of [
      'x~999999',
      `yopiq-kompaniya~${BLOCKED_ID}`,
      'yopiq-kompaniya',
      `${hidden.seoUrl}~${hidden.id}`,
      'dilnoza-qodirova',
      BASE_SLUG,
      'x~abc',
    ]) {
      expect(await resolve('agencies', slug), slug).toEqual(notFound);
    }
  });
});
