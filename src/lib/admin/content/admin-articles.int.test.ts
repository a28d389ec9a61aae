// Admin news and life hacks through the real endpoints: who may call them, validation, the image
// taken over from POST /api/admin/images, scheduling (a future publishedAt stays hidden from the
// public API), the audit entry of every write and the cache generation bump.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { call } from '@tests/helpers/call';
import { fileForm, jpeg, makeActor } from '@tests/factories/pro';
import { db } from '@/lib/db/client.server';
import { auditLog, cacheGenerations, lifeHacks, news, projectImages } from '@/lib/db/schema';
import { keyOfMediaUrl } from '@/lib/uploads/media-key';
import { storage } from '@/lib/uploads/storage.server';
import type { SessionAccount } from '@/lib/auth/session.server';
import { GET as listRoute, POST as createRoute } from '@/pages/api/admin/news/index';
import {
  DELETE as deleteRoute,
  GET as itemRoute,
  PUT as putRoute,
} from '@/pages/api/admin/news/[id]';
import { POST as lifeHackCreate } from '@/pages/api/admin/life-hacks/index';
import { POST as imageRoute } from '@/pages/api/admin/images';
import { GET as publicItem } from '@/pages/api/news/[id]';
import { GET as publicList } from '@/pages/api/news/index';
import { GET as publicLifeHack } from '@/pages/api/life-hacks/[id]';

let admin: SessionAccount;
let user: SessionAccount;
beforeAll(async () => {
  admin = await makeActor('admin');
  user = await makeActor('user');
});

const body = (over: Record<string, unknown> = {}) => ({
  title: { uz: `Yangi bino ${Math.random()}`, ru: 'Новое здание', en: 'New building' },
  text: { uz: 'Birinchi **qalin**.\n\nIkkinchi.', ru: 'Текст.', en: 'Text.' },
  source: 'https://gov.uz/x',
  ...over,
});
const create = (b: unknown, account: SessionAccount | null = admin) =>
  call(createRoute, '/api/admin/news', { method: 'POST', body: b, account, lang: 'en' });
const put = (id: number, b: unknown) =>
  call(putRoute, `/api/admin/news/${id}`, {
    method: 'PUT',
    params: { id: String(id) },
    body: b,
    account: admin,
    lang: 'en',
  });
const upload = async (account: SessionAccount = admin) =>
  call(imageRoute, '/api/admin/images', {
    method: 'POST',
    formData: fileForm(await jpeg(900, 600)),
    account,
    lang: 'en',
  });
const audits = (action: string, entityId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id));
const generation = async () =>
  (await db().select().from(cacheGenerations).where(eq(cacheGenerations.key, 'public')))[0]
    ?.generation ?? 0;
const fileExists = async (path: string) => (await storage().read(keyOfMediaUrl(path)!)) !== null;

describe('admin news: authorisation', () => {
  it('answers 401 to a visitor and 403 to a user, and writes nothing', async () => {
    expect((await create(body(), null)).status).toBe(401);
    expect((await create(body(), user)).status).toBe(403);
    expect((await call(listRoute, '/api/admin/news', { account: user })).status).toBe(403);
    expect((await upload(user)).status).toBe(403);
  });
});

