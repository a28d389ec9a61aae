// Changing a project: PUT, PATCH status and DELETE through the real endpoints — who is refused with
// what, what an owner and an Admin may do, and that a failed update leaves no half-written state.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call } from '@tests/helpers/call';
import { fileForm, jpeg, makeActor, makeOwnedProject, uploadImages } from '@tests/factories/pro';
import { DELETE as deleteRoute, PUT as putRoute } from '@/pages/api/projects/[id]/index';
import { PATCH as statusRoute } from '@/pages/api/projects/[id]/status';
import { POST as addImageRoute } from '@/pages/api/projects/[id]/images/index';
import { DELETE as deleteImageRoute } from '@/pages/api/projects/[id]/images/[imageId]';
import { db } from '@/lib/db/client.server';
import { projectFeatures, projectImages, projects } from '@/lib/db/schema';
import type { SessionAccount } from '@/lib/auth/session.server';
import type { ProjectDto } from '@/lib/projects/project-dto.server';

let owner: SessionAccount;
let stranger: SessionAccount;
let admin: SessionAccount;
beforeAll(async () => {
  [owner, stranger, admin] = await Promise.all([
    makeActor('pro'),
    makeActor('pro'),
    makeActor('admin'),
  ]);
});

const put = (account: SessionAccount | null, id: number, body: unknown) =>
  call(putRoute, `/api/projects/${id}`, {
    method: 'PUT',
    body,
    account,
    params: { id: String(id) },
    lang: 'en',
  });
const patch = (account: SessionAccount | null, id: number, isActive: unknown) =>
  call(statusRoute, `/api/projects/${id}/status`, {
    method: 'PATCH',
    body: { isActive },
    account,
    params: { id: String(id) },
  });
const del = (account: SessionAccount | null, id: number) =>
  call(deleteRoute, `/api/projects/${id}`, {
    method: 'DELETE',
    account,
    params: { id: String(id) },
  });
const addImage = async (account: SessionAccount | null, id: number) =>
  call(addImageRoute, `/api/projects/${id}/images`, {
    method: 'POST',
    formData: fileForm(await jpeg(400, 300)),
    account,
    params: { id: String(id) },
  });
const delImage = (account: SessionAccount | null, id: number, imageId: number) =>
  call(deleteImageRoute, `/api/projects/${id}/images/${imageId}`, {
    method: 'DELETE',
    account,
    params: { id: String(id), imageId: String(imageId) },
  });

const bodyOf = (p: ProjectDto, changes: Record<string, unknown> = {}) => ({ ...p, ...changes });

describe('someone else’s project', () => {
  it('is refused to another PRO for edit, status, delete and images: 403 while public, 404 while inactive', async () => {
    const project = await makeOwnedProject(owner);
    for (const [expected, active] of [
      [403, true],
      [404, false],
    ] as const) {
      await db().update(projects).set({ isActive: active }).where(eq(projects.id, project.id));
      expect((await put(stranger, project.id, bodyOf(project, { title: 'Hijacked' }))).status).toBe(
        expected,
      );
      expect((await patch(stranger, project.id, false)).status).toBe(expected);
      expect((await del(stranger, project.id)).status).toBe(expected);
      expect((await addImage(stranger, project.id)).status).toBe(expected);
      expect((await delImage(stranger, project.id, project.imageIds[0]!)).status).toBe(expected);
    }
    const [row] = await db().select().from(projects).where(eq(projects.id, project.id));
    expect(row!.title).toBe(project.title);
    expect(
      await db().select().from(projectImages).where(eq(projectImages.projectId, project.id)),
    ).toHaveLength(2);
  });

  it('answers 401 without a session and 404 for a project that does not exist or a bad id', async () => {
    const p = await makeOwnedProject(owner);
    expect((await put(null, p.id, bodyOf(p))).status).toBe(401);
    expect((await del(null, p.id)).status).toBe(401);
    expect((await put(owner, 99_999_999, bodyOf(p))).status).toBe(404);
    const bad = await call(deleteRoute, '/api/projects/abc', {
      method: 'DELETE',
      account: owner,
      params: { id: 'abc' },
    });
    expect(bad.status).toBe(404);
  });

  it('may be edited, switched, given images and deleted by an Admin', async () => {
    const project = await makeOwnedProject(owner);
    const r = await put(admin, project.id, bodyOf(project, { title: 'Fixed by the moderator' }));
    expect(r.status).toBe(200);
    expect(r.json.title).toBe('Fixed by the moderator');
    expect(r.json.owner.accountId).toBe(owner.id); // ownership does not move to the Admin
    expect((await patch(admin, project.id, false)).json).toEqual({
      id: project.id,
      isActive: false,
    });
    expect((await addImage(admin, project.id)).status).toBe(201);
    expect((await del(admin, project.id)).status).toBe(204);
  });
});

