// Admin's categories and services through the real routes (docs/api.md "Admin"): create with names
// in four languages (oz transliterated), seoUrl made and kept unique, two levels only, order among
// siblings, delete refused while in use, the audit entry of each write, and the public answers
// (and cached pages) showing every change at once.
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '@tests/helpers/call';
import { makePerson, type Person } from '@tests/helpers/authz-world';
import { makeProject } from '@tests/factories/projects';
import { makeAgent } from '@tests/factories/professionals';
import { db } from '@/lib/db/client.server';
import { auditLog, quoteRequests, regions } from '@/lib/db/schema';
import { cacheKey, getCached, storeIfCacheable } from '@/lib/cache/page-cache';
import { latinToCyrillic } from '@/lib/i18n/translit';
import { GET as listCats, POST as createCat } from '@/pages/api/admin/categories/index';
import { PUT as putCat, DELETE as delCat } from '@/pages/api/admin/categories/[id]';
import { GET as listSvcs, POST as createSvc } from '@/pages/api/admin/services/index';
import { PUT as putSvc, DELETE as delSvc } from '@/pages/api/admin/services/[id]';
import { GET as publicCats } from '@/pages/api/category/get-all';
import { GET as publicSvcs } from '@/pages/api/services';

let admin: Person;
let n = 0;
const uniq = () => `${Date.now().toString(36)}${++n}`;
const names = (base: string) => ({
  uz: `Oʻrmon ${base}`,
  ru: `Лес ${base}`,
  en: `Forest ${base}`,
});
const as = (who: Person | null) => ({ account: who?.account ?? null });

const postCat = (body: unknown, who: Person | null = admin) =>
  call(createCat, '/api/admin/categories', { method: 'POST', body, ...as(who) });
const putCategory = (id: number, body: unknown, who: Person | null = admin) =>
  call(putCat, `/api/admin/categories/${id}`, {
    method: 'PUT',
    body,
    params: { id: String(id) },
    ...as(who),
  });
const deleteCategory = (id: number, lang: 'en' | 'ru' = 'en') =>
  call(delCat, `/api/admin/categories/${id}`, {
    method: 'DELETE',
    params: { id: String(id) },
    lang,
    ...as(admin),
  });
const postSvc = (body: unknown) =>
  call(createSvc, '/api/admin/services', { method: 'POST', body, ...as(admin) });
const putService = (id: number, body: unknown) =>
  call(putSvc, `/api/admin/services/${id}`, {
    method: 'PUT',
    body,
    params: { id: String(id) },
    ...as(admin),
  });
