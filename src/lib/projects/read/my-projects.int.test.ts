// GET /api/my-projects: only the caller's projects, active and inactive, with the counts an owner watches.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call } from '@tests/helpers/call';
import { makeActor, makeOwnedProject } from '@tests/factories/pro';
import { GET as myProjectsRoute } from '@/pages/api/my-projects';
import { db } from '@/lib/db/client.server';
import { projects, reviews, selectedProjects } from '@/lib/db/schema';

describe('GET /api/my-projects', () => {
  it('answers 401 without a session', async () => {
    expect((await call(myProjectsRoute, '/api/my-projects')).status).toBe(401);
  });

  it('lists the caller’s projects only, inactive ones included, newest first, with views, saves and reviews', async () => {
    const owner = await makeActor('pro');
    const other = await makeActor('pro');
    const reader = await makeActor('user');
    const first = await makeOwnedProject(owner, { title: 'Birinchi loyiha' });
    const second = await makeOwnedProject(owner, { title: 'Ikkinchi loyiha', isActive: false });
    await makeOwnedProject(other);
    await db()
      .update(projects)
      .set({ viewCount: 12, saveCount: 1 })
      .where(eq(projects.id, first.id));
    await db()
      .insert(reviews)
      .values({ projectId: first.id, accountId: reader.id, text: 'Zoʻr loyiha' });
    await db().insert(selectedProjects).values({ projectId: first.id, accountId: reader.id });

    const response = await call(myProjectsRoute, '/api/my-projects', { account: owner });
    expect(response.status).toBe(200);
    expect(response.json.metaData).toEqual({ totalCount: 2, pageNumber: 1, pageSize: 20 });
    expect(response.json.items.map((i: { id: number }) => i.id)).toEqual([second.id, first.id]);
    const [secondItem, firstItem] = response.json.items;
    expect(secondItem).toMatchObject({ isActive: false, title: 'Ikkinchi loyiha', reviewCount: 0 });
    expect(firstItem).toMatchObject({
      isActive: true,
      viewCount: 12,
      saveCount: 1,
      reviewCount: 1,
      seoProjectCode: first.seoProjectCode,
    });
    expect(firstItem.cover.variants[0].path).toMatch(/^\/media\/projects\//);
    expect(firstItem.cover.variants).toEqual(first.images[0]!.variants);
  });

  it('pages with PageNumber and PageSize and refuses PageSize over 50', async () => {
    const owner = await makeActor('pro');
    for (let i = 0; i < 3; i++) await makeOwnedProject(owner, {}, 1);
    const p2 = await call(myProjectsRoute, '/api/my-projects?PageNumber=2&PageSize=2', {
      account: owner,
    });
    expect(p2.json.items).toHaveLength(1);
    expect(p2.json.metaData).toEqual({ totalCount: 3, pageNumber: 2, pageSize: 2 });
    const bad = await call(myProjectsRoute, '/api/my-projects?PageSize=51', {
      account: owner,
      lang: 'en',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.PageSize).toBe('The page size must be from 1 to 50');
  });
});

describe('openapi', () => {
  it('describes the write endpoints with their bodies', async () => {
    const { GET: openapi } = await import('@/pages/api/openapi.json');
    const r = await call(openapi as never, '/api/openapi.json');
    const paths = r.json.paths;
    expect(
      paths['/api/projects'].post.requestBody.content['application/json'].schema.properties
        .gdprConsent,
    ).toBeDefined();
    expect(paths['/api/projects/{id}'].put).toBeDefined();
    expect(paths['/api/projects/{id}'].delete).toBeDefined();
    expect(paths['/api/projects/{id}/status'].patch).toBeDefined();
    expect(
      paths['/api/projects/{id}/images'].post.requestBody.content['multipart/form-data'],
    ).toBeDefined();
    expect(paths['/api/projects/{id}/images/{imageId}'].delete).toBeDefined();
    expect(paths['/api/project-images'].post).toBeDefined();
    expect(paths['/api/my-projects'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'PageNumber',
      'PageSize',
    ]);
  });
});
