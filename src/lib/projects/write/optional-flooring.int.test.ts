// A project saved without choosing the floor type was once stored and shown as "other". An optional
// enum the author did not choose stays empty (NULL) in the row, the API's answers and the form's
// initial values; choosing one and clearing it again works too.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call } from '@tests/helpers/call';
import { makeActor, uploadImages, validProjectBody } from '@tests/factories/pro';
import { POST as createRoute } from '@/pages/api/projects/index';
import { GET as getRoute, PUT as putRoute } from '@/pages/api/projects/[id]/index';
import { db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import { toFormInitial } from '@/lib/pages/projects/edit-page.server';
import type { SessionAccount } from '@/lib/auth/session.server';
import type { ProjectDto } from '@/lib/projects/project-dto.server';

let pro: SessionAccount;
beforeAll(async () => {
  pro = await makeActor('pro');
});

async function bodyWithoutFlooring(extra: Record<string, unknown> = {}) {
  const { flooring: _unchosen, ...body } = await validProjectBody({
    imageIds: await uploadImages(pro, 1),
  });
  return { ...body, ...extra };
}
const storedFlooring = async (id: number) =>
  (await db().select({ f: projects.flooring }).from(projects).where(eq(projects.id, id)))[0]!.f;

describe('the floor type is optional', () => {
  it('a project created without it stores and answers null, never "other"', async () => {
    const created = await call(createRoute, '/api/projects', {
      method: 'POST',
      body: await bodyWithoutFlooring(),
      account: pro,
    });
    expect(created.status).toBe(201);
    expect(created.json.flooring).toBeNull();
    expect(await storedFlooring(created.json.id)).toBeNull();

    const read = await call(getRoute, `/api/projects/${created.json.id}`, {
      params: { id: String(created.json.id) },
    });
    expect(read.json.flooring).toBeNull();
    expect(toFormInitial(created.json as ProjectDto).initial.flooring).toBeNull();
  });

  it('a chosen floor type is kept; saving the form without one clears it', async () => {
    const created = await call(createRoute, '/api/projects', {
      method: 'POST',
      body: await bodyWithoutFlooring({ flooring: 'beams' }),
      account: pro,
    });
    expect(created.json.flooring).toBe('beams');
    const id = created.json.id as number;
    const { flooring: _f, ...rest } = created.json as Record<string, unknown>;
    const cleared = await call(putRoute, `/api/projects/${id}`, {
      method: 'PUT',
      body: { ...rest, imageIds: created.json.images.map((i: { id: number }) => i.id) },
      account: pro,
      params: { id: String(id) },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.json.flooring).toBeNull();
    expect(await storedFlooring(id)).toBeNull();
  });

  it('an explicit null is "not chosen"; an unknown value is still refused', async () => {
    const ok = await call(createRoute, '/api/projects', {
      method: 'POST',
      body: await bodyWithoutFlooring({ flooring: null }),
      account: pro,
    });
    expect(ok.status).toBe(201);
    expect(ok.json.flooring).toBeNull();
    const bad = await call(createRoute, '/api/projects', {
      method: 'POST',
      body: await bodyWithoutFlooring({ flooring: 'carpet' }),
      account: pro,
      lang: 'en',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(['flooring']);
  });
});