const lastAudit = async (entity: string, entityId: number) =>
  (
    await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

/** Stores a public answer in the page cache, as the middleware does for a visitor. */
const keep = async (key: string, res: { text: string }) =>
  storeIfCacheable(
    key,
    new Response(res.text, { status: 200, headers: { 'content-type': 'application/json' } }),
  );

beforeAll(async () => {
  admin = await makePerson('admin');
});

describe('admin categories', () => {
  it('creates a top-level category: oz transliterated, seoUrl from uz, audit entry', async () => {
    const base = uniq();
    const res = await postCat({ parentId: 0, name: names(base) });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      parentId: 0,
      seoUrl: `ormon-${base}`,
      name: { ...names(base), oz: latinToCyrillic(`Oʻrmon ${base}`) },
      projectCount: 0,
      projectCountWithSub: 0,
      isActive: true,
    });
    expect(res.json.name.oz).toMatch(/Ўрмон/);
    const entry = await lastAudit('category', res.json.id);
    expect(entry?.action).toBe('category.create');
    expect(entry?.actorAccountId).toBe(admin.account.id);
    // The same uz name again gets a free suffix; an explicit taken seoUrl is a 409 beside the field.
    const again = await postCat({ parentId: 0, name: names(base) });
    expect(again.json.seoUrl).toBe(`ormon-${base}-2`);
    const taken = await postCat({ parentId: 0, name: names(base), seoUrl: `ormon-${base}` });
    expect(taken.status).toBe(409);
    expect(taken.json.error.code).toBe('conflict');
    expect(taken.json.error.fields.seoUrl).toBeTruthy();
  });

  it('keeps an explicit oz and rejects bad bodies with translated fields', async () => {
    const base = uniq();
    const ok = await postCat({
      parentId: 0,
      name: { ...names(base), oz: 'Ўзим' },
      seoUrl: `x-${base}`,
    });
    expect(ok.json.name.oz).toBe('Ўзим');
    expect(ok.json.seoUrl).toBe(`x-${base}`);
    const bad = await postCat({
      parentId: 0,
      name: { uz: 'A', ru: '', en: '  ' },
      seoUrl: 'Bad Url',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['name.en', 'name.ru', 'seoUrl']);
    expect(bad.json.error.fields['name.ru']).not.toMatch(/errors:/);
    expect((await postCat('nonsense')).status).toBe(400);
    expect((await postCat({ parentId: 'x', name: names(base) })).status).toBe(400);
  });

  it('allows two levels only: the parent must exist and be top level', async () => {
    const top = (await postCat({ parentId: 0, name: names(uniq()) })).json;
    const child = await postCat({ parentId: top.id, name: names(uniq()) });
    expect(child.status).toBe(201);
    expect(child.json.parentId).toBe(top.id);
    const grandChild = await postCat({ parentId: child.json.id, name: names(uniq()) });
    expect(grandChild.status).toBe(400);
    expect(grandChild.json.error.fields.parentId).toBeTruthy();
    expect((await postCat({ parentId: 99_999_999, name: names(uniq()) })).status).toBe(400);
    // A parent with children cannot itself become a child.
    const other = (await postCat({ parentId: 0, name: names(uniq()) })).json;
    const move = await putCategory(top.id, { parentId: other.id, name: names('m') });
    expect(move.status).toBe(400);
    expect(move.json.error.fields.parentId).toBeTruthy();
  });

  it('orders children: new ones at the end, PUT order moves one and renumbers', async () => {
    const top = (await postCat({ parentId: 0, name: names(uniq()) })).json;
    const a = (await postCat({ parentId: top.id, name: names(uniq()) })).json;
    const b = (await postCat({ parentId: top.id, name: names(uniq()) })).json;
    const c = (await postCat({ parentId: top.id, name: names(uniq()) })).json;
    expect([a.order, b.order, c.order]).toEqual([0, 1, 2]);
    const moved = await putCategory(c.id, { parentId: top.id, name: c.name, order: 0 });
    expect(moved.status, moved.text).toBe(200);
    const list = (await call(listCats, '/api/admin/categories', as(admin))).json.items;
    const kids = list.filter((i: { parentId: number }) => i.parentId === top.id);
    expect(kids.map((k: { id: number }) => k.id)).toEqual([c.id, a.id, b.id]);
    expect(kids.map((k: { order: number }) => k.order)).toEqual([0, 1, 2]);
    // Tree order: the parent comes right before its children.
    expect(list.findIndex((i: { id: number }) => i.id === top.id)).toBe(
      list.findIndex((i: { id: number }) => i.id === c.id) - 1,
    );
    const entry = await lastAudit('category', c.id);
    expect(entry?.action).toBe('category.update');
    expect((entry?.details as { changes: Record<string, unknown> }).changes).toHaveProperty(
      'order',
    );
  });

  it('edits names (seoUrl kept when left out) and the public tree shows it at once', async () => {
    const made = (await postCat({ parentId: 0, name: names(uniq()) })).json;
    // A visitor's cached copy of the public list, as the middleware would keep it.
    const url = new URL('http://localhost/api/category/get-all?PageSize=50&Lang=en');
    const key = cacheKey('en', url);
    await keep(key, await call(publicCats, url.pathname + url.search));
    expect(getCached(key, 60_000)).not.toBeNull();
    const renamed = { uz: 'Yangi nom', ru: 'Новое имя', en: `Renamed ${uniq()}` };
    const res = await putCategory(made.id, { parentId: 0, name: renamed });
    expect(res.status).toBe(200);
    expect(res.json.seoUrl).toBe(made.seoUrl);
    expect(res.json.name.oz).toBe(latinToCyrillic('Yangi nom'));
    expect(getCached(key, 60_000)).toBeNull();
    const pub = await call(publicCats, url.pathname + url.search);
    expect(pub.json.items.some((i: { name: string }) => i.name === renamed.en)).toBe(true);
  });

  it('counts a category’s own projects and those with its sub-categories', async () => {
    const top = (await postCat({ parentId: 0, name: names(uniq()) })).json;
    const a = (await postCat({ parentId: top.id, name: names(uniq()) })).json;
    const b = (await postCat({ parentId: top.id, name: names(uniq()) })).json;
    const empty = (await postCat({ parentId: 0, name: names(uniq()) })).json;
    const owner = await makePerson('agentPro');
    for (const categoryId of [top.id, a.id, a.id, b.id])
      await makeProject({ ownerAccountId: owner.account.id, categoryId });
    const list = (await call(listCats, '/api/admin/categories', as(admin))).json.items;
    const counts = (id: number) => {
      const i = list.find((x: { id: number }) => x.id === id);
      return [i.projectCount, i.projectCountWithSub];
    };
    expect(counts(top.id)).toEqual([1, 4]);
    expect(counts(a.id)).toEqual([2, 2]);
    expect(counts(b.id)).toEqual([1, 1]);
    expect(counts(empty.id)).toEqual([0, 0]);
    // One item (the answer of PUT) counts the same way.
    const put = await putCategory(top.id, { parentId: 0, name: names(uniq()) });
    expect([put.json.projectCount, put.json.projectCountWithSub]).toEqual([1, 4]);
  });

  it('refuses to delete a category with projects or children, naming how many', async () => {
    const top = (await postCat({ parentId: 0, name: names(uniq()) })).json;
    const child = (await postCat({ parentId: top.id, name: names(uniq()) })).json;
    const owner = await makePerson('agentPro');
    await makeProject({ ownerAccountId: owner.account.id, categoryId: child.id });
    await makeProject({ ownerAccountId: owner.account.id, categoryId: child.id });
    const list = (await call(listCats, '/api/admin/categories', as(admin))).json.items;
    expect(list.find((i: { id: number }) => i.id === child.id).projectCount).toBe(2);
    const used = await deleteCategory(child.id);
    expect(used.status).toBe(409);
    expect(used.json.error.code).toBe('conflict');
    expect(used.json.error.message).toMatch(/projects: 2/);
    const parent = await deleteCategory(top.id, 'ru');
    expect(parent.status).toBe(409);
    expect(parent.json.error.message).toMatch(/подкатегорий: 1/);
    const free = (await postCat({ parentId: 0, name: names(uniq()) })).json;
    expect((await deleteCategory(free.id)).status).toBe(204);
    expect((await deleteCategory(free.id)).status).toBe(404);
    expect((await lastAudit('category', free.id))?.action).toBe('category.delete');
  });

  it('is for Admin only', async () => {
    const agent = await makePerson('agentPro');
    expect((await call(listCats, '/api/admin/categories', as(null))).status).toBe(401);
    expect((await call(listCats, '/api/admin/categories', as(agent))).status).toBe(403);
    expect((await postCat({ parentId: 0, name: names(uniq()) }, agent)).status).toBe(403);
    expect((await putCategory(1, { parentId: 0, name: names('x') }, null)).status).toBe(401);
    expect((await putCategory(99_999_999, { parentId: 0, name: names('x') })).status).toBe(404);
  });
});

