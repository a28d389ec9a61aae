// /api/admin/users: the list (search in either script, filters, sorting, paging, lastSeenAt), role
// and block changes (sessions end, sign-in answers 'Account is blocked', the self and last-admin
// guards, the professional rows), ending sessions, creating a verified account; every write audited.
import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts, agents, auditLog, cacheGenerations, sessions } from '@/lib/db/schema';
import { api } from '@tests/helpers/api';
import {
  makeAccount,
  PASSWORD,
  randomIp,
  randomPhone,
  randomTin,
} from '@/lib/accounts/testing/fixtures';
import { GET as listGet, POST as createPost } from '@/pages/api/admin/users/index';
import { PATCH } from '@/pages/api/admin/users/[id]/index';
import { POST as endPost } from '@/pages/api/admin/users/[id]/end-sessions';
import { POST as loginPost } from '@/pages/api/user/login';
import { GET as verifyGet } from '@/pages/api/user/verify';

async function makeAdmin() {
  const a = await makeAccount({ fullName: 'Admin Bosh' });
  await db().update(accounts).set({ role: 'Admin' }).where(eq(accounts.id, a.id));
  return a;
}
const patch = (token: string, id: number, body: unknown, lang?: 'en' | 'ru') =>
  api(PATCH, `/api/admin/users/${id}`, {
    method: 'PATCH',
    token,
    body,
    params: { id: String(id) },
    ...(lang ? { lang } : {}),
  });
