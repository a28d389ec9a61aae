// The admin dashboard and moderation endpoints (docs/api.md "Admin"): statistics with per-day counts
// (empty days as 0), the audit log, featuring/hiding a project (visible on the public side at once),
// deleting a review (ratings follow), closing a report, and the admin delete of a project — each
// write audited, bad input a 400, other roles refused.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '@tests/helpers/call';
import { makePerson, type Person } from '@tests/helpers/authz-world';
import { makeProject } from '@tests/factories/projects';
import { makeConversation } from '@tests/factories/messages';
import { db } from '@/lib/db/client.server';
import {
  agents,
  auditLog,
  cacheGenerations,
  conversationReports,
  projects,
  reviews,
} from '@/lib/db/schema';
import { refreshRatingsOfOwners } from '@/lib/projects/reviews/ratings.server';
import { GET as statsApi } from '@/pages/api/admin/stats';
import { GET as auditApi } from '@/pages/api/admin/audit-log';
import { PATCH as projectApi } from '@/pages/api/admin/projects/[id]';
import { DELETE as reviewApi } from '@/pages/api/admin/reviews/[id]';
import { PATCH as closeApi } from '@/pages/api/admin/conversation-reports/[id]';
import { DELETE as deleteProjectApi } from '@/pages/api/projects/[id]/index';
import { lastDays, localDay } from './stats.server';

type Who = Person | null;
const acct = (who: Who) => who?.account ?? null;
const stats = (who: Who, query = '') =>
  call(statsApi, `/api/admin/stats${query ? `?${query}` : ''}`, { account: acct(who) });
const patchProject = (who: Who, id: number | string, body: unknown) =>
  call(projectApi, `/api/admin/projects/${id}`, {
    method: 'PATCH',
    account: acct(who),
    params: { id: String(id) },
    body,
  });
const auditOf = (entity: string, entityId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id));
const generation = async () =>
  (await db().select().from(cacheGenerations).where(eq(cacheGenerations.key, 'public')))[0]
    ?.generation ?? 0;

describe('GET /api/admin/stats', () => {
  it('answers totals and one entry per day, empty days as 0, days in Uzbekistan time', async () => {
    const admin = await makePerson('admin');
    // 19:30 UTC is already the next day in Tashkent (UTC+5).
    const old = new Date(Date.now() - 40 * 86_400_000);
    old.setUTCHours(19, 30, 0, 0);
    await makeProject({ createdAt: old });
    const before = await stats(admin, 'Days=90');
    expect(before.status).toBe(200);
    const days = lastDays(90);
    expect(before.json.signUpsByDay.map((d: { date: string }) => d.date)).toEqual(days);
    expect(before.json.projectsByDay).toHaveLength(90);
    const oldDay = before.json.projectsByDay.find(
      (d: { date: string }) => d.date === localDay(old),
    );
    expect(localDay(old)).not.toBe(old.toISOString().slice(0, 10));
    expect(oldDay.count).toBeGreaterThanOrEqual(1);
    expect(before.json.projectsByDay.some((d: { count: number }) => d.count === 0)).toBe(true);

    await makeProject({});
    const after = await stats(admin);
    expect(after.json.projectsByDay).toHaveLength(30);
    expect(after.json.projects.total).toBeGreaterThan(before.json.projects.total);
    expect(after.json.projectsByDay.at(-1).count).toBeGreaterThan(
      before.json.projectsByDay.at(-1).count,
    );
    expect(after.json.accounts.byRole.Admin).toBeGreaterThanOrEqual(1);
    for (const k of ['reviews', 'messages', 'pendingReports']) {
      expect(typeof after.json[k]).toBe('number');
    }
  });

  it('refuses Days other than 7, 30, 90 and other roles', async () => {
    const [admin, agent] = await Promise.all([makePerson('admin'), makePerson('agentPro')]);
    const bad = await stats(admin, 'Days=8');
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.Days).toBeTruthy();
    expect((await stats(admin, 'Days=x')).status).toBe(400);
    expect((await stats(admin, 'Days=7')).json.signUpsByDay).toHaveLength(7);
    expect((await stats(null)).status).toBe(401);
    expect((await stats(agent)).status).toBe(403);
  });
});

describe('PATCH /api/admin/projects/{id}', () => {
  it('features and hides a project, audited, and bumps the public cache generation', async () => {
    const [admin, owner] = await Promise.all([makePerson('admin'), makePerson('agentPro')]);
    const p = await makeProject({ ownerAccountId: owner.account.id });
    const gen = await generation();
    const res = await patchProject(admin, p.id, { isFeatured: true });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: p.id, isFeatured: true });
    expect(await generation()).toBeGreaterThan(gen);

    expect((await patchProject(admin, p.id, { isActive: false })).status).toBe(200);
    const [row] = await db().select().from(projects).where(eq(projects.id, p.id));
    expect({ f: row!.isFeatured, a: row!.isActive }).toEqual({ f: true, a: false });

    const audit = await auditOf('project', p.id);
    expect(audit.map((a) => [a.action, a.actorAccountId])).toEqual([
      ['project.update', admin.account.id],
      ['project.update', admin.account.id],
    ]);
    expect(audit[0]!.details).toEqual({
      changes: { isActive: { before: true, after: false } },
    });
  });

  it('gives and ends a promotion by hand (no payment provider needed), audited', async () => {
    const [admin, owner] = await Promise.all([makePerson('admin'), makePerson('agentPro')]);
    const p = await makeProject({ ownerAccountId: owner.account.id });
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await patchProject(admin, p.id, { promotedUntil: until });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ isPromoted: true, promotedUntil: until });
    expect((await patchProject(admin, p.id, { promotedUntil: null })).json).toMatchObject({
      isPromoted: false,
      promotedUntil: null,
    });
    const audit = await auditOf('project', p.id);
    // Newest first.
    expect(audit.map((a) => a.details)).toEqual([
      { changes: { promotedUntil: { before: until, after: null } } },
      { changes: { promotedUntil: { before: null, after: until } } },
    ]);
    expect((await patchProject(admin, p.id, { promotedUntil: 'tomorrow' })).status).toBe(400);
  });

  it('answers 400 for a bad body, 404 for a missing project, 403 for others', async () => {
    const [admin, owner] = await Promise.all([makePerson('admin'), makePerson('agentPro')]);
    const p = await makeProject({ ownerAccountId: owner.account.id });
    const bad = await patchProject(admin, p.id, { isFeatured: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.isFeatured).toBeTruthy();
    expect((await patchProject(admin, p.id, { title: 'x' })).status).toBe(400);
    expect((await patchProject(admin, 99_999_999, { isActive: true })).status).toBe(404);
    expect((await patchProject(owner, p.id, { isFeatured: true })).status).toBe(403);
    expect(await auditOf('project', p.id)).toHaveLength(0);
  });
});