describe('admin services', () => {
  it('an inactive service vanishes from the public services at once, and comes back', async () => {
    const svc = (await postSvc({ parentId: 0, name: names(uniq()) })).json;
    expect(svc.isActive).toBe(true);
    const child = (await postSvc({ parentId: svc.id, name: names(uniq()) })).json;
    const visible = async () =>
      (await call(publicSvcs, '/api/services?PageSize=50&Lang=en')).json.items.some(
        (i: { id: number }) => i.id === svc.id,
      );
    expect(await visible()).toBe(true);
    const url = new URL('http://localhost/api/services?PageSize=50');
    const key = cacheKey('uz', url);
    await keep(key, await call(publicSvcs, url.pathname + url.search));
    const off = await putService(svc.id, { parentId: 0, name: svc.name, isActive: false });
    expect(off.status).toBe(200);
    expect(off.json.isActive).toBe(false);
    expect(getCached(key, 60_000)).toBeNull();
    expect(await visible()).toBe(false);
    const all = (await call(listSvcs, '/api/admin/services', as(admin))).json.items;
    expect(all.find((i: { id: number }) => i.id === svc.id).isActive).toBe(false);
    expect(all.some((i: { id: number }) => i.id === child.id)).toBe(true);
    const entry = await lastAudit('service', svc.id);
    expect(entry?.action).toBe('service.update');
    expect((entry?.details as { changes: Record<string, unknown> }).changes.isActive).toEqual({
      before: true,
      after: false,
    });
    // Left out on PUT, isActive stays as it is.
    await putService(svc.id, { parentId: 0, name: svc.name });
    expect(await visible()).toBe(false);
    await putService(svc.id, { parentId: 0, name: svc.name, isActive: true });
    expect(await visible()).toBe(true);
  });

  it('refuses to delete a service that profiles offer', async () => {
    const svc = (await postSvc({ parentId: 0, name: names(uniq()) })).json;
    await makeAgent({ serviceIds: [svc.id] });
    const res = await call(delSvc, `/api/admin/services/${svc.id}`, {
      method: 'DELETE',
      params: { id: String(svc.id) },
      ...as(admin),
    });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toMatch(/profillar: 1/); // the request language (uz by default);
    const all = (await call(listSvcs, '/api/admin/services', as(admin))).json.items;
    expect(all.find((i: { id: number }) => i.id === svc.id).profileCount).toBe(1);
  });

  it('refuses to delete a service a quote request names, even when nobody offers it any more', async () => {
    const svc = (await postSvc({ parentId: 0, name: names(uniq()) })).json;
    const customer = await makePerson('user');
    const [region] = await db().select().from(regions).limit(1);
    await db().insert(quoteRequests).values({
      customerAccountId: customer.account.id,
      serviceId: svc.id,
      regionId: region!.id,
      description: 'Eski soʻrov: xizmat oʻchirilmasin',
    });
    const res = await call(delSvc, `/api/admin/services/${svc.id}`, {
      method: 'DELETE',
      params: { id: String(svc.id) },
      ...as(admin),
      lang: 'en',
    });
    expect(res.status, res.text).toBe(409);
    expect(res.json.error.message).toMatch(/quote requests: 1/);
  });
});
