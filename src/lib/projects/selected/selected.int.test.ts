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
    const a = await makeProject({ ownerAccountId: owner.id, title: 'Birinchi' });
    const b = await makeProject({ ownerAccountId: owner.id, title: 'Ikkinchi' });
    expect(await selectProject(alice, a.id)).toEqual({ changed: true });
    expect(await selectProject(alice, a.id)).toEqual({ changed: false });
    await selectProject(alice, b.id);
    await selectProject(bob, a.id);
    expect(await saveCount(a.id)).toBe(2);
    const list = await listSelected(alice, 'uz', { PageNumber: 1, PageSize: 12 });
    expect(list.items.map((c) => c.id)).toEqual([b.id, a.id]);
    expect(list.metaData.totalCount).toBe(2);
    expect(await unselectProject(alice, a.id)).toEqual({ changed: true });
    expect(await unselectProject(alice, a.id)).toEqual({ changed: false });
    expect(await saveCount(a.id)).toBe(1);
    expect(
      (await listSelected(alice, 'uz', { PageNumber: 1, PageSize: 12 })).items.map((c) => c.id),
    ).toEqual([b.id]);
  });

  it('hides a saved project once it is inactive, and refuses saving a hidden one', async () => {
    const p = await makeProject({ ownerAccountId: owner.id });
    await selectProject(bob, p.id);
    await db().update(projects).set({ isActive: false }).where(eq(projects.id, p.id));
    expect(
      (await listSelected(bob, 'uz', { PageNumber: 1, PageSize: 12 })).items.map((c) => c.id),
    ).not.toContain(p.id);
    await expect(selectProject(alice, p.id)).rejects.toMatchObject({ status: 404 });
    expect((await selectProject(admin, p.id)).changed).toBe(true);
  });

  it('API: PUT/DELETE/GET with 401 for visitors and 404 for unknown projects', async () => {
    const p = await makeProject({ ownerAccountId: owner.id });
    const params = { projectId: String(p.id) };
    const path = `/api/selected-projects/${p.id}`;
    expect((await call(select, path, { method: 'PUT', params })).status).toBe(401);
    expect((await call(getSelected, '/api/selected-projects')).status).toBe(401);
    const put = await call(select, path, { method: 'PUT', params, account: bob });
    expect(put.json).toEqual({ projectId: p.id, isSelected: true, changed: true });
    expect((await call(select, path, { method: 'PUT', params, account: bob })).json.changed).toBe(
      false,
    );
    const list = await call(getSelected, '/api/selected-projects?PageSize=50', { account: bob });
    expect(list.status).toBe(200);
    expect(list.json.items.map((c: { id: number }) => c.id)).toContain(p.id);
    expect((await call(unselect, path, { method: 'DELETE', params, account: bob })).json).toEqual({
      projectId: p.id,
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
    expect(await saveCount(p.id)).toBe(0);
  });
});
