// POST /api/user/register, /register/resend, /register/confirm, /register/verify: the answers
// of docs/api.md, every error path, and what is (not) stored.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts, agencies, agents, oneTimeCodes, sessions } from '@/lib/db/schema';
import { readOutbox } from '@/lib/sms/outbox.server';
import { api } from '@tests/helpers/api';
import {
  codeFor,
  makeAccount,
  outboxFor,
  PASSWORD,
  randomEmail,
  randomIp,
  randomPhone,
  randomTin,
} from '@/lib/accounts/testing/fixtures';
import { sha256 } from '@/lib/auth/session.server';
import { clearHits, reserveHits } from '@/lib/rate-limit/rate-limit.server';
import { keys, LIMITS } from '@/lib/rate-limit/limits';
import { login } from '@/lib/auth/login.server';
import { newAttempt } from './registration-attempt.server';
import { POST as registerPost } from '@/pages/api/user/register';
import { POST as resendPost } from '@/pages/api/user/register/resend';
import { POST as confirmPost } from '@/pages/api/user/register/confirm';
import * as verifyLinkRoute from '@/pages/api/user/register/verify';
import { GET as verifyGet } from '@/pages/api/user/verify';

const body = (over: Record<string, unknown> = {}) => ({
  username: randomPhone(),
  password: PASSWORD,
  confirmPassword: PASSWORD,
  fullName: 'Dilnoza Rahimova',
  accountType: 'User',
  consent: true,
  ...over,
});
const ATTEMPT = expect.stringMatching(/^[A-Za-z0-9_-]{43}$/);
/** A sign-up through the API as an app makes it (no cookie kept): its attempt token. */
const registerApi = async (username: string, over: Record<string, unknown> = {}) => {
  const r = await api(registerPost, '/api/user/register', {
    body: body({ username, ...over }),
    ip: randomIp(),
  });
  expect(r.status).toBe(201);
  return r.json.attemptToken as string;
};
const confirmApi = (username: string, code: string, attemptToken?: string, lang?: 'en') =>
  api(confirmPost, '/api/user/register/confirm', {
    body: { username, code, ...(attemptToken ? { attemptToken } : {}) },
    ...(lang ? { lang } : {}),
  });

