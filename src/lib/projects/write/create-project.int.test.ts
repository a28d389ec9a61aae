// POST /api/projects through the real endpoint: who may create, what is refused, what is stored.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { call } from '@tests/helpers/call';
import { makeActor, referenceIds, uploadImages, validProjectBody } from '@tests/factories/pro';
import { POST as createRoute } from '@/pages/api/projects/index';
import { db } from '@/lib/db/client.server';
import { projectFeatures, projectImages, projects } from '@/lib/db/schema';
import type { SessionAccount } from '@/lib/auth/session.server';

let pro: SessionAccount;
beforeAll(async () => {
  pro = await makeActor('pro');
});

async function post(
  account: SessionAccount | null,
  body: unknown,
  lang: 'uz' | 'ru' | 'en' = 'en',
) {
  return call(createRoute, '/api/projects', { method: 'POST', body, account, lang });
}

describe('POST /api/projects: who may create', () => {
  it('answers 401 without a session', async () => {
    const r = await post(null, await validProjectBody());
    expect(r.status).toBe(401);
  });

  it('refuses a signed-in account without PRO with 403, and one whose PRO lapsed', async () => {
    for (const kind of ['user', 'lapsedPro'] as const) {
      const r = await post(await makeActor(kind), await validProjectBody({ imageIds: [1] }));
      expect(r.status).toBe(403);
      expect(r.json.error.code).toBe('forbidden');
    }
  });

  it('lets a PRO account create: 201, code of 7 digits, slug, search text, features, images in order', async () => {
    const imageIds = await uploadImages(pro, 3);
    const response = await post(
      pro,
      await validProjectBody({
        imageIds: [imageIds[2]!, imageIds[0]!, imageIds[1]!],
        title: 'Oʻzbek uyi — zamonaviy',
      }),
    );
    expect(response.status).toBe(201);
    expect(response.json.seoProjectCode).toMatch(/^[1-9][0-9]{6}$/);
    expect(response.json.seoProjectUrl).toBe('ozbek-uyi-zamonaviy');
    expect(response.json.owner.accountId).toBe(pro.id);
    expect(response.json.contactPhone).toBe('+998901234567'); // normalised to E.164
    expect(response.json.images.map((i: { id: number }) => i.id)).toEqual([
      imageIds[2],
      imageIds[0],
      imageIds[1],
    ]);
    expect(response.headers.get('location')).toBe(`/api/projects/${response.json.id}`);

    const [row] = await db().select().from(projects).where(eq(projects.id, response.json.id));
    expect(row!.searchText).toContain('ozbek uyi');
    expect(row!.searchText).toContain('chilonzor 5');
    expect(row!.ownerAccountId).toBe(pro.id);
    const feats = await db()
      .select()
      .from(projectFeatures)
      .where(eq(projectFeatures.projectId, response.json.id));
    expect(feats.map((f) => f.feature).sort()).toEqual(['parking', 'terrace']);
    const imgs = await db().select().from(projectImages).where(inArray(projectImages.id, imageIds));
    expect(imgs.every((i) => i.projectId === response.json.id)).toBe(true);
    expect(imgs.find((i) => i.id === imageIds[2])!.position).toBe(0); // the cover
  });

  it('lets an Admin create without PRO', async () => {
    const admin = await makeActor('admin');
    const r = await post(admin, await validProjectBody({ imageIds: await uploadImages(admin, 1) }));
    expect(r.status).toBe(201);
  });

  it('gives every project its own code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const r = await post(pro, await validProjectBody({ imageIds: await uploadImages(pro, 1) }));
      codes.add(r.json.seoProjectCode);
    }
    expect(codes.size).toBe(3);
  });
});