describe('DELETE /api/admin/reviews/{id}', () => {
  it("deletes the review, recomputes the owner's rating and writes the audit entry", async () => {
    const [admin, owner, writer] = await Promise.all([
      makePerson('admin'),
      makePerson('agentPro'),
      makePerson('user'),
    ]);
    const p = await makeProject({ ownerAccountId: owner.account.id });
    const [r] = await db()
      .insert(reviews)
      .values({ projectId: p.id, accountId: writer.account.id, text: 'Zo‘r', rating: 5 })
      .returning();
    await refreshRatingsOfOwners(db(), [owner.account.id]);
    const agentOf = async () =>
      (await db().select().from(agents).where(eq(agents.accountId, owner.account.id)))[0]!;
    expect((await agentOf()).reviewCount).toBe(1);

    const del = (who: Who, id: number | string) =>
      call(reviewApi, `/api/admin/reviews/${id}`, {
        method: 'DELETE',
        account: acct(who),
        params: { id: String(id) },
      });
    expect((await del(owner, r!.id)).status).toBe(403);
    expect((await del(null, r!.id)).status).toBe(401);
    expect((await del(admin, 'abc')).status).toBe(404);
    expect((await del(admin, r!.id)).status).toBe(204);
    expect((await del(admin, r!.id)).status).toBe(404);
    expect(await db().select().from(reviews).where(eq(reviews.id, r!.id))).toHaveLength(0);
    expect((await agentOf()).reviewCount).toBe(0);
    expect((await agentOf()).rating).toBe(0);
    const [entry] = await auditOf('review', r!.id);
    expect(entry).toMatchObject({ action: 'review.delete', actorAccountId: admin.account.id });
  });
});

describe('PATCH /api/admin/conversation-reports/{id}', () => {
  it('closes an open report once, audited; bad status → 400', async () => {
    const [admin, a, b] = await Promise.all([
      makePerson('admin'),
      makePerson('user'),
      makePerson('agentPro'),
    ]);
    const { conversationId } = await makeConversation(a.account, b.account);
    const [rep] = await db()
      .insert(conversationReports)
      .values({ conversationId, reporterAccountId: a.account.id, lastMessages: [] })
      .returning();
    const close = (who: Who, body: unknown) =>
      call(closeApi, `/api/admin/conversation-reports/${rep!.id}`, {
        method: 'PATCH',
        account: acct(who),
        params: { id: String(rep!.id) },
        body,
      });
    expect((await close(admin, { status: 'open' })).status).toBe(400);
    expect((await close(a, { status: 'closed' })).status).toBe(403);
    const ok = await close(admin, { status: 'closed' });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ id: rep!.id, status: 'closed' });
    expect((await close(admin, { status: 'closed' })).status).toBe(200);
    const audit = await auditOf('conversation_report', rep!.id);
    expect(audit.filter((x) => x.action === 'conversation_report.close')).toHaveLength(1);
  });
});

describe('GET /api/admin/audit-log and the admin delete of a project', () => {
  it("records an admin's project delete and lists it first with the actor's name", async () => {
    const [admin, owner] = await Promise.all([makePerson('admin'), makePerson('agentPro')]);
    const p = await makeProject({ ownerAccountId: owner.account.id });
    const mine = await makeProject({ ownerAccountId: owner.account.id });
    // The owner's own delete is not an admin write: no audit entry.
    const delOwn = await call(deleteProjectApi, `/api/projects/${mine.id}`, {
      method: 'DELETE',
      account: owner.account,
      params: { id: String(mine.id) },
    });
    expect(delOwn.status).toBe(204);
    expect(await auditOf('project', mine.id)).toHaveLength(0);

    const del = await call(deleteProjectApi, `/api/projects/${p.id}`, {
      method: 'DELETE',
      account: admin.account,
      params: { id: String(p.id) },
    });
    expect(del.status).toBe(204);
    const log = await call(auditApi, '/api/admin/audit-log?PageSize=5', { account: admin.account });
    expect(log.status).toBe(200);
    const item = log.json.items.find(
      (i: { entity: string; entityId: number }) => i.entity === 'project' && i.entityId === p.id,
    );
    expect(item).toMatchObject({
      action: 'project.delete',
      actor: { id: admin.account.id, fullName: admin.account.fullName },
    });
    expect(item.details.changes.title.before).toBe(p.title);
    const ats = log.json.items.map((i: { at: string }) => i.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    expect(
      (await call(auditApi, '/api/admin/audit-log?PageSize=0', { account: admin.account })).status,
    ).toBe(400);
    expect((await call(auditApi, '/api/admin/audit-log', { account: owner.account })).status).toBe(
      403,
    );
  });
});