describe('POST /api/user/register', () => {
  it('accepts a phone as people write it, stores +998…, answers 201 and sends a short SMS naming the site', async () => {
    const national = `90 ${(crypto.getRandomValues(new Uint32Array(1))[0]! % 900) + 100} 45 67`;
    const response = await api(registerPost, '/api/user/register', {
      body: body({ username: `(${national.slice(0, 2)}) ${national.slice(3)}` }),
      ip: randomIp(),
    });
    expect(response.status).toBe(201);
    const e164 = `+998${national.replace(/\s/g, '')}`;
    expect(response.json).toEqual({
      username: e164,
      isPhoneNumber: true,
      resendAfterSeconds: 60,
      attemptToken: ATTEMPT,
    });
    // The same token as the browser's HttpOnly cookie: the code step names it either way.
    expect(response.cookies.get('reg_attempt')).toMatchObject({
      value: response.json.attemptToken,
      options: { httpOnly: true, sameSite: 'strict', path: '/' },
    });
    const [row] = await db().select().from(accounts).where(eq(accounts.phone, e164));
    expect(row).toMatchObject({ isVerified: false, role: 'User', fullName: 'Dilnoza Rahimova' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const [sms] = await outboxFor(e164);
    expect(sms).toMatchObject({ to: e164, purpose: 'register' });
    expect(Object.keys(sms!).sort()).toEqual(['at', 'purpose', 'text', 'to']);
    expect(sms!.text).toMatch(/Quruvchi\.uz/);
    expect(sms!.text).toMatch(/\b\d{5}\b/);
    expect(sms!.text.length).toBeLessThanOrEqual(160);
  });

  it('sends the SMS in the request language', async () => {
    const phone = randomPhone();
    await api(registerPost, '/api/user/register', {
      body: body({ username: phone }),
      lang: 'ru',
      ip: randomIp(),
    });
    expect((await outboxFor(phone))[0]!.text).toMatch(/код регистрации/);
  });

  it('stores only a hash of the code', async () => {
    const u = randomPhone();
    await api(registerPost, '/api/user/register', { body: body({ username: u }), ip: randomIp() });
    const code = await codeFor(u);
    const [row] = await db().select().from(oneTimeCodes).where(eq(oneTimeCodes.target, u));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it.each([
    ['username', { username: '' }, 'Iltimos, ushbu qatorni toʻldiring!'],
    ['username', { username: '12345' }, 'Telefon raqami yoki elektron pochtani toʻgʻri kiriting'],
    ['username', { username: 'a@b' }, 'Telefon raqami yoki elektron pochtani toʻgʻri kiriting'],
    ['password', { password: 'Ab1', confirmPassword: 'Ab1' }, 'Kamida 6 ta belgi kiriting'],
    [
      'password',
      { password: 'secret12', confirmPassword: 'secret12' },
      'Parolda kamida bitta katta harf boʻlishi kerak',
    ],
    [
      'password',
      { password: `A${'x'.repeat(100)}`, confirmPassword: `A${'x'.repeat(100)}` },
      'Koʻpi bilan 100 ta belgi kiriting',
    ],
    ['confirmPassword', { confirmPassword: 'Other123' }, 'Parollar mos kelmadi'],
    ['fullName', { fullName: 'Al' }, 'Kamida 3 ta belgi kiriting'],
    ['fullName', { fullName: 'x'.repeat(101) }, 'Koʻpi bilan 100 ta belgi kiriting'],
    ['accountType', { accountType: 'Admin' }, 'Toʻldirilishi shart'],
    ['consent', { consent: false }, 'Davom etish uchun oferta shartlariga rozilik bildiring'],
    ['consent', { consent: undefined }, 'Davom etish uchun oferta shartlariga rozilik bildiring'],
    [
      'tin',
      { accountType: 'Agency', companyName: 'Qurilish MChJ' },
      'Iltimos, ushbu qatorni toʻldiring!',
    ],
    [
      'tin',
      { accountType: 'Agency', companyName: 'Qurilish MChJ', tin: '12345' },
      'STIR 9 ta raqamdan iborat boʻlishi kerak',
    ],
    [
      'companyName',
      { accountType: 'Agency', tin: '123456789' },
      'Iltimos, ushbu qatorni toʻldiring!',
    ],
  ])('400 on a bad %s, with the message beside the field', async (field, over, message) => {
    const r = await api(registerPost, '/api/user/register', { body: body(over), ip: randomIp() });
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe('validation_failed');
    expect(r.json.error.fields[field]).toBe(message);
  });

  it('answers validation messages in the request language', async () => {
    const response = await api(registerPost, '/api/user/register', {
      body: body({ fullName: 'Al' }),
      lang: 'en',
      ip: randomIp(),
    });
    expect(response.json.error.fields.fullName).toBe('Enter at least 3 characters');
    const ru = await api(registerPost, '/api/user/register', {
      body: body({ fullName: 'Al' }),
      lang: 'ru',
      ip: randomIp(),
    });
    expect(ru.json.error.fields.fullName).toMatch(/3/);
    expect(ru.json.error.fields.fullName).not.toBe(response.json.error.fields.fullName);
  });

  it('400 (not 500) on bad JSON and non-object bodies', async () => {
    expect(
      (await api(registerPost, '/api/user/register', { body: '{oops', ip: randomIp() })).status,
    ).toBe(400);
    expect(
      (await api(registerPost, '/api/user/register', { body: '[1,2]', ip: randomIp() })).status,
    ).toBe(400);
    expect(
      (
        await api(registerPost, '/api/user/register', {
          body: body({ fullName: 42 }),
          ip: randomIp(),
        })
      ).status,
    ).toBe(400);
  });

  it('refuses numbers outside SMS_ALLOWED_PREFIXES (+998 by default) before sending anything', async () => {
    const response = await api(registerPost, '/api/user/register', {
      body: body({ username: '+7 912 345 67 89' }),
      lang: 'en',
      ip: randomIp(),
    });
    expect(response.status).toBe(400);
    expect(response.json.error.fields.username).toBe(
      'SMS can only be sent to Uzbek numbers (+998)',
    );
    expect((await readOutbox()).some((l) => l.to === '+79123456789')).toBe(false);
  });

  it('runs the same statements for a registered number as for a new one (no timing difference)', async () => {
    // Both paths try to insert the account (a registered number meets its unique username, which
    // still draws an id from the sequence) and then read it, so the sequence moves in both.
    const lastId = async () =>
      Number(
        (await db().execute<{ last_value: string }>(sql`select last_value from accounts_id_seq`))
          .rows[0]!.last_value,
      );
    const existing = await makeAccount();
    await clearHits(keys.resend('register', existing.username));
    const before = await lastId();
    await api(registerPost, '/api/user/register', {
      body: body({ username: existing.username }),
      ip: randomIp(),
    });
    expect(await lastId()).toBe(before + 1);
    await api(registerPost, '/api/user/register', { body: body(), ip: randomIp() });
    expect(await lastId()).toBe(before + 2);
  });

  it('answers an already registered number exactly like a new one (no enumeration), and 409 user_exists only after the code', async () => {
    const existing = await makeAccount();
    const before = (await db().select().from(accounts).where(eq(accounts.id, existing.id)))[0]!;
    await clearHits(keys.resend('register', existing.username)); // the sign-up's countdown has passed
    const response = await api(registerPost, '/api/user/register', {
      body: body({
        username: existing.username,
        password: 'Another1',
        confirmPassword: 'Another1',
      }),
      ip: randomIp(),
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      username: existing.username,
      isPhoneNumber: true,
      resendAfterSeconds: 60,
      attemptToken: ATTEMPT,
    });
    const after = (await db().select().from(accounts).where(eq(accounts.id, existing.id)))[0]!;
    expect(after.passwordHash).toBe(before.passwordHash); // nothing of the real account changed
    const code = await codeFor(existing.username, { after: Date.now() - 5000 });
    const confirmResponse = await confirmApi(
      existing.username,
      code,
      response.json.attemptToken,
      'en',
    );
    expect(confirmResponse.status).toBe(409);
    expect(confirmResponse.json.error).toMatchObject({
      code: 'user_exists',
      message: 'This user is already registered',
    });
  });

  it('409 company_exists for the same TIN or the same company name (any case)', async () => {
    const tin = randomTin();
    await makeAccount({ accountType: 'Agency', tin, companyName: 'Mustahkam Qurilish MChJ' });
    const sameTin = await api(registerPost, '/api/user/register', {
      body: body({ accountType: 'Agency', tin, companyName: 'Boshqa nom' }),
      ip: randomIp(),
    });
    expect(sameTin.status).toBe(409);
    expect(sameTin.json.error).toMatchObject({
      code: 'company_exists',
      message: 'Bu kompaniya allaqachon roʻyxatdan oʻtgan',
    });
    const sameName = await api(registerPost, '/api/user/register', {
      body: body({
        accountType: 'Agency',
        tin: randomTin(),
        companyName: 'mustahkam qurilish mchj',
      }),
      ip: randomIp(),
    });
    expect(sameName.status).toBe(409);
    expect(sameName.json.error.code).toBe('company_exists');
  });

  it('checks the limits before the company: over them, a taken TIN answers 429 like any other sign-up', async () => {
    const tin = randomTin();
    await makeAccount({ accountType: 'Agency', tin, companyName: `Band ${tin} MChJ` });
    const taken = { accountType: 'Agency', tin, companyName: 'Boshqa Firma' };
    // An address that used up its 30 codes this hour.
    const ip = randomIp();
    for (let i = 0; i < LIMITS.codesPerIp.limit; i++)
      await reserveHits([{ key: keys.codeIp(ip), rule: LIMITS.codesPerIp }]);
    const overIp = await api(registerPost, '/api/user/register', { body: body(taken), ip });
    expect(overIp.status).toBe(429);
    expect(overIp.json.error.code).toBe('rate_limited');
    expect(Number(overIp.headers.get('retry-after'))).toBeGreaterThan(3000);
    // A number still in its resend countdown.
    const phone = randomPhone();
    await registerApi(phone);
    const inCountdown = await api(registerPost, '/api/user/register', {
      body: body({ ...taken, username: phone }),
      ip: randomIp(),
    });
    expect(inCountdown.status).toBe(429);
    expect(Number(inCountdown.headers.get('retry-after'))).toBeGreaterThan(50);
  });

  it('a taken company sends no code and costs no countdown: the corrected form goes through at once', async () => {
    const tin = randomTin();
    await makeAccount({ accountType: 'Agency', tin, companyName: `Band ${tin} MChJ` });
    const phone = randomPhone();
    const ip = randomIp();
    const taken = await api(registerPost, '/api/user/register', {
      body: body({ username: phone, accountType: 'Agency', tin, companyName: 'Yangi Firma' }),
      ip,
    });
    expect(taken.status).toBe(409);
    expect(await outboxFor(phone)).toHaveLength(0);
    const corrected = await api(registerPost, '/api/user/register', {
      body: body({
        username: phone,
        accountType: 'Agency',
        tin: randomTin(),
        companyName: 'Yangi Firma',
      }),
      ip,
    });
    expect(corrected.status).toBe(201);
  });

  it('an unfinished sign-up may be registered again (a code is sent), but the pending account is left as it is', async () => {
    const phone = randomPhone();
    await api(registerPost, '/api/user/register', {
      body: body({ username: phone, fullName: 'Birinchi Odam' }),
      ip: randomIp(),
    });
    const [before] = await db().select().from(accounts).where(eq(accounts.phone, phone));
    // the countdown is kept in the rate-limit table: wait it out by moving the register call's clock
    const { register } = await import('./register.server');
    await expect(
      register(
        { username: phone, password: 'Second12', fullName: 'Ikkinchi Odam', accountType: 'Agent' },
        { lang: 'uz', ip: randomIp(), origin: 'http://x', now: new Date(Date.now() + 61_000) },
      ),
    ).resolves.toEqual({
      username: phone,
      isPhoneNumber: true,
      resendAfterSeconds: 60,
      attemptToken: ATTEMPT,
    });
    expect(await outboxFor(phone)).toHaveLength(2);
    const [row] = await db().select().from(accounts).where(eq(accounts.phone, phone));
    expect(row).toEqual(before); // what each registration chose waits with its code: pending-signup.int.test.ts
  });
});

describe('POST /api/user/register/confirm', () => {
  it('activates the account, answers the token as text and sets the session cookie', async () => {
    const phone = randomPhone();
    const attemptToken = await registerApi(phone);
    const code = await codeFor(phone);
    const response = await confirmApi(phone, code, attemptToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.text).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = response.cookies.get('sid')!;
    expect(cookie.value).toBe(response.text);
    expect(cookie.options).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
    });
    expect(cookie.options.maxAge).toBeUndefined(); // a browser-session cookie
    const [row] = await db().select().from(accounts).where(eq(accounts.phone, phone));
    expect(row!.isVerified).toBe(true);
    // only the SHA-256 of the token is stored
    const stored = await db().select().from(sessions).where(eq(sessions.accountId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(sha256(response.text));
    const v = await api(verifyGet, '/api/user/verify', { token: response.text });
    expect(v.json).toMatchObject({ id: row!.id, fullName: 'Dilnoza Rahimova', userRole: 'User' });
  });

  it('a code works once only', async () => {
    const phone = randomPhone();
    const attemptToken = await registerApi(phone);
    const code = await codeFor(phone);
    expect((await confirmApi(phone, code, attemptToken)).status).toBe(200);
    const again = await confirmApi(phone, code, attemptToken, 'en');
    expect(again.status).toBe(400);
    expect(again.json.error).toMatchObject({
      code: 'wrong_code',
      message: 'The confirmation code is wrong',
    });
  });

  it('five wrong tries kill the code: the right one is refused afterwards', async () => {
    const phone = randomPhone();
    const attemptToken = await registerApi(phone);
    const code = await codeFor(phone);
    const wrong = code === '00000' ? '11111' : '00000';
    for (let i = 0; i < 5; i++) {
      const response = await confirmApi(phone, wrong, attemptToken);
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('wrong_code');
    }
    expect((await confirmApi(phone, code, attemptToken)).status).toBe(400);
  });

  it('the fourth wrong try still leaves the right code working', async () => {
    const phone = randomPhone();
    const attemptToken = await registerApi(phone);
    const code = await codeFor(phone);
    const wrong = code === '00000' ? '11111' : '00000';
    for (let i = 0; i < 4; i++) await confirmApi(phone, wrong, attemptToken);
    expect((await confirmApi(phone, code, attemptToken)).status).toBe(200);
  });

  it('parallel guesses cannot get more than five tries between them', async () => {
    const phone = randomPhone();
    const attemptToken = await registerApi(phone);
    const code = await codeFor(phone);
    const wrong = code === '00000' ? '11111' : '00000';
    await Promise.all(Array.from({ length: 12 }, () => confirmApi(phone, wrong, attemptToken)));
    const [row] = await db().select().from(oneTimeCodes).where(eq(oneTimeCodes.target, phone));
    expect(row!.attempts).toBe(5);
  });

  it('an expired code (10 minutes) is refused', async () => {
    const phone = randomPhone();
    const attempt = await registerApi(phone);
    const code = await codeFor(phone);
    const { confirmRegistration } = await import('./confirm-registration.server');
    await expect(
      confirmRegistration(phone, code, {
        now: new Date(Date.now() + 10 * 60_000 + 1000),
        attempt,
      }),
    ).rejects.toMatchObject({ code: 'wrong_code' });
    // and the same code just inside the window works
    await expect(
      confirmRegistration(phone, code, { now: new Date(Date.now() + 9 * 60_000), attempt }),
    ).resolves.toMatchObject({ token: expect.any(String) });
  });

  it.each([['1234'], ['123456'], ['12a45'], ['']])(
    '400 validation_failed for the code %j',
    async (code) => {
      const response = await api(confirmPost, '/api/user/register/confirm', {
        body: { username: randomPhone(), code },
      });
      expect(response.status).toBe(400);
      expect(response.json.error.fields.code).toBeTruthy();
    },
  );

  it('400 validation_failed for a malformed attemptToken', async () => {
    const response = await confirmApi(randomPhone(), '12345', 'not a token');
    expect(response.status).toBe(400);
    expect(response.json.error.fields.attemptToken).toBeTruthy();
  });

  it('an unknown number gets wrong_code, like a wrong code', async () => {
    const response = await confirmApi(randomPhone(), '12345', newAttempt());
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('wrong_code');
  });

  it('creates the agents row for a specialist and the agencies row for a company', async () => {
    const agent = await makeAccount({ accountType: 'Agent', fullName: 'Shavkat Mirzayev' });
    const [agentRow] = await db().select().from(agents).where(eq(agents.accountId, agent.id));
    expect(agentRow).toMatchObject({
      fullName: 'Shavkat Mirzayev',
      seoName: 'shavkat-mirzayev',
      phone: agent.username,
    });
    const tin = randomTin();
    const company = await makeAccount({
      accountType: 'Agency',
      tin,
      companyName: 'Oʻzbek Loyiha MChJ',
    });
    const [c] = await db().select().from(agencies).where(eq(agencies.accountId, company.id));
    expect(c).toMatchObject({ tin, companyName: 'Oʻzbek Loyiha MChJ', phone: company.username });
    const v = await api(verifyGet, '/api/user/verify', { token: company.token });
    expect(v.json).toMatchObject({ userRole: 'Agency', agencyId: c!.id, agentId: null });
    const va = await api(verifyGet, '/api/user/verify', { token: agent.token });
    expect(va.json).toMatchObject({ userRole: 'Agent', agentId: agentRow!.id });
  });
});

describe('a sign-up cannot be taken over by a client without cookies', () => {
  const OWNER = 'Owner123';
  const TAKER = 'Taker123';
  const signIn = (username: string, password: string) =>
    login({ username, password, rememberMe: false }, { ip: randomIp() });

  /** The owner registers over the API, then someone else registers the same pending number. */
  async function twoRegistrations() {
    const phone = randomPhone();
    const ownerToken = await registerApi(phone, { password: OWNER, confirmPassword: OWNER });
    const ownerCode = await codeFor(phone);
    await clearHits(keys.resend('register', phone)); // the countdown has passed
    const takerToken = await registerApi(phone, { password: TAKER, confirmPassword: TAKER });
    expect((await outboxFor(phone)).length).toBe(2);
    const newest = await codeFor(phone); // the other registration's code, sent to the owner too
    return { phone, ownerToken, ownerCode, takerToken, newest };
  }

  it("the owner's client typing the newest code with its own token gets wrong_code; the other password never works", async () => {
    const { phone, ownerToken, ownerCode, newest } = await twoRegistrations();
    if (newest !== ownerCode) {
      const wrong = await confirmApi(phone, newest, ownerToken);
      expect(wrong.status).toBe(400);
      expect(wrong.json.error.code).toBe('wrong_code');
    }
    expect((await signIn(phone, TAKER)).ok).toBe(false);
    expect((await confirmApi(phone, ownerCode, ownerToken)).status).toBe(200);
    expect((await signIn(phone, OWNER)).ok).toBe(true);
    expect((await signIn(phone, TAKER)).ok).toBe(false);
  });

  it('a confirmation naming no attempt answers 400 attempt_required and writes no password', async () => {
    const { phone, newest } = await twoRegistrations();
    const before = (await db().select().from(accounts).where(eq(accounts.phone, phone)))[0]!;
    const response = await confirmApi(phone, newest, undefined, 'en');
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({
      code: 'attempt_required',
      message: 'This sign-up was started on another device or has expired. Please register again.',
    });
    expect(response.cookies.get('sid')).toBeUndefined();
    const after = (await db().select().from(accounts).where(eq(accounts.phone, phone)))[0]!;
    expect(after).toEqual(before);
    expect((await signIn(phone, TAKER)).ok).toBe(false);
    expect((await signIn(phone, OWNER)).ok).toBe(false);
  });

  it('the attempt cookie names the registration as the body field does', async () => {
    const { phone, ownerToken, ownerCode } = await twoRegistrations();
    const response = await api(confirmPost, '/api/user/register/confirm', {
      body: { username: phone, code: ownerCode },
      cookies: { reg_attempt: ownerToken },
    });
    expect(response.status).toBe(200);
    expect((await signIn(phone, OWNER)).ok).toBe(true);
  });

  it("a resend with one registration's token renews that registration's code only", async () => {
    const { phone, ownerToken, ownerCode, takerToken } = await twoRegistrations();
    await clearHits(keys.resend('register', phone));
    const resent = await api(resendPost, '/api/user/register/resend', {
      body: { username: phone, attemptToken: takerToken },
      ip: randomIp(),
    });
    expect(resent.status).toBe(200);
    expect((await outboxFor(phone)).length).toBe(3);
    const renewed = await codeFor(phone); // reaches the owner, like every code of the number
    if (renewed !== ownerCode)
      expect((await confirmApi(phone, renewed, ownerToken)).json.error.code).toBe('wrong_code');
    expect((await signIn(phone, TAKER)).ok).toBe(false);
    // The owner's own code was left as it was.
    expect((await confirmApi(phone, ownerCode, ownerToken)).status).toBe(200);
  });
});

describe('POST /api/user/register/resend', () => {
  it('429 with Retry-After before the 60-second countdown ends', async () => {
    const phone = randomPhone();
    const ip = randomIp();
    const reg = await api(registerPost, '/api/user/register', {
      body: body({ username: phone }),
      ip,
    });
    const response = await api(resendPost, '/api/user/register/resend', {
      body: { username: phone, attemptToken: reg.json.attemptToken },
      ip,
      lang: 'en',
    });
    expect(response.status).toBe(429);
    expect(response.json.error.code).toBe('rate_limited');
    expect(response.json.error.message).toBe('Too many attempts. Try again in 1 min.');
    const retry = Number(response.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(50);
    expect(retry).toBeLessThanOrEqual(60);
  });

  it('after the countdown a new code replaces the old one', async () => {
    const phone = randomPhone();
    const attempt = await registerApi(phone);
    const first = await codeFor(phone);
    const { resendRegistrationCode } = await import('./resend-registration-code.server');
    const later = new Date(Date.now() + 61_000);
    await expect(
      resendRegistrationCode(phone, {
        lang: 'uz',
        ip: randomIp(),
        origin: 'http://x',
        now: later,
        attempt,
      }),
    ).resolves.toEqual({ resendAfterSeconds: 60 });
    const lines = await outboxFor(phone);
    expect(lines).toHaveLength(2);
    const second = /\b(\d{5})\b/.exec(lines[1]!.text)![1]!;
    const { confirmRegistration } = await import('./confirm-registration.server');
    if (first !== second)
      await expect(
        confirmRegistration(phone, first, { now: later, attempt }),
      ).rejects.toMatchObject({ code: 'wrong_code' });
    await expect(
      confirmRegistration(phone, second, { now: later, attempt }),
    ).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('a number with no pending sign-up gets the same answer and no SMS', async () => {
    const phone = randomPhone();
    const response = await api(resendPost, '/api/user/register/resend', {
      body: { username: phone, attemptToken: newAttempt() },
      ip: randomIp(),
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ resendAfterSeconds: 60 });
    expect(await outboxFor(phone)).toHaveLength(0);
  });

  it('400 attempt_required without an attemptToken or the cookie: nothing is sent', async () => {
    const phone = randomPhone();
    await registerApi(phone);
    await clearHits(keys.resend('register', phone)); // the countdown has passed
    const response = await api(resendPost, '/api/user/register/resend', {
      body: { username: phone },
      ip: randomIp(),
      lang: 'en',
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({
      code: 'attempt_required',
      fields: {
        code: 'This sign-up was started on another device or has expired. Please register again.',
      },
    });
    expect(await outboxFor(phone)).toHaveLength(1);
  });

  it('at most 5 codes per number an hour, whatever the IP address', async () => {
    const phone = randomPhone();
    const { register } = await import('./register.server');
    const t0 = Date.now();
    for (let i = 0; i < 5; i++) {
      await register(
        { username: phone, password: PASSWORD, fullName: 'Test Odam', accountType: 'User' },
        { lang: 'uz', ip: randomIp(), origin: 'http://x', now: new Date(t0 + i * 61_000) },
      );
    }
    const sixth = register(
      { username: phone, password: PASSWORD, fullName: 'Test Odam', accountType: 'User' },
      { lang: 'uz', ip: randomIp(), origin: 'http://x', now: new Date(t0 + 5 * 61_000) },
    );
    await expect(sixth).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    // the hour after the first send, the number may get a code again
    await expect(
      register(
        { username: phone, password: PASSWORD, fullName: 'Test Odam', accountType: 'User' },
        { lang: 'uz', ip: randomIp(), origin: 'http://x', now: new Date(t0 + 3600_000 + 1000) },
      ),
    ).resolves.toMatchObject({ resendAfterSeconds: 60 });
  });

  it('at most 30 codes per IP address an hour', async () => {
    const ip = randomIp();
    const { register } = await import('./register.server');
    const now = new Date();
    for (let i = 0; i < 30; i++) {
      await register(
        { username: randomPhone(), password: PASSWORD, fullName: 'Test Odam', accountType: 'User' },
        { lang: 'uz', ip, origin: 'http://x', now },
      );
    }
    const r = await api(registerPost, '/api/user/register', { body: body(), ip });
    expect(r.status).toBe(429);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(3000);
  }, 60_000);
});

describe('e-mail sign-up and POST /api/user/register/verify', () => {
  it('sends a code and a link by e-mail; the link signs the account in once', async () => {
    const email = randomEmail();
    const response = await api(registerPost, '/api/user/register', {
      body: body({ username: email.toUpperCase() }),
      ip: randomIp(),
      lang: 'en',
    });
    expect(response.json).toEqual({
      username: email,
      isPhoneNumber: false,
      resendAfterSeconds: 60,
      attemptToken: ATTEMPT,
    });
    const [mail] = await outboxFor(email);
    expect(mail!.subject).toBe('Quruvchi.uz: confirm your registration');
    const link = /(http\S+\/account\/register\/verify\?token=(\S+))/.exec(mail!.text)!;
    expect(link).toBeTruthy();
    const token = decodeURIComponent(link[2]!);
    const [row] = await db().select().from(oneTimeCodes).where(eq(oneTimeCodes.target, email));
    expect(row!.linkTokenHash).toBe(sha256(token)); // the link token is stored hashed too
    const verify = (t: string) =>
      api(verifyLinkRoute.POST, '/api/user/register/verify', { body: { token: t } });
    const v = await verify(token);
    expect(v.status).toBe(200);
    expect(v.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(v.cookies.get('sid')!.value).toBe(v.text);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.json.error.code).toBe('wrong_code');
  });

  it('is a POST only: a GET (a link from another site) cannot confirm and sign in', () => {
    // Astro answers a method the route does not export without running anything.
    expect(Object.keys(verifyLinkRoute)).toEqual(['POST']);
  });

  it('400 for a missing or malformed link token', async () => {
    const verify = (body: unknown) =>
      api(verifyLinkRoute.POST, '/api/user/register/verify', { body });
    expect((await verify({})).status).toBe(400);
    expect((await verify('"x"')).status).toBe(400);
    expect((await verify({ token: 'short' })).status).toBe(400);
    expect((await verify({ token: 'x'.repeat(43) })).json.error.code).toBe('wrong_code');
  });
});
