// The selected list (save count kept in step), through the domain functions and the route handlers.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { call } from '@tests/helpers/call';
import { listSelected, selectProject, unselectProject } from './selected.server';
import { GET as getSelected } from '@/pages/api/selected-projects/index';
import { DELETE as unselect, PUT as select } from '@/pages/api/selected-projects/[projectId]';

type Acc = Awaited<ReturnType<typeof makeReadAccount>>;
let owner: Acc, alice: Acc, bob: Acc, admin: Acc;

beforeAll(async () => {
  owner = await makeReadAccount();
  alice = await makeReadAccount({ fullName: 'Alice Karimova' });
  bob = await makeReadAccount();
  admin = await makeReadAccount({ role: 'Admin' });
});

const saveCount = async (id: number) =>
  (await db().select({ n: projects.saveCount }).from(projects).where(eq(projects.id, id)))[0]!.n;

describe('selected projects', () => {
  it('saves once, keeps save_count in step, lists newest save first, removes', async () => {
    const first = await makeProject({ ownerAccountId: owner.id, title: 'Birinchi' });
    const second = await makeProject({ ownerAccountId: owner.id, title: 'Ikkinchi' });
    expect(await selectProject(alice, first.id)).toEqual({ changed: true });
    expect(await selectProject(alice, first.id)).toEqual({ changed: false });
    await selectProject(alice, second.id);
    await selectProject(bob, first.id);
    expect(await saveCount(first.id)).toBe(2);
    const list = await listSelected(alice, 'uz', { PageNumber: 1, PageSize: 12 });
    expect(list.items.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(list.metaData.totalCount).toBe(2);
    expect(await unselectProject(alice, first.id)).toEqual({ changed: true });
    expect(await unselectProject(alice, first.id)).toEqual({ changed: false });
    expect(await saveCount(first.id)).toBe(1);
    expect(
      (await listSelected(alice, 'uz', { PageNumber: 1, PageSize: 12 })).items.map((c) => c.id),
    ).toEqual([second.id]);
  });

  it('hides a saved project once it is inactive, and refuses saving a hidden one', async () => {
    const project = await makeProject({ ownerAccountId: owner.id });
    await selectProject(bob, project.id);
    await db().update(projects).set({ isActive: false }).where(eq(projects.id, project.id));
    expect(
      (await listSelected(bob, 'uz', { PageNumber: 1, PageSize: 12 })).items.map((c) => c.id),
    ).not.toContain(project.id);
    await expect(selectProject(alice, project.id)).rejects.toMatchObject({ status: 404 });
    expect((await selectProject(admin, project.id)).changed).toBe(true);
  });

  it('API: PUT/DELETE/GET with 401 for visitors and 404 for unknown projects', async () => {
    const project = await makeProject({ ownerAccountId: owner.id });
    const params = { projectId: String(project.id) };
    const path = `/api/selected-projects/${project.id}`;
    expect((await call(select, path, { method: 'PUT', params })).status).toBe(401);
    expect((await call(getSelected, '/api/selected-projects')).status).toBe(401);
    const put = await call(select, path, { method: 'PUT', params, account: bob });
    expect(put.json).toEqual({ projectId: project.id, isSelected: true, changed: true });
    expect((await call(select, path, { method: 'PUT', params, account: bob })).json.changed).toBe(
      false,
    );
    const list = await call(getSelected, '/api/selected-projects?PageSize=50', { account: bob });
    expect(list.status).toBe(200);
    expect(list.json.items.map((c: { id: number }) => c.id)).toContain(project.id);
    expect((await call(unselect, path, { method: 'DELETE', params, account: bob })).json).toEqual({
      projectId: project.id,
      isSelected: false,
      changed: true,
    });
    expect(
      (
        await call(select, '/api/selected-projects/99999999', {
          method: 'PUT',
          params: { projectId: '99999999' },
          account: bob,
        })
      ).status,
    ).toBe(404);
    expect(await saveCount(project.id)).toBe(0);
  });
});