describe('POST /api/projects: validation (400 with fields, translated)', () => {
  it('refuses unknown enum values', async () => {
    const response = await post(pro, {
      ...(await validProjectBody({ imageIds: [1] })),
      style: 'gothic',
      status: 'lease',
      features: ['pool'],
    });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('validation_failed');
    expect(Object.keys(response.json.error.fields)).toEqual(
      expect.arrayContaining(['style', 'status', 'features.0']),
    );
    expect(response.json.error.fields.style).toBe('Choose one of the listed values');
  });

  it('requires the GDPR consent', async () => {
    const body: Record<string, unknown> = {
      ...(await validProjectBody({ imageIds: await uploadImages(pro, 1) })),
    };
    delete body.gdprConsent;
    const r = await post(pro, body);
    expect(r.status).toBe(400);
    expect(r.json.error.fields.gdprConsent).toEqual(expect.any(String));
    const r2 = await post(pro, { ...body, gdprConsent: false });
    expect(r2.json.error.fields.gdprConsent).toEqual(expect.any(String));
  });

  it('applies the text limits of docs/product.md §5, with the numbers in the message', async () => {
    const response = await post(pro, {
      ...(await validProjectBody({ imageIds: [1] })),
      title: 'ab',
      description: 'x'.repeat(1001),
    });
    expect(response.status).toBe(400);
    expect(response.json.error.fields.title).toBe('Enter at least 3 characters');
    expect(response.json.error.fields.description).toBe('Enter at most 1000 characters');
    const long = await post(
      pro,
      { ...(await validProjectBody({ imageIds: [1] })), title: 'x'.repeat(101) },
      'uz',
    );
    expect(long.json.error.fields.title).toBe('Koʻpi bilan 100 ta belgi kiriting');
  });

  it('refuses negative numbers, strings for numbers and an implausible footprint', async () => {
    const base = await validProjectBody({ imageIds: [1] });
    const r = await post(pro, { ...base, price: -1, bedrooms: -2, area: '100' });
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.error.fields)).toEqual(
      expect.arrayContaining(['price', 'bedrooms', 'area']),
    );
    const r2 = await post(pro, { ...base, width: 400, length: 400 });
    expect(r2.status).toBe(400);
    expect(r2.json.error.fields.length).toEqual(expect.any(String));
  });

  it('asks for at least one image and at most 20', async () => {
    const r = await post(pro, await validProjectBody({ imageIds: [] }));
    expect(r.json.error.fields.imageIds).toEqual(expect.any(String));
    const r2 = await post(
      pro,
      await validProjectBody({ imageIds: Array.from({ length: 21 }, (_, i) => i + 1) }),
    );
    expect(r2.json.error.fields.imageIds).toEqual(expect.any(String));
  });

  it('refuses a district of another region and an unknown category', async () => {
    const ref = await referenceIds();
    const response = await post(
      pro,
      await validProjectBody({
        imageIds: await uploadImages(pro, 1),
        districtId: ref.otherRegionDistrictId,
        categoryId: 999_999,
      }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.error.fields).sort()).toEqual(['categoryId', 'districtId']);
  });

  it('answers bad JSON with 400, not 500', async () => {
    const response = await call(createRoute, '/api/projects', {
      method: 'POST',
      body: '{"title": ',
      account: pro,
    });
    expect(response.status).toBe(400);
  });

  it('refuses images uploaded by someone else, and a failed save leaves the uploads usable', async () => {
    const other = await makeActor('pro');
    const [theirs] = await uploadImages(other, 1);
    const mine = await uploadImages(pro, 2);
    const r = await post(pro, await validProjectBody({ imageIds: [...mine, theirs!] }));
    expect(r.status).toBe(400);
    expect(r.json.error.fields.imageIds).toEqual(expect.any(String));
    const [still] = await db().select().from(projectImages).where(eq(projectImages.id, theirs!));
    expect(still!.projectId).toBeNull();
    // The same uploads, without the foreign one, save fine on the next try.
    const retry = await post(pro, await validProjectBody({ imageIds: mine }));
    expect(retry.status).toBe(201);
    expect(retry.json.imageIds).toEqual(mine);
  });

  it('refuses an image already attached to another project', async () => {
    const first = await post(pro, await validProjectBody({ imageIds: await uploadImages(pro, 1) }));
    const r = await post(pro, await validProjectBody({ imageIds: first.json.imageIds }));
    expect(r.status).toBe(400);
    expect(r.json.error.fields.imageIds).toEqual(expect.any(String));
  });
});