describe('admin news: create with an image, read, edit, delete', () => {
  it('publishes an item the public API shows, with the uploaded image, audited', async () => {
    const before = await generation();
    const up = await upload();
    expect(up.status, up.text).toBe(201);
    const { imageId, image } = up.json;
    expect(image.imagePath).toMatch(/^\/media\/articles\/.+-[0-9]+\.webp$/);
    expect(await fileExists(image.imagePath)).toBe(true);

    const res = await create(
      body({ imageId, title: { uz: 'Oʻzbekiston yangiliklari', ru: 'Р', en: 'E' } }),
    );
    expect(res.status, res.text).toBe(201);
    const item = res.json;
    expect(item.seoUrl).toMatch(/^ozbekiston-yangiliklari(-\d+)?$/);
    expect(item.seoDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(item.image).toEqual({ imagePath: image.imagePath });
    expect(item.title.oz).toBe('');
    expect(item.isVisible).toBe(true);
    // The upload row is taken over: the sweep of abandoned uploads can no longer touch it.
    expect(await db().select().from(projectImages).where(eq(projectImages.id, imageId))).toEqual(
      [],
    );

    const pub = await call(publicItem, `/api/news/${item.id}`, {
      params: { id: String(item.id) },
      lang: 'oz',
    });
    expect(pub.status).toBe(200);
    expect(pub.json.title).toBe('Ўзбекистон янгиликлари');
    expect(pub.json.image).toEqual({ imagePath: image.imagePath });

    const [entry] = await audits('news.create', item.id);
    expect(entry?.actorAccountId).toBe(admin.id);
    expect(await generation()).toBeGreaterThan(before);

    // The same image cannot be used twice, and nobody else's upload can be taken.
    const again = await create(body({ imageId }));
    expect(again.status).toBe(400);
    expect(again.json.error.fields.imageId).toBeTruthy();
  });

  it('edits: keeps the slug, replaces the image (old files removed), audits the changed fields', async () => {
    const first = (await upload()).json;
    const created = (await create(body({ imageId: first.imageId }))).json;
    const second = (await upload()).json;
    const res = await put(
      created.id,
      body({ title: { uz: 'Boshqa nom', ru: 'Р', en: 'E' }, imageId: second.imageId }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.seoUrl).toBe(created.seoUrl);
    expect(res.json.title.uz).toBe('Boshqa nom');
    expect(res.json.image.imagePath).toBe(second.image.imagePath);
    expect(await fileExists(first.image.imagePath)).toBe(false);
    const [entry] = await audits('news.update', created.id);
    const changes = (entry!.details as { changes: Record<string, unknown> }).changes;
    expect(Object.keys(changes).sort()).toEqual(['imagePath', 'titleEn', 'titleRu', 'titleUz']);

    // Absent imageId keeps the image; null removes it.
    const kept = await put(created.id, body());
    expect(kept.json.image.imagePath).toBe(second.image.imagePath);
    const removed = await put(created.id, body({ imageId: null }));
    expect(removed.json.image).toBeNull();
    expect(await fileExists(second.image.imagePath)).toBe(false);

    const got = await call(itemRoute, `/api/admin/news/${created.id}`, {
      params: { id: String(created.id) },
      account: admin,
    });
    expect(got.json.text.uz).toBe(body().text.uz);
  });

  it('deletes: 204, gone for visitors, audited; a second delete is 404', async () => {
    const created = (await create(body())).json;
    const del = () =>
      call(deleteRoute, `/api/admin/news/${created.id}`, {
        method: 'DELETE',
        params: { id: String(created.id) },
        account: admin,
      });
    expect((await del()).status).toBe(204);
    expect(await db().select().from(news).where(eq(news.id, created.id))).toEqual([]);
    expect((await audits('news.delete', created.id)).length).toBe(1);
    expect((await del()).status).toBe(404);
  });

  it('PUT of a missing item is 404', async () => {
    expect((await put(2_000_000_000, body())).status).toBe(404);
  });
});

describe('admin news: scheduling and search', () => {
  it('keeps a future item out of the public list and detail, but lists it for admins', async () => {
    const future = new Date(Date.now() + 3 * 86400_000).toISOString();
    const uz = `Rejalashtirilgan ${Date.now()}`;
    const res = await create(body({ publishedAt: future, title: { uz, ru: 'Р', en: 'E' } }));
    expect(res.status, res.text).toBe(201);
    expect(res.json.isVisible).toBe(false);
    expect(res.json.publishedAt).toBe(future);
    const id = res.json.id;
    expect((await call(publicItem, `/api/news/${id}`, { params: { id: String(id) } })).status).toBe(
      404,
    );
    const list = await call(publicList, '/api/news?PageSize=50');
    expect(list.json.items.some((i: { id: number }) => i.id === id)).toBe(false);

    const found = await call(listRoute, `/api/admin/news?Search=${encodeURIComponent(uz)}`, {
      account: admin,
    });
    expect(found.json.items.map((i: { id: number }) => i.id)).toEqual([id]);
    // Either script: the Cyrillic spelling finds the Latin title.
    const cyr = await call(
      listRoute,
      `/api/admin/news?Search=${encodeURIComponent('Режалаштирилган')}`,
      {
        account: admin,
      },
    );
    expect(cyr.json.items.some((i: { id: number }) => i.id === id)).toBe(true);
  });
});

describe('admin news: validation', () => {
  it.each([
    ['no Uzbek title', body({ title: { uz: ' ', ru: 'a', en: 'b' } }), 'title.uz'],
    ['a javascript: source', body({ source: 'javascript:alert(1)' }), 'source'],
    ['a date without a zone', body({ publishedAt: '2026-01-01 10:00' }), 'publishedAt'],
    ['a text id', body({ imageId: 'x' }), 'imageId'],
    ['no text at all', { title: body().title }, 'text'],
  ])('refuses %s with 400 and the field', async (_n, b, field) => {
    const res = await create(b);
    expect(res.status, res.text).toBe(400);
    expect(res.json.error.code).toBe('validation_failed');
    expect(Object.keys(res.json.error.fields)).toContain(field);
  });

  it('refuses an upload of someone else', async () => {
    const other = await makeActor('admin');
    const up = (await upload(other)).json;
    const res = await create(body({ imageId: up.imageId }));
    expect(res.status).toBe(400);
    expect(res.json.error.fields.imageId).toBeTruthy();
  });
});

describe('admin life hacks', () => {
  it('creates into the life hacks table and the public life hack API shows it', async () => {
    const res = await call(lifeHackCreate, '/api/admin/life-hacks', {
      method: 'POST',
      body: body(),
      account: admin,
    });
    expect(res.status, res.text).toBe(201);
    const [row] = await db().select().from(lifeHacks).where(eq(lifeHacks.id, res.json.id));
    expect(row?.titleRu).toBe('Новое здание');
    expect((await audits('lifeHack.create', res.json.id)).length).toBe(1);
    const pub = await call(publicLifeHack, `/api/life-hacks/${res.json.id}`, {
      params: { id: String(res.json.id) },
    });
    expect(pub.status).toBe(200);
  });
});
