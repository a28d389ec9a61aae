// POST /api/user/login, GET /api/user/verify, POST /api/user/logout: the spec's texts, sessions
// (hashed, rotated, remember me), blocked and unverified accounts, and the sign-in limits with an
// injected clock.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '../db/client.server';
import { accounts, rateLimitHits, sessions } from '../db/schema';
import { api } from '@tests/helpers/api';
import { makeAccount, PASSWORD, randomIp, randomPhone } from '@/lib/accounts/testing/fixtures';
import { login, LOGIN_INCORRECT } from './login.server';
import { readSession, sha256 } from './session.server';
import { register } from '@/lib/accounts/registration/register.server';
import { POST as loginPost } from '@/pages/api/user/login';
import { GET as verifyGet } from '@/pages/api/user/verify';
import { POST as logoutPost } from '@/pages/api/user/logout';

const post = (
  body: unknown,
  opts: { ip?: string; lang?: 'uz' | 'oz' | 'ru' | 'en'; cookie?: string } = {},
) =>
  api(loginPost, '/api/user/login', {
    body,
    ip: opts.ip ?? randomIp(),
    ...(opts.lang ? { lang: opts.lang } : {}),
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
  });

describe('POST /api/user/login', () => {
  it('answers the token as text, sets an HttpOnly browser-session cookie, and stores only its hash', async () => {
    const a = await makeAccount();
    const response = await post({ username: a.username, password: a.password });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.cookies.get('sid')!;
    expect(cookie.value).toBe(response.text);
    expect(cookie.options).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: false });
    const rows = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(response.text)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.rememberMe).toBe(false);
    const hours = (rows[0]!.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const all = JSON.stringify(await db().select().from(sessions));
    expect(all).not.toContain(response.text);
  });

  it('remember me: a 30-day session and a cookie with Max-Age', async () => {
    const a = await makeAccount();
    const response = await post({ username: a.username, password: a.password, rememberMe: true });
    expect(response.cookies.get('sid')!.options.maxAge).toBe(30 * 24 * 3600);
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(response.text)));
    expect(row!.rememberMe).toBe(true);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  it('accepts the phone written any way people write it', async () => {
    const a = await makeAccount();
    const n = a.username.slice(4); // 9 digits
    const written = `(${n.slice(0, 2)}) ${n.slice(2, 5)}-${n.slice(5, 7)}-${n.slice(7)}`;
    expect((await post({ username: written, password: a.password })).status).toBe(200);
  });

  it('answers the spec text for a wrong password and for an unknown account alike', async () => {
    const a = await makeAccount();
    const wrong = await post({ username: a.username, password: 'Wrong123' });
    const unknown = await post({ username: randomPhone(), password: 'Wrong123' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect(response.text).toBe('Username or password is incorrect');
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(response.cookies.size).toBe(0);
    }
  });

  it('similar timing for known and unknown accounts (both verify an argon2id hash)', async () => {
    const account = await makeAccount();
    const time = async (username: string) => {
      const t = performance.now();
      await post({ username, password: 'Wrong123' });
      return performance.now() - t;
    };
    await time(randomPhone()); // warm the dummy hash
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await time(account.username));
      unknown.push(await time(randomPhone()));
    }
    // The fastest of each: a busy machine only ever adds time, so the minimum is the honest cost.
    const ratio = Math.min(...known) / Math.min(...unknown);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it("'Account is not verified' for an unconfirmed sign-up with the right password (and only then)", async () => {
    const phone = randomPhone();
    await register(
      { username: phone, password: PASSWORD, fullName: 'Yangi Odam', accountType: 'User' },
      { lang: 'uz', ip: randomIp(), origin: 'http://x' },
    );
    const r = await post({ username: phone, password: PASSWORD });
    expect(r.status).toBe(400);
    expect(r.text).toBe('Account is not verified');
    expect((await post({ username: phone, password: 'Wrong123' })).text).toBe(
      'Username or password is incorrect',
    );
  });

  it('a blocked account cannot sign in, and its sessions stop working', async () => {
    const account = await makeAccount();
    await db().update(accounts).set({ isBlocked: true }).where(eq(accounts.id, account.id));
    const r = await post({ username: account.username, password: account.password });
    expect(r.status).toBe(400);
    expect(r.text).toBe('Account is blocked');
    expect(r.cookies.size).toBe(0);
    expect((await api(verifyGet, '/api/user/verify', { token: account.token })).status).toBe(401);
  });

  it('rotates: the token the browser had before sign-in is deleted', async () => {
    const a = await makeAccount();
    const r = await post({ username: a.username, password: a.password }, { cookie: a.token });
    expect(r.text).not.toBe(a.token);
    expect(await readSession(a.token)).toBeNull();
    expect(await readSession(r.text)).not.toBeNull();
  });

  it('400 validation_failed with fields for a missing password or a bad username', async () => {
    const r = await post({ username: 'not a phone', password: '' }, { lang: 'en' });
    expect(r.status).toBe(400);
    expect(r.json.error.fields).toEqual({
      username: 'Enter a valid phone number or email address',
      password: 'Please fill in this field!',
    });
    expect((await post('{')).status).toBe(400);
  });

  it('the session cookie is Secure on https (COOKIE_SECURE=auto)', async () => {
    const a = await makeAccount();
    const response = await api(loginPost, '/api/user/login', {
      body: { username: a.username, password: a.password },
      ip: randomIp(),
      url: 'https://quruvchi.uz',
    });
    expect(response.cookies.get('sid')!.options.secure).toBe(true);
  });
});

