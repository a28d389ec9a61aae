// GET /api/agents, /api/agents/{id}, /api/agencies, /api/agencies/{id}: shape, filters (service with
// its sub-services, region, search in any script), paging, language, blocked accounts hidden,
// unsafe links dropped, 400 with fields, 404; and the agents list URL rules of the pages.
import { beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { call } from '@tests/helpers/call';
import { makeAgency, makeAgent } from '@tests/factories/professionals';
import { makeProject } from '@tests/factories/projects';
import { GET as listAgentsApi } from '@/pages/api/agents/index';
import { GET as getAgentApi } from '@/pages/api/agents/[id]';
import { GET as listAgenciesApi } from '@/pages/api/agencies/index';
import { GET as getAgencyApi } from '@/pages/api/agencies/[id]';
import { db } from '@/lib/db/client.server';
import { regions, services } from '@/lib/db/schema';
import { resolveAgentsRoute } from './agents-route.server';
import { agencyPath, agentPath } from '@/lib/accounts/seo-path';
import { agencyProjects, agentProjects } from './professional-projects.server';

type Svc = typeof services.$inferSelect;
let top: Svc;
let child: Svc;
let otherTop: Svc;
let inactiveChild: Svc;
let regionA: number;
let regionB: number;
let oktam: Awaited<ReturnType<typeof makeAgent>>;
let bobur: Awaited<ReturnType<typeof makeAgent>>;
let blocked: Awaited<ReturnType<typeof makeAgent>>;
let company: Awaited<ReturnType<typeof makeAgency>>;

beforeAll(async () => {
  const all = await db().select().from(services).orderBy(asc(services.sortOrder), asc(services.id));
  const tops = all.filter((s) => s.parentId === 0);
  top = tops[0]!;
  otherTop = tops[1]!;
  child = all.find((s) => s.parentId === top.id && s.isActive)!;
  inactiveChild = all.find((s) => s.parentId !== 0 && !s.isActive)!;
  const rs = await db().select().from(regions).orderBy(asc(regions.id)).limit(2);
  regionA = rs[0]!.id;
  regionB = rs[1]!.id;

  company = await makeAgency({
    companyName: 'Mega Qurilish',
    regionId: regionA,
    rating: 4.8,
    serviceIds: [child.id],
    about: 'Biz quramiz.',
  });
  oktam = await makeAgent({
    fullName: 'Oʻktam Karimov',
    designation: 'Bosh arxitektor',
    regionId: regionA,
    rating: 4.5,
    agencyId: company.agency.id,
    serviceIds: [child.id, inactiveChild.id],
    social: [
      { network: 'telegram', url: 'https://t.me/oktam' },
      { network: 'facebook', url: 'javascript:alert(1)' },
    ],
  });
  bobur = await makeAgent({
    fullName: 'Bobur Aliyev',
    designation: 'Geodezist',
    regionId: regionB,
    rating: 3,
    serviceIds: [otherTop.id],
  });
  blocked = await makeAgent({
    fullName: 'Blocked Person',
    isBlocked: true,
    regionId: regionA,
    serviceIds: [child.id],
  });
  await makeProject({ ownerAccountId: oktam.account.id, title: 'Oktam uyi' });
  await makeProject({ ownerAccountId: oktam.account.id, title: 'Yopiq loyiha', isActive: false });
  await makeProject({ ownerAccountId: company.account.id, title: 'Kompaniya binosi' });
});

const ids = (r: { json: { items: { id: number }[] } }) => r.json.items.map((i) => i.id);

describe('GET /api/agents', () => {
  it('answers paged cards with region, agency and public services in the asked language', async () => {
    const response = await call(listAgentsApi, '/api/agents?Lang=ru');
    expect(response.status).toBe(200);
    expect(response.json.metaData).toEqual({ totalCount: 2, pageNumber: 1, pageSize: 50 });
    expect(ids(response)).toEqual([oktam.agent.id, bobur.agent.id]); // best rated first
    const card = response.json.items[0];
    expect(card).toMatchObject({
      id: oktam.agent.id,
      seoName: oktam.agent.seoName,
      fullName: 'Oʻktam Karimov',
      designation: 'Bosh arxitektor',
      regionId: regionA,
      regionName: expect.stringMatching(/[а-яё]/i),
      rating: 4.5,
      image: null,
      agency: {
        id: company.agency.id,
        seoName: company.agency.seoName,
        companyName: 'Mega Qurilish',
      },
    });
    // The inactive sub-service is not shown to the public (docs/product.md §4).
    expect(card.services).toEqual([{ id: child.id, seoUrl: child.seoUrl, name: child.nameRu }]);
  });

  it('hides agents of blocked accounts', async () => {
    const r = await call(listAgentsApi, '/api/agents');
    expect(ids(r)).not.toContain(blocked.agent.id);
  });

  it('filters by a top-level service including its sub-services, by a sub-service, and by region', async () => {
    expect(ids(await call(listAgentsApi, `/api/agents?ServiceId=${top.id}`))).toEqual([
      oktam.agent.id,
    ]);
    expect(ids(await call(listAgentsApi, `/api/agents?ServiceId=${child.id}`))).toEqual([
      oktam.agent.id,
    ]);
    expect(ids(await call(listAgentsApi, `/api/agents?ServiceId=${otherTop.id}`))).toEqual([
      bobur.agent.id,
    ]);
    expect(ids(await call(listAgentsApi, `/api/agents?RegionId=${regionB}`))).toEqual([
      bobur.agent.id,
    ]);
    const none = await call(listAgentsApi, '/api/agents?ServiceId=999999');
    expect(none.json).toEqual({
      items: [],
      metaData: { totalCount: 0, pageNumber: 1, pageSize: 50 },
    });
  });

  it('searches names whatever the apostrophe or script, and treats % as text', async () => {
    for (const q of ["O'ktam", 'Oʻktam', 'oktam', 'Ўктам', 'karim', 'arxitektor']) {
      expect(
        ids(await call(listAgentsApi, `/api/agents?Search=${encodeURIComponent(q)}`)),
        q,
      ).toEqual([oktam.agent.id]);
    }
    expect(ids(await call(listAgentsApi, '/api/agents?Search=%25'))).toEqual([]);
  });

  it('pages', async () => {
    const p2 = await call(listAgentsApi, '/api/agents?PageSize=1&PageNumber=2');
    expect(p2.json.metaData).toEqual({ totalCount: 2, pageNumber: 2, pageSize: 1 });
    expect(ids(p2)).toEqual([bobur.agent.id]);
  });

  it.each([
    ['ServiceId=abc', 'ServiceId'],
    ['RegionId=-1', 'RegionId'],
    ['PageSize=100', 'PageSize'],
    ['Lang=fr', 'Lang'],
    [`Search=${'a'.repeat(101)}`, 'Search'],
    ['Order=sideways', 'Order'],
  ])('rejects %s with 400 and fields.%s', async (qs, field) => {
    const response = await call(listAgentsApi, `/api/agents?${qs}`, { lang: 'en' });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('validation_failed');
    expect(response.json.error.fields[field]).toEqual(expect.any(String));
    expect(response.json.error.fields[field]).not.toMatch(/^errors:/);
  });
});

describe('GET /api/agents/{id}', () => {
  it('answers the profile with contacts, agency, services and only http(s) social links', async () => {
    const id = String(oktam.agent.id);
    const r = await call(getAgentApi, `/api/agents/${id}?Lang=en`, { params: { id } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      id: oktam.agent.id,
      accountId: oktam.account.id,
      fullName: 'Oʻktam Karimov',
      phone: '+998901234567',
      email: oktam.agent.email,
      agency: { id: company.agency.id, companyName: 'Mega Qurilish' },
      services: [{ id: child.id, seoUrl: child.seoUrl, name: child.nameEn }],
      socialLinks: [{ network: 'telegram', url: 'https://t.me/oktam' }],
    });
  });

  it("names its canonical page (the pages' link), its agency's id, rating and reviewCount", async () => {
    const id = String(oktam.agent.id);
    const r = await call(getAgentApi, `/api/agents/${id}`, { params: { id } });
    expect(r.json).toMatchObject({
      url: agentPath(oktam.agent),
      agencyId: company.agency.id,
      rating: 4.5,
      reviewCount: 0,
    });
    expect(r.json.url).toBe(`/agent/${oktam.agent.seoName}~${oktam.agent.id}`);
    const alone = String(bobur.agent.id);
    const b = await call(getAgentApi, `/api/agents/${alone}`, { params: { id: alone } });
    expect(b.json).toMatchObject({ url: agentPath(bobur.agent), agencyId: null, agency: null });
  });

  it.each([
    ['an unknown id', () => '999999'],
    ['a non-number', () => '12abc'],
    ['a blocked account', () => String(blocked.agent.id)],
  ])('answers 404 for %s', async (_, id) => {
    const r = await call(getAgentApi, `/api/agents/${id()}`, { params: { id: id() } });
    expect(r.status).toBe(404);
    expect(r.json.error.code).toBe('not_found');
  });
});

describe('GET /api/agencies and /api/agencies/{id}', () => {
  it('answers company cards with worker count and services, filtered by service and search', async () => {
    const r = await call(listAgenciesApi, '/api/agencies?Lang=en');
    expect(r.status).toBe(200);
    expect(r.json.metaData.totalCount).toBe(1);
    expect(r.json.items[0]).toMatchObject({
      id: company.agency.id,
      companyName: 'Mega Qurilish',
      rating: 4.8,
      workerCount: 1,
      regionId: regionA,
      services: [{ id: child.id, name: child.nameEn }],
    });
    expect(ids(await call(listAgenciesApi, `/api/agencies?ServiceId=${top.id}`))).toEqual([
      company.agency.id,
    ]);
    expect(ids(await call(listAgenciesApi, `/api/agencies?ServiceId=${otherTop.id}`))).toEqual([]);
    expect(ids(await call(listAgenciesApi, '/api/agencies?Search=mega'))).toEqual([
      company.agency.id,
    ]);
    expect((await call(listAgenciesApi, '/api/agencies?PageNumber=0')).status).toBe(400);
  });

  it('answers the company with its fields and workers; 404 otherwise', async () => {
    const id = String(company.agency.id);
    const r = await call(getAgencyApi, `/api/agencies/${id}`, { params: { id } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      id: company.agency.id,
      companyName: 'Mega Qurilish',
      tin: company.agency.tin,
      fullAddress: 'Toshkent, Yunusobod 4',
      directorName: 'Akmal Rahimov',
      phone: '+998712345678',
      rating: 4.8,
      about: 'Biz quramiz.',
      workers: [
        {
          id: oktam.agent.id,
          seoName: oktam.agent.seoName,
          fullName: 'Oʻktam Karimov',
          designation: 'Bosh arxitektor',
        },
      ],
    });
    // The contract's names (agentId, url) beside the older `id`, which clients still read.
    expect(r.json).toMatchObject({
      url: agencyPath(company.agency),
      reviewCount: 0,
      workers: [
        {
          agentId: oktam.agent.id,
          id: oktam.agent.id,
          url: agentPath(oktam.agent),
          image: null,
        },
      ],
    });
    expect(r.json.url).toBe(`/agency/${company.agency.seoName}~${company.agency.id}`);
    expect(
      (await call(getAgencyApi, '/api/agencies/999999', { params: { id: '999999' } })).status,
    ).toBe(404);
    expect((await call(getAgencyApi, '/api/agencies/x', { params: { id: 'x' } })).status).toBe(404);
  });
});

describe('profile projects', () => {
  it("shows an agent only their active projects, and an agency its own and its workers' projects", async () => {
    expect((await agentProjects(oktam.account.id, 'uz')).map((p) => p.title)).toEqual([
      'Oktam uyi',
    ]);
    expect((await agencyProjects(company.agency.id, 'uz')).map((p) => p.title).sort()).toEqual([
      'Kompaniya binosi',
      'Oktam uyi',
    ]);
    const card = (await agentProjects(oktam.account.id, 'en'))[0]!;
    expect(card.image?.variants.length).toBeGreaterThan(0);
    expect(card.owner.displayName).toBe('Oʻktam Karimov');
  });
});

describe('agents list URLs (/professionals/agents/…)', () => {
  const url = (s: string) => new URL(`http://localhost/professionals/agents/${s}`);

  it('lists everyone on the base slug and one service on its canonical slug', async () => {
    expect(
      await resolveAgentsRoute(
        'quruvchi-mutaxassislar-xizmati',
        url('quruvchi-mutaxassislar-xizmati'),
        'uz',
      ),
    ).toMatchObject({ kind: 'list', service: null });
    const route = await resolveAgentsRoute(
      `${child.seoUrl}~${child.id}`,
      url(`${child.seoUrl}~${child.id}`),
      'ru',
    );
    expect(route).toMatchObject({ kind: 'list', service: { id: child.id, name: child.nameRu } });
  });

  it('answers 301 for a wrong name part or an empty id, keeping the filters', async () => {
    expect(
      await resolveAgentsRoute(
        `eski-nom~${child.id}`,
        url(`eski-nom~${child.id}?RegionId=${regionA}`),
        'uz',
      ),
    ).toEqual({
      kind: 'redirect',
      status: 301,
      location: `/professionals/agents/${child.seoUrl}~${child.id}?RegionId=${regionA}`,
    });
    expect(await resolveAgentsRoute('nom~', url('nom~'), 'uz')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/professionals/agents/quruvchi-mutaxassislar-xizmati',
    });
  });

  it("answers 302 to the service path for the filter form's ServiceId", async () => {
    const route = await resolveAgentsRoute(
      'quruvchi-mutaxassislar-xizmati',
      url(`quruvchi-mutaxassislar-xizmati?ServiceId=${top.id}&Search=ali`),
      'uz',
    );
    expect(route).toEqual({
      kind: 'redirect',
      status: 302,
      location: `/professionals/agents/${top.seoUrl}~${top.id}?Search=ali`,
    });
  });

  it('answers 404 for a non-number, an unknown or hidden service, or a slug without ~', async () => {
    for (const slug of [
      `${child.seoUrl}~abc`,
      'x~999999',
      `${inactiveChild.seoUrl}~${inactiveChild.id}`,
      'boshqa-sahifa',
    ]) {
      expect(await resolveAgentsRoute(slug, url(slug), 'uz'), slug).toEqual({ kind: 'notFound' });
    }
  });
});
