// Reviews (one per account and project; create, update, delete), through the domain functions and
// the route handlers.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { reviews } from '@/lib/db/schema';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { call } from '@tests/helpers/call';
import { deleteMyReview, listReviews, upsertMyReview } from './reviews.server';
import { GET as getReviews } from '@/pages/api/projects/[id]/reviews/index';
import { DELETE as deleteMine, PUT as putMine } from '@/pages/api/projects/[id]/reviews/mine';

type Acc = Awaited<ReturnType<typeof makeReadAccount>>;
let owner: Acc, alice: Acc, bob: Acc;

beforeAll(async () => {
  owner = await makeReadAccount();
  alice = await makeReadAccount({ fullName: 'Alice Karimova' });
  bob = await makeReadAccount();
});

describe('reviews', () => {
  it('creates, then updates the same review (one per account), then deletes it', async () => {
    const project = await makeProject({ ownerAccountId: owner.id });
    const first = await upsertMyReview(project.id, alice, 'Birinchi fikr');
    expect(first.created).toBe(true);
    const b = await upsertMyReview(project.id, alice, 'Yangilangan fikr');
    expect(b.created).toBe(false);
    expect(b.review.id).toBe(first.review.id);
    expect(b.review.text).toBe('Yangilangan fikr');
    await upsertMyReview(project.id, bob, 'Bobning fikri');
    const list = await listReviews(project.id, alice, { PageNumber: 1, PageSize: 20 });
    expect(list.metaData.totalCount).toBe(2);
    expect(list.items.find((r) => r.author.accountId === alice.id)).toMatchObject({
      text: 'Yangilangan fikr',
      isMine: true,
      author: { fullName: 'Alice Karimova' },
    });
    expect(await db().select().from(reviews).where(eq(reviews.projectId, project.id))).toHaveLength(
      2,
    );
    expect(await deleteMyReview(project.id, alice)).toBe(true);
    expect(await deleteMyReview(project.id, alice)).toBe(false);
    expect(
      (await listReviews(project.id, null, { PageNumber: 1, PageSize: 20 })).items.map(
        (r) => r.author.accountId,
      ),
    ).toEqual([bob.id]);
  });

  it('refuses reviews on a project the author cannot see, and signed-out writers', async () => {
    const hidden = await makeProject({ ownerAccountId: owner.id, isActive: false });
    await expect(upsertMyReview(hidden.id, alice, 'Salom dunyo')).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      listReviews(hidden.id, alice, { PageNumber: 1, PageSize: 20 }),
    ).rejects.toMatchObject({ status: 404 });
    expect((await upsertMyReview(hidden.id, owner, 'Oʻz loyiham')).created).toBe(true);
    await expect(upsertMyReview(hidden.id, null, 'Salom')).rejects.toMatchObject({ status: 401 });
  });

  it('PUT /reviews/mine: 201 then 200, 401 signed out, 400 for 2 or 1001 characters; DELETE 204 then 404', async () => {
    const project = await makeProject({ ownerAccountId: owner.id });
    const path = `/api/projects/${project.id}/reviews/mine`;
    const params = { id: String(project.id) };
    expect(
      (await call(putMine, path, { method: 'PUT', params, body: { text: 'Zoʻr loyiha' } })).status,
    ).toBe(401);
    const created = await call(putMine, path, {
      method: 'PUT',
      params,
      account: alice,
      body: { text: 'Zoʻr loyiha' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ text: 'Zoʻr loyiha', isMine: true });
    const updated = await call(putMine, path, {
      method: 'PUT',
      params,
      account: alice,
      body: { text: '  Yana ham zoʻr  ' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.text).toBe('Yana ham zoʻr');
    for (const text of ['ab', 'x'.repeat(1001), '   ']) {
      const response = await call(putMine, path, {
        method: 'PUT',
        params,
        account: alice,
        body: { text },
        lang: 'en',
      });
      expect(response.status).toBe(400);
      expect(response.json.error.fields.text).toEqual(expect.any(String));
      expect(response.json.error.fields.text).not.toMatch(/^(errors|projects):/);
    }
    expect(
      (await call(putMine, path, { method: 'PUT', params, account: alice, body: 'not json' }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(putMine, '/api/projects/abc/reviews/mine', {
          method: 'PUT',
          params: { id: 'abc' },
          account: alice,
          body: { text: 'Yaxshi' },
        })
      ).status,
    ).toBe(404);
    const list = await call(getReviews, `/api/projects/${project.id}/reviews`, { params });
    expect(list.json.metaData.totalCount).toBe(1);
    expect(list.json.items[0].isMine).toBe(false);
    expect(
      (await call(deleteMine, path, { method: 'DELETE', params, account: alice })).status,
    ).toBe(204);
    expect(
      (await call(deleteMine, path, { method: 'DELETE', params, account: alice })).status,
    ).toBe(404);
  });

  it('stores markup as text', async () => {
    const p = await makeProject({ ownerAccountId: owner.id });
    const xss = '<img src=x onerror=alert(1)>';
    const { review } = await upsertMyReview(p.id, bob, xss);
    expect(review.text).toBe(xss);
  });
});