describe('sign-in limits (injected clock)', () => {
  it('10 failures per account in 15 minutes, then 429 even for the right password, until the window passes', async () => {
    const account = await makeAccount();
    const t0 = Date.now();
    for (let i = 0; i < 10; i++) {
      const response = await login(
        { username: account.username, password: 'Wrong123', rememberMe: false },
        { ip: randomIp(), now: new Date(t0 + i * 1000) },
      );
      expect(response).toEqual({ ok: false, status: 400, text: LOGIN_INCORRECT });
    }
    const blocked = login(
      { username: account.username, password: account.password, rememberMe: false },
      { ip: randomIp(), now: new Date(t0 + 60_000) },
    );
    await expect(blocked).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    // the first failure leaves the window 15 minutes after it was made
    const after = await login(
      { username: account.username, password: account.password, rememberMe: false },
      { ip: randomIp(), now: new Date(t0 + 15 * 60_000 + 1000) },
    );
    expect(after.ok).toBe(true);
  });

  it('the endpoint answers 429 with Retry-After and a translated message', async () => {
    const account = await makeAccount();
    for (let i = 0; i < 10; i++)
      await login(
        { username: account.username, password: 'Wrong123', rememberMe: false },
        { ip: randomIp() },
      );
    const response = await post(
      { username: account.username, password: account.password },
      { lang: 'ru' },
    );
    expect(response.status).toBe(429);
    expect(response.json.error.code).toBe('rate_limited');
    expect(response.json.error.message).toMatch(/15/);
    expect(response.json.error.message).not.toMatch(/errors:|\{\{/);
    const retry = Number(response.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
  });

  it('unknown usernames are limited the same way (no enumeration through the limit)', async () => {
    const phone = randomPhone();
    for (let i = 0; i < 10; i++)
      await login({ username: phone, password: 'Wrong123', rememberMe: false }, { ip: randomIp() });
    await expect(
      login({ username: phone, password: 'Wrong123', rememberMe: false }, { ip: randomIp() }),
    ).rejects.toMatchObject({ status: 429 });
  });

  it('100 failures per IP address in 15 minutes, across accounts', async () => {
    const ip = randomIp();
    const t0 = new Date();
    await db()
      .insert(rateLimitHits)
      .values(Array.from({ length: 99 }, () => ({ key: `login:ip:${ip}`, at: t0 })));
    const account = await makeAccount();
    expect(
      (await login({ username: randomPhone(), password: 'x', rememberMe: false }, { ip, now: t0 }))
        .ok,
    ).toBe(false); // the 100th
    await expect(
      login(
        { username: account.username, password: account.password, rememberMe: false },
        { ip, now: t0 },
      ),
    ).rejects.toMatchObject({ status: 429 });
    expect(
      (
        await login(
          { username: account.username, password: account.password, rememberMe: false },
          { ip: randomIp(), now: t0 },
        )
      ).ok,
    ).toBe(true);
  });

  it('a successful sign-in clears the account failures', async () => {
    const account = await makeAccount();
    for (let i = 0; i < 9; i++)
      await login(
        { username: account.username, password: 'Wrong123', rememberMe: false },
        { ip: randomIp() },
      );
    expect(
      (
        await login(
          { username: account.username, password: account.password, rememberMe: false },
          { ip: randomIp() },
        )
      ).ok,
    ).toBe(true);
    for (let i = 0; i < 9; i++)
      await login(
        { username: account.username, password: 'Wrong123', rememberMe: false },
        { ip: randomIp() },
      );
    expect(
      (
        await login(
          { username: account.username, password: account.password, rememberMe: false },
          { ip: randomIp() },
        )
      ).ok,
    ).toBe(true);
  });
});

describe('GET /api/user/verify', () => {
  it('answers { id, fullName, userRole } for the Bearer token, 401 without or with a bad one', async () => {
    const account = await makeAccount({ fullName: 'Malika Sobirova' });
    const r = await api(verifyGet, '/api/user/verify', { token: account.token });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      id: account.id,
      fullName: 'Malika Sobirova',
      userRole: 'User',
      agentId: null,
      agencyId: null,
      image: { imagePath: null },
    });
    expect((await api(verifyGet, '/api/user/verify')).status).toBe(401);
    expect((await api(verifyGet, '/api/user/verify', { token: 'forged-token' })).status).toBe(401);
  });

  it('an expired short session is not accepted after 12 hours', async () => {
    const a = await makeAccount();
    expect(await readSession(a.token, new Date(Date.now() + 12 * 3600_000 + 1000))).toBeNull();
    expect(await readSession(a.token, new Date(Date.now() + 11 * 3600_000))).not.toBeNull();
  });
});

describe('POST /api/user/logout', () => {
  it('204, deletes the session on the server and clears the cookie', async () => {
    const account = await makeAccount();
    const r = await api(logoutPost, '/api/user/logout', { method: 'POST', cookie: account.token });
    expect(r.status).toBe(204);
    expect(r.cookies.get('sid')).toMatchObject({
      deleted: true,
      options: { path: '/', httpOnly: true },
    });
    expect(await readSession(account.token)).toBeNull();
    expect(
      await db()
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(account.token))),
    ).toHaveLength(0);
  });

  it('works with a Bearer token and without any session (204 either way)', async () => {
    const account = await makeAccount();
    expect(
      (await api(logoutPost, '/api/user/logout', { method: 'POST', token: account.token })).status,
    ).toBe(204);
    expect(await readSession(account.token)).toBeNull();
    expect((await api(logoutPost, '/api/user/logout', { method: 'POST' })).status).toBe(204);
  });
});

describe('GET /api/openapi.json', () => {
  it('describes the session and account endpoints with their bodies', async () => {
    const { GET } = await import('@/pages/api/openapi.json');
    const response = await api(GET as never, '/api/openapi.json');
    for (const path of [
      '/api/user/register',
      '/api/user/login',
      '/api/user/verify',
      '/api/user/forgot-password',
      '/api/user/reset-password',
      '/api/accounts/me',
      '/api/accounts/me/pro',
      '/api/agent/get-by-accountId/{accountId}',
      '/api/agency/get-by-accountId',
    ]) {
      expect(response.json.paths[path], path).toBeDefined();
    }
    const body =
      response.json.paths['/api/user/register'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining([
        'username',
        'password',
        'confirmPassword',
        'fullName',
        'accountType',
        'consent',
      ]),
    );
  });
});
