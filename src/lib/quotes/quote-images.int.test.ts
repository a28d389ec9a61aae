// Photos of quote requests through the real upload route: the image pipeline (a real JPEG in,
// AVIF and WebP files out), any signed-in account, not a visitor, not a non-image; and the sweep
// of photos never sent with a request.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '@tests/helpers/call';
import { makePerson } from '@tests/helpers/authz-world';
import { fileForm, jpeg } from '@tests/factories/pro';
import { makeAgent } from '@tests/factories/professionals';
import { db } from '@/lib/db/client.server';
import { quoteRequestImages, regions, services, type ImageVariant } from '@/lib/db/schema';
import { keyOfMediaUrl } from '@/lib/uploads/media-key';
import { storage } from '@/lib/uploads/storage.server';
import { POST as uploadApi } from '@/pages/api/quote-requests/images';
import { POST as createApi } from '@/pages/api/quote-requests/index';
import { sweepUnsentQuoteImages } from './images.sweep.server';

const filesExist = (variants: ImageVariant[]) =>
  Promise.all(variants.map(async (v) => (await storage().read(keyOfMediaUrl(v.path)!)) !== null));
const rowOf = async (id: number) =>
  (await db().select().from(quoteRequestImages).where(eq(quoteRequestImages.id, id)))[0];

describe('quote request photos', () => {
  it('stores an upload of any signed-in account through the image pipeline', async () => {
    const user = await makePerson('user');
    const up = await call(uploadApi, '/api/quote-requests/images', {
      method: 'POST',
      account: user.account,
      formData: fileForm(await jpeg(200, 150)),
    });
    expect(up.status, up.text).toBe(201);
    expect(up.json.variants.map((v: ImageVariant) => v.format)).toContain('webp');
    expect(await filesExist(up.json.variants)).not.toContain(false);
    expect((await rowOf(up.json.id))?.uploaderAccountId).toBe(user.account.id);

    const visitor = await call(uploadApi, '/api/quote-requests/images', {
      method: 'POST',
      account: null,
      formData: fileForm(await jpeg(20, 20)),
    });
    expect(visitor.status).toBe(401);
    const text = new FormData();
    text.append('file', new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }), 'x.png');
    const bad = await call(uploadApi, '/api/quote-requests/images', {
      method: 'POST',
      account: user.account,
      formData: text,
    });
    expect(bad.status).toBe(400);
  });

  it('sweeps photos never sent after a day, rows and files, and keeps those of a request', async () => {
    const user = await makePerson('user');
    const upload = async () =>
      (
        await call(uploadApi, '/api/quote-requests/images', {
          method: 'POST',
          account: user.account,
          formData: fileForm(await jpeg(64, 48)),
        })
      ).json as { id: number; variants: ImageVariant[] };
    const [old, recent, sent] = [await upload(), await upload(), await upload()];
    const [service] = await db()
      .insert(services)
      .values({ seoUrl: 'quote-photo-sweep', nameUz: 'S', nameRu: 'S', nameEn: 'S' })
      .returning();
    const [region] = await db().select().from(regions).limit(1);
    await makeAgent({ serviceIds: [service!.id], regionId: region!.id });
    const made = await call(createApi, '/api/quote-requests', {
      method: 'POST',
      account: user.account,
      body: {
        serviceId: service!.id,
        regionId: region!.id,
        description: 'Devorda yoriq paydo bo‘ldi, ko‘rib chiqish kerak',
        imageIds: [sent.id],
      },
    });
    expect(made.status, made.text).toBe(201);
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    for (const id of [old.id, sent.id])
      await db()
        .update(quoteRequestImages)
        .set({ createdAt: dayAgo })
        .where(eq(quoteRequestImages.id, id));

    expect(await sweepUnsentQuoteImages()).toBe(1);
    expect(await rowOf(old.id)).toBeUndefined();
    expect(await filesExist(old.variants)).not.toContain(true);
    expect((await rowOf(recent.id))?.requestId).toBeNull();
    expect((await rowOf(sent.id))?.requestId).toBe(made.json.id);
    expect(await filesExist(sent.variants)).not.toContain(false);
  });
});
