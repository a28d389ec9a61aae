// The read API's shapes and status codes: GET /api/projects (paged cards, 400 with `fields` for bad
// input), /api/projects/featured, /api/projects/{id} (inactive → 404 unless owner or Admin).
import { beforeAll, describe, expect, it } from 'vitest';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { call } from '@tests/helpers/call';
import { GET as list } from '@/pages/api/projects/index';
import { GET as featured } from '@/pages/api/projects/featured';
import { GET as detail } from '@/pages/api/projects/[id]/index';

type Acc = Awaited<ReturnType<typeof makeReadAccount>>;
let owner: Acc, other: Acc, admin: Acc;

beforeAll(async () => {
  owner = await makeReadAccount({ agency: true });
  other = await makeReadAccount();
  admin = await makeReadAccount({ role: 'Admin' });
});

describe('GET /api/projects', () => {
  it('answers paged cards in the request language', async () => {
    await makeProject({ ownerAccountId: owner.id, status: 'rent', title: 'Ijara uyi' });
    const r = await call(list, '/api/projects?Status=rent&PageSize=5&Lang=en');
    expect(r.status).toBe(200);
    expect(r.json.metaData).toEqual({
      totalCount: 1,
      pageNumber: 1,
      pageSize: 5,
      nextCursor: null,
    });
    expect(r.json.items[0]).toMatchObject({
      title: 'Ijara uyi',
      status: 'rent',
      seoProjectCode: expect.any(String),
      seoProjectUrl: 'ijara-uyi',
      owner: { accountId: owner.id, agencyId: owner.agencyId, kind: 'agency' },
      image: { variants: expect.any(Array) },
    });
  });

  it.each([
    ['Status=lease', 'Status'],
    ['Storeys=ten', 'Storeys'],
    ['Storeys=single&Storeys=ten', 'Storeys'],
    ['Style=gothic', 'Style'],
    ['Sort=cheapest', 'Sort'],
    ['PriceMin=abc', 'PriceMin'],
    ['AreaMax=-5', 'AreaMax'],
    ['HasGarage=yes', 'HasGarage'],
    ['PageSize=51', 'PageSize'],
    ['PageNumber=0', 'PageNumber'],
    ['RegionId=x', 'RegionId'],
    [`Search=${'a'.repeat(101)}`, 'Search'],
  ])('rejects %s with 400 and fields.%s, translated', async (qs, field) => {
    const response = await call(list, `/api/projects?${qs}`, { lang: 'ru' });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('validation_failed');
    expect(response.json.error.fields[field]).toEqual(expect.any(String));
    expect(response.json.error.fields[field]).not.toMatch(/^(errors|projects):/);
  });
});

describe('GET /api/projects/{id}', () => {
  it('answers the detail with images, features, reviewCount and isSelected', async () => {
    const project = await makeProject({
      ownerAccountId: owner.id,
      images: 2,
      features: ['balcony'],
    });
    const response = await call(detail, `/api/projects/${project.id}`, {
      params: { id: String(project.id) },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id: project.id,
      features: ['balcony'],
      reviewCount: 0,
      isSelected: false,
    });
    expect(response.json.images).toHaveLength(2);
    expect(response.json).not.toHaveProperty('searchText');
  });

  it('hides an inactive project from others (404), shows it to the owner and Admin', async () => {
    const p = await makeProject({ ownerAccountId: owner.id, isActive: false });
    const path = `/api/projects/${p.id}`;
    const params = { id: String(p.id) };
    expect((await call(detail, path, { params })).status).toBe(404);
    expect((await call(detail, path, { params, account: other })).status).toBe(404);
    expect((await call(detail, path, { params, account: owner })).status).toBe(200);
    expect((await call(detail, path, { params, account: admin })).status).toBe(200);
    expect((await call(detail, '/api/projects/abc', { params: { id: 'abc' } })).status).toBe(404);
  });
});

describe('GET /api/projects/featured', () => {
  it('answers cards, at most PageSize', async () => {
    await makeProject({ ownerAccountId: owner.id, isFeatured: true });
    const response = await call(featured, '/api/projects/featured?PageSize=2');
    expect(response.status).toBe(200);
    expect(response.json.items.length).toBeGreaterThan(0);
    expect(response.json.items.length).toBeLessThanOrEqual(2);
    expect(response.json.items[0].isFeatured).toBe(true);
    expect((await call(featured, '/api/projects/featured?PageSize=100')).status).toBe(400);
  });
});