const lastAudit = async (entityId: number) =>
  (
    await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account'), eq(auditLog.entityId, entityId)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];
const generation = async () =>
  (await db().select().from(cacheGenerations).where(eq(cacheGenerations.key, 'public')))[0]
    ?.generation ?? 0;
const signIn = (username: string, password = PASSWORD) =>
  api(loginPost, '/api/user/login', { body: { username, password }, ip: randomIp() });

describe('GET /api/admin/users', () => {
  it('finds by name in either script, by phone and e-mail, with filters, sorting and paging', async () => {
    const admin = await makeAdmin();
    // A letter first: a tag of digits only would be searched as a phone number (about one run
    // in 600 drew one, and the e-mail account has no phone, so the search found nothing).
    const tag = `q${Math.random().toString(36).slice(2, 6)}`;
    const olga = await makeAccount({ fullName: `Ольга Петрова` });
    const email = `olga.${tag}@example.com`;
    const byMail = await makeAccount({ fullName: `Mail ${tag}`, username: email });
    const list = (q: string) => api(listGet, `/api/admin/users?${q}`, { token: admin.token });

    const latin = await list('Search=Olga&PageSize=50');
    expect(latin.status).toBe(200);
    const found = latin.json.items.find((u: { id: number }) => u.id === olga.id);
    expect(found).toMatchObject({ fullName: 'Ольга Петрова', userRole: 'User', isBlocked: false });
    expect(found.phone).toBe(olga.username);
    expect(found.lastSeenAt).not.toBeNull(); // the session of sign-up
    expect(Object.keys(found).sort()).toEqual(
      [
        'createdAt',
        'email',
        'fullName',
        'id',
        'isBlocked',
        'isPro',
        'lastSeenAt',
        'phone',
        'profileUrl',
        'proUntil',
        'userRole',
      ].sort(),
    );
    const phone = await list(`Search=${encodeURIComponent(olga.username.slice(4))}`);
    expect(phone.json.items.map((u: { id: number }) => u.id)).toEqual([olga.id]);
    const mail = await list(`Search=${encodeURIComponent(email.toUpperCase())}`);
    expect(mail.json.items.map((u: { id: number }) => u.id)).toEqual([byMail.id]);

    await db().update(accounts).set({ isBlocked: true }).where(eq(accounts.id, byMail.id));
    const blocked = await list(`Search=${tag}&IsBlocked=true`);
    expect(blocked.json.items.map((u: { id: number }) => u.id)).toEqual([byMail.id]);
    expect((await list(`Search=${tag}&IsBlocked=false`)).json.items).toEqual([]);
    const admins = await list('Role=Admin&PageSize=50');
    expect(admins.json.items.every((u: { userRole: string }) => u.userRole === 'Admin')).toBe(true);
    expect(admins.json.items.some((u: { id: number }) => u.id === admin.id)).toBe(true);

    const page = await list('PageSize=1&PageNumber=2&Sort=createdAt&Order=desc');
    expect(page.json.items).toHaveLength(1);
    expect(page.json.metaData).toMatchObject({ pageNumber: 2, pageSize: 1 });
    expect(page.json.metaData.totalCount).toBeGreaterThan(2);
    const byName = await list('Sort=fullName&Order=asc&PageSize=50');
    const names = byName.json.items.map((u: { fullName: string }) => u.fullName);
    expect(names.length).toBeGreaterThan(1);

    const bad = await api(listGet, '/api/admin/users?Role=King&IsBlocked=maybe', {
      token: admin.token,
      lang: 'en',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['IsBlocked', 'Role']);
  });

  it('is for admins only', async () => {
    const user = await makeAccount();
    expect((await api(listGet, '/api/admin/users')).status).toBe(401);
    expect((await api(listGet, '/api/admin/users', { token: user.token })).status).toBe(403);
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('blocking ends the sessions and sign-in answers 400 "Account is blocked"; unblocking lets them in', async () => {
    const admin = await makeAdmin();
    const user = await makeAccount();
    const before = await generation();
    const r = await patch(admin.token, user.id, { isBlocked: true });
    expect(r.status).toBe(200);
    // A blocked account's public cards leave the pages: every process's caches are told.
    expect(await generation()).toBe(before + 1);
    expect(r.json).toMatchObject({ id: user.id, isBlocked: true, lastSeenAt: null });
    expect(await db().select().from(sessions).where(eq(sessions.accountId, user.id))).toEqual([]);
    expect((await api(verifyGet, '/api/user/verify', { token: user.token })).status).toBe(401);
    const login = await signIn(user.username);
    expect(login.status).toBe(400);
    expect(login.text).toBe('Account is blocked');
    const audit = await lastAudit(user.id);
    expect(audit).toMatchObject({ action: 'user.block', actorAccountId: admin.id });
    expect(audit!.details).toEqual({ changes: { isBlocked: { before: false, after: true } } });

    expect((await patch(admin.token, user.id, { isBlocked: false })).json.isBlocked).toBe(false);
    expect((await lastAudit(user.id))!.action).toBe('user.unblock');
    expect((await signIn(user.username)).status).toBe(200);
  });

  it('an admin cannot block or demote themself, and the last admin stays', async () => {
    const admin = await makeAdmin();
    const self = await patch(admin.token, admin.id, { isBlocked: true }, 'en');
    expect(self.status).toBe(400);
    expect(self.json.error.fields.isBlocked).toBe('You cannot block yourself');
    const demote = await patch(admin.token, admin.id, { role: 'User' }, 'ru');
    expect(demote.status).toBe(400);
    expect(demote.json.error.fields.role).toBe('Нельзя снять с себя роль администратора');

    // The last admin: another admin, demoted by someone whose own role was just taken away in
    // the same moment (only the domain can see that state).
    const { updateUser } = await import('./manage-users.server');
    const others = await db()
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.role, 'Admin'));
    await db().update(accounts).set({ role: 'User' }).where(eq(accounts.role, 'Admin'));
    try {
      await db().update(accounts).set({ role: 'Admin' }).where(eq(accounts.id, admin.id));
      const stranger = await makeAccount();
      await expect(updateUser(stranger.id, admin.id, { role: 'User' })).rejects.toMatchObject({
        status: 409,
        fields: { role: 'adminUsers:errors.lastAdmin' },
      });
      const second = await makeAdmin();
      expect((await patch(second.token, admin.id, { role: 'User' })).status).toBe(200);
      expect((await lastAudit(admin.id))!.action).toBe('user.update');
    } finally {
      for (const o of others)
        await db().update(accounts).set({ role: 'Admin' }).where(eq(accounts.id, o.id));
    }
  });

  it('a new Agent gets the agent row; Agency without a company is refused; bad bodies are 400', async () => {
    const admin = await makeAdmin();
    const user = await makeAccount();
    const r = await patch(admin.token, user.id, { role: 'Agent' });
    expect(r.json.userRole).toBe('Agent');
    expect(await db().select().from(agents).where(eq(agents.accountId, user.id))).toHaveLength(1);
    expect((await lastAudit(user.id))!.details).toEqual({
      changes: { role: { before: 'User', after: 'Agent' } },
    });
    const agency = await patch(admin.token, user.id, { role: 'Agency' }, 'en');
    expect(agency.status).toBe(400);
    expect(agency.json.error.fields.role).toMatch(/company/);
    expect((await patch(admin.token, user.id, { role: 'Boss' })).status).toBe(400);
    expect((await patch(admin.token, user.id, { isBlocked: 'yes' })).status).toBe(400);
    expect((await patch(admin.token, 999999, { isBlocked: true })).status).toBe(404);
  });
});

describe('POST /api/admin/users/{id}/end-sessions', () => {
  it('signs the account out everywhere (204) and is audited', async () => {
    const admin = await makeAdmin();
    const user = await makeAccount();
    const r = await api(endPost, `/api/admin/users/${user.id}/end-sessions`, {
      method: 'POST',
      token: admin.token,
      params: { id: String(user.id) },
    });
    expect(r.status).toBe(204);
    expect((await api(verifyGet, '/api/user/verify', { token: user.token })).status).toBe(401);
    expect(await lastAudit(user.id)).toMatchObject({
      action: 'user.end-sessions',
      details: { sessions: 1 },
    });
    const forbidden = await api(endPost, `/api/admin/users/${admin.id}/end-sessions`, {
      method: 'POST',
      token: user.token,
      params: { id: String(admin.id) },
    });
    expect(forbidden.status).toBe(401); // its session is gone
  });
});

describe('POST /api/admin/users', () => {
  it('creates a verified account that signs in at once; a taken contact is 409 user_exists', async () => {
    const admin = await makeAdmin();
    const username = randomPhone();
    const body = { username, password: 'Parol123', fullName: 'Yangi Usta', role: 'Agent' };
    const r = await api(createPost, '/api/admin/users', {
      method: 'POST',
      token: admin.token,
      body,
    });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ fullName: 'Yangi Usta', userRole: 'Agent', phone: username });
    expect(r.json.profileUrl).toMatch(/^\/agent\/yangi-usta~\d+$/);
    expect(await db().select().from(agents).where(eq(agents.accountId, r.json.id))).toHaveLength(1);
    expect((await signIn(username, 'Parol123')).status).toBe(200);
    expect(await lastAudit(r.json.id)).toMatchObject({
      action: 'user.create',
      actorAccountId: admin.id,
    });

    const again = await api(createPost, '/api/admin/users', {
      method: 'POST',
      token: admin.token,
      body,
      lang: 'en',
    });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('user_exists');
    expect(again.json.error.fields.username).toBe('This user is already registered');
  });

  it('an Agency needs its company; bad bodies are 400 with fields; admins only', async () => {
    const admin = await makeAdmin();
    const base = {
      username: randomPhone(),
      password: 'Parol123',
      fullName: 'Firma Egasi',
      role: 'Agency',
    };
    const noCompany = await api(createPost, '/api/admin/users', {
      method: 'POST',
      token: admin.token,
      body: base,
    });
    expect(noCompany.status).toBe(400);
    expect(Object.keys(noCompany.json.error.fields).sort()).toEqual(['companyName', 'tin']);
    const ok = await api(createPost, '/api/admin/users', {
      method: 'POST',
      token: admin.token,
      body: { ...base, tin: randomTin(), companyName: `Firma ${Date.now()}` },
    });
    expect(ok.status).toBe(201);
    expect(ok.json.userRole).toBe('Agency');
    const bad = await api(createPost, '/api/admin/users', {
      method: 'POST',
      token: admin.token,
      body: { username: 'nobody', password: 'short', fullName: '', role: 'King' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual([
      'fullName',
      'password',
      'role',
      'username',
    ]);
    const user = await makeAccount();
    expect(
      (await api(createPost, '/api/admin/users', { method: 'POST', token: user.token, body: base }))
        .status,
    ).toBe(403);
  });
});