describe('the owner', () => {
  it('edits everything, reorders images, attaches new uploads and drops removed ones', async () => {
    const project = await makeOwnedProject(owner, {}, 3);
    const [fresh] = await uploadImages(owner, 1);
    const imageIds = [fresh!, project.imageIds[2]!, project.imageIds[0]!]; // p.imageIds[1] removed
    const response = await put(
      owner,
      project.id,
      bodyOf(project, {
        title: 'Yangi nom',
        // No parking either way: either one would bring the other (one fact, docs/api.md).
        hasParking: false,
        features: ['wifi'],
        price: 0,
        isNegotiable: true,
        imageIds,
      }),
    );
    expect(response.status).toBe(200);
    expect(response.json.imageIds).toEqual(imageIds);
    expect(response.json.seoProjectUrl).toBe('yangi-nom');
    expect(response.json.seoProjectCode).toBe(project.seoProjectCode); // the code never changes
    expect(response.json.features).toEqual(['wifi']);
    const [row] = await db().select().from(projects).where(eq(projects.id, project.id));
    expect(row!.searchText).toContain('yangi nom');
    expect(
      await db().select().from(projectImages).where(eq(projectImages.id, project.imageIds[1]!)),
    ).toHaveLength(0);
  });

  it('needs PRO to edit but not to deactivate or delete', async () => {
    const lapsed = await makeActor('pro');
    const project = await makeOwnedProject(lapsed);
    const expired = { ...lapsed, isPro: false };
    expect((await put(expired, project.id, bodyOf(project))).status).toBe(403);
    expect((await patch(expired, project.id, false)).status).toBe(200);
    expect((await del(expired, project.id)).status).toBe(204);
  });

  it('switches a project inactive and active again; a non-boolean is a 400', async () => {
    const project = await makeOwnedProject(owner);
    expect((await patch(owner, project.id, false)).json.isActive).toBe(false);
    const [row] = await db().select().from(projects).where(eq(projects.id, project.id));
    expect(row!.isActive).toBe(false);
    expect((await patch(owner, project.id, true)).json.isActive).toBe(true);
    const bad = await patch(owner, project.id, 'yes');
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.isActive).toEqual(expect.any(String));
  });

  it('cannot delete the last image of a project; can delete another one', async () => {
    const project = await makeOwnedProject(owner, {}, 2);
    expect((await delImage(owner, project.id, project.imageIds[0]!)).status).toBe(204);
    const last = await delImage(owner, project.id, project.imageIds[1]!);
    expect(last.status).toBe(400);
    expect(last.json.error.fields.imageIds).toEqual(expect.any(String));
    // The refused delete left the image in place.
    const left = await db()
      .select()
      .from(projectImages)
      .where(eq(projectImages.projectId, project.id));
    expect(left.map((i) => i.id)).toEqual([project.imageIds[1]]);
    expect((await delImage(owner, project.id, 987_654)).status).toBe(404);
  });
});

describe('a failed update', () => {
  it('leaves the project, its features and its images exactly as they were (one transaction)', async () => {
    const project = await makeOwnedProject(owner, { features: ['terrace'] }, 2);
    const foreign = (await uploadImages(stranger, 1))[0]!;
    // Valid fields, new features, a reorder — and one image the owner may not use. The image check
    // runs after the row and the features were written, so only a rollback can undo them.
    const response = await put(
      owner,
      project.id,
      bodyOf(project, {
        title: 'Half written?',
        features: ['wifi', 'beach'],
        imageIds: [project.imageIds[1]!, foreign],
      }),
    );
    expect(response.status).toBe(400);
    expect(response.json.error.fields.imageIds).toEqual(expect.any(String));
    const [row] = await db().select().from(projects).where(eq(projects.id, project.id));
    expect(row!.title).toBe(project.title);
    expect(row!.searchText).not.toContain('half written');
    const feats = await db()
      .select()
      .from(projectFeatures)
      .where(eq(projectFeatures.projectId, project.id));
    expect(feats.map((f) => f.feature)).toEqual(['terrace']);
    const imgs = await db()
      .select()
      .from(projectImages)
      .where(eq(projectImages.projectId, project.id));
    expect(imgs.sort((a, b) => a.position - b.position).map((i) => i.id)).toEqual(project.imageIds);
  });

  it('refuses a body without the GDPR consent or with an unknown enum, and changes nothing', async () => {
    const project = await makeOwnedProject(owner);
    const response = await put(
      owner,
      project.id,
      bodyOf(project, { gdprConsent: false, wallMaterial: 'marble', title: 'Changed' }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.error.fields).sort()).toEqual(['gdprConsent', 'wallMaterial']);
    const [row] = await db().select().from(projects).where(eq(projects.id, project.id));
    expect(row!.title).toBe(project.title);
  });
});
