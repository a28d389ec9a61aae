import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call } from '../helpers/call';
import { GET as getCategories } from '@/pages/api/category/get-all';
import { GET as getServices } from '@/pages/api/services';
import { GET as getRegions } from '@/pages/api/regions';
import { GET as getHealth } from '@/pages/api/health';
import { GET as getOpenApi } from '@/pages/api/openapi.json';
import { db } from '@/lib/db/client.server';
import { services } from '@/lib/db/schema';
import type { SessionAccount } from '@/lib/auth/session.server';

const admin: SessionAccount = {
  id: 1,
  fullName: 'Admin',
  role: 'Admin',
  isPro: false,
  proUntil: null,
  photoPath: null,
  agentId: null,
  agencyId: null,
};

describe('GET /api/category/get-all', () => {
  it('answers top-level categories with subCategories and totals', async () => {
    const response = await call(
      getCategories,
      '/api/category/get-all?PageNumber=1&PageSize=50&Lang=ru&Order=asc',
    );
    expect(response.status).toBe(200);
    expect(response.json.metaData.totalCount).toBeGreaterThan(3);
    const first = response.json.items[0];
    expect(first).toMatchObject({
      id: expect.any(Number),
      parentId: 0,
      seoUrl: expect.any(String),
      name: expect.any(String),
    });
    expect(Array.isArray(first.subCategories)).toBe(true);
    expect(
      response.json.items.some((i: { subCategories: unknown[] }) => i.subCategories.length > 0),
    ).toBe(true);
    expect(first.name).toMatch(/[а-яё]/i); // Russian names when Lang=ru
  });

  it('pages: PageSize 2 gives 2 items and the same total; page 2 continues', async () => {
    const all = await call(getCategories, '/api/category/get-all?PageSize=50');
    const p1 = await call(getCategories, '/api/category/get-all?PageSize=2&PageNumber=1');
    const p2 = await call(getCategories, '/api/category/get-all?PageSize=2&PageNumber=2');
    expect(p1.json.items).toHaveLength(2);
    expect(p1.json.metaData).toEqual({
      totalCount: all.json.metaData.totalCount,
      pageNumber: 1,
      pageSize: 2,
    });
    expect(p2.json.items[0].id).toBe(all.json.items[2].id);
  });

  it('answers names in each language; oz is Cyrillic', async () => {
    const uz = await call(getCategories, '/api/category/get-all?Lang=uz');
    const oz = await call(getCategories, '/api/category/get-all?Lang=oz');
    const en = await call(getCategories, '/api/category/get-all?Lang=en');
    expect(uz.json.items[0].name).toMatch(/[a-z]/i);
    expect(oz.json.items[0].name).toMatch(/[а-яўқғҳ]/i);
    expect(en.json.items[0].name).not.toBe(oz.json.items[0].name);
  });

  it('Order=desc reverses the top level', async () => {
    const asc = await call(getCategories, '/api/category/get-all?Order=asc');
    const desc = await call(getCategories, '/api/category/get-all?Order=desc');
    expect(desc.json.items.map((i: { id: number }) => i.id)).toEqual(
      asc.json.items.map((i: { id: number }) => i.id).reverse(),
    );
  });

  it.each([
    ['PageSize=500', 'PageSize'],
    ['PageSize=0', 'PageSize'],
    ['Lang=xx', 'Lang'],
    ['PageNumber=abc', 'PageNumber'],
    ['Order=up', 'Order'],
  ])('rejects %s with 400 and fields.%s', async (qs, field) => {
    const response = await call(getCategories, `/api/category/get-all?${qs}`, { lang: 'en' });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('validation_failed');
    expect(response.json.error.fields[field]).toEqual(expect.any(String));
    expect(response.json.error.fields[field]).not.toMatch(/^errors:/); // translated, not a key
  });

  it('answers the error message in the request language', async () => {
    const ru = await call(getCategories, '/api/category/get-all?PageSize=500', { lang: 'ru' });
    const uz = await call(getCategories, '/api/category/get-all?PageSize=500', { lang: 'uz' });
    expect(ru.json.error.fields.PageSize).not.toBe(uz.json.error.fields.PageSize);
  });
});

describe('GET /api/services', () => {
  it('hides inactive services from the public and shows them to Admin', async () => {
    const [inactive] = await db()
      .select()
      .from(services)
      .where(eq(services.isActive, false))
      .limit(1);
    expect(inactive).toBeDefined();
    const collect = (items: { id: number; subServices: { id: number }[] }[]) =>
      items.flatMap((i) => [i.id, ...i.subServices.map((s) => s.id)]);
    const pub = await call(getServices, '/api/services?PageSize=50');
    const adm = await call(getServices, '/api/services?PageSize=50', { account: admin });
    expect(collect(pub.json.items)).not.toContain(inactive!.id);
    expect(collect(adm.json.items)).toContain(inactive!.id);
    expect(pub.json.items[0].subServices).toEqual(expect.any(Array));
  });

  it('rejects PageSize=51', async () => {
    const r = await call(getServices, '/api/services?PageSize=51');
    expect(r.status).toBe(400);
    expect(r.json.error.fields.PageSize).toBeTruthy();
  });
});

describe('GET /api/regions', () => {
  it('answers 14 regions with 209 districts in the asked language', async () => {
    const response = await call(getRegions, '/api/regions?Lang=en');
    expect(response.status).toBe(200);
    expect(response.json.items).toHaveLength(14);
    const districts = response.json.items.flatMap((x: { districts: unknown[] }) => x.districts);
    expect(districts).toHaveLength(209);
    expect(response.json.items.map((x: { name: string }) => x.name)).toContain('Andijan Region');
  });
  it('rejects Lang=de', async () => {
    expect((await call(getRegions, '/api/regions?Lang=de')).status).toBe(400);
  });
});

describe('health and openapi', () => {
  it('health answers ok with the database kind', async () => {
    const r = await call(getHealth as never, '/api/health');
    expect(r.status).toBe(200);
    expect(r.json.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(r.json.database);
  });
  it('openapi describes the catalog endpoints with their query parameters', async () => {
    const response = await call(getOpenApi as never, '/api/openapi.json');
    expect(response.json.openapi).toBe('3.1.0');
    const op = response.json.paths['/api/category/get-all'].get;
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['PageNumber', 'PageSize', 'Lang', 'Order']),
    );
    expect(response.json.paths['/api/services']).toBeDefined();
    expect(response.json.paths['/api/regions']).toBeDefined();
  });
});
