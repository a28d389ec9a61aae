// A number whose sign-up is not confirmed yet can be registered again by anyone (only the code
// decides, and the answer must not tell), but a new registration never changes what an earlier
// one's code activates: whoever confirms a code gets the password, name, account type and company
// chosen with that registration. Each registration is named by its attempt token (the JSON answer
// and the cookie of POST /api/user/register): a confirmation or resend acts on that registration's
// code only, and one that names no attempt acts on none. The clock is moved instead of waiting out
// the resend countdown.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts, agencies, agents, oneTimeCodes } from '@/lib/db/schema';
import { confirmRegistration, confirmRegistrationLink } from './confirm-registration.server';
import { login, LOGIN_INCORRECT } from '@/lib/auth/login.server';
import { register, type RegisterData } from './register.server';
import { resendRegistrationCode } from './resend-registration-code.server';
import {
  codeFor,
  outboxFor,
  randomEmail,
  randomIp,
  randomPhone,
  randomTin,
} from '@/lib/accounts/testing/fixtures';

const OWNER = 'Owner123';
const OTHER = 'Other123';
const ctx = (now: Date) => ({ lang: 'uz' as const, ip: randomIp(), origin: 'http://x', now });
const owner = (username: string): RegisterData => ({
  username,
  password: OWNER,
  fullName: 'Egasi Odam',
  accountType: 'Agency',
  tin: randomTin(),
  companyName: `Egasi ${randomTin()} MChJ`,
});
const other = (username: string): RegisterData => ({
  username,
  password: OTHER,
  fullName: 'Boshqa Odam',
  accountType: 'Agent',
});
const signIn = (username: string, password: string) =>
  login({ username, password, rememberMe: false }, { ip: randomIp() });
const accountOf = async (phone: string) =>
  (await db().select().from(accounts).where(eq(accounts.phone, phone)))[0]!;
/** The code of the n-th message sent to `to` (0-based). */
const nthCode = async (to: string, n: number) => {
  const lines = await outboxFor(to);
  return /\b(\d{5})\b/.exec(lines[n]!.text)![1]!;
};

describe('a second sign-up of a pending number', () => {
  it('leaves the pending account as it is, and the owner confirming their own code gets their own password, name, type and company', async () => {
    const u = randomPhone();
    const t0 = Date.now();
    const mine = owner(u);
    const { attemptToken } = await register(mine, ctx(new Date(t0)));
    const ownerCode = await codeFor(u);
    const before = await accountOf(u);
    await register(other(u), ctx(new Date(t0 + 61_000))); // after the resend countdown
    expect(await accountOf(u)).toEqual(before); // nothing of the pending account changed

    await confirmRegistration(u, ownerCode, { now: new Date(t0 + 62_000), attempt: attemptToken });
    expect((await signIn(u, OWNER)).ok).toBe(true);
    expect(await signIn(u, OTHER)).toEqual({ ok: false, status: 400, text: LOGIN_INCORRECT });
    const row = await accountOf(u);
    expect(row).toMatchObject({ fullName: 'Egasi Odam', role: 'Agency', isVerified: true });
    const [company] = await db().select().from(agencies).where(eq(agencies.accountId, row.id));
    expect(company).toMatchObject({ tin: mine.tin, companyName: mine.companyName });
    expect(await db().select().from(agents).where(eq(agents.accountId, row.id))).toHaveLength(0);
  });

  it('the second registrant confirming their own code gets their own password and choices', async () => {
    const u = randomPhone();
    const t0 = Date.now();
    await register(owner(u), ctx(new Date(t0)));
    const second = await register(other(u), ctx(new Date(t0 + 61_000)));
    await confirmRegistration(u, await nthCode(u, 1), {
      now: new Date(t0 + 62_000),
      attempt: second.attemptToken,
    });
    expect((await signIn(u, OTHER)).ok).toBe(true);
    expect(await signIn(u, OWNER)).toEqual({ ok: false, status: 400, text: LOGIN_INCORRECT });
    const row = await accountOf(u);
    expect(row).toMatchObject({ fullName: 'Boshqa Odam', role: 'Agent' });
    expect(await db().select().from(agencies).where(eq(agencies.accountId, row.id))).toHaveLength(
      0,
    );
  });

  it('once one registration is confirmed, the code of another can no longer change the account', async () => {
    const u = randomPhone();
    const t0 = Date.now();
    const first = await register(owner(u), ctx(new Date(t0)));
    const ownerCode = await nthCode(u, 0);
    const second = await register(other(u), ctx(new Date(t0 + 61_000)));
    const otherCode = await nthCode(u, 1);
    await confirmRegistration(u, ownerCode, {
      now: new Date(t0 + 62_000),
      attempt: first.attemptToken,
    });
    await expect(
      confirmRegistration(u, otherCode, {
        now: new Date(t0 + 63_000),
        attempt: second.attemptToken,
      }),
    ).rejects.toMatchObject({ status: 400, code: 'wrong_code' });
    expect((await signIn(u, OWNER)).ok).toBe(true);
    expect((await signIn(u, OTHER)).ok).toBe(false);
  });

  it('a resend renews one registration only: the owner’s earlier code still activates the owner’s choices', async () => {
    const u = randomPhone();
    const t0 = Date.now();
    const first = await register(owner(u), ctx(new Date(t0)));
    const ownerCode = await nthCode(u, 0);
    const second = await register(other(u), ctx(new Date(t0 + 61_000)));
    await resendRegistrationCode(u, {
      ...ctx(new Date(t0 + 122_000)),
      attempt: second.attemptToken,
    });
    expect(await outboxFor(u)).toHaveLength(3);
    await confirmRegistration(u, ownerCode, {
      now: new Date(t0 + 123_000),
      attempt: first.attemptToken,
    });
    expect((await signIn(u, OWNER)).ok).toBe(true);
    expect((await signIn(u, OTHER)).ok).toBe(false);
  });

  it('e-mail: the link of the first registration activates the first registrant’s choices', async () => {
    const email = randomEmail();
    const t0 = Date.now();
    await register(owner(email), ctx(new Date(t0)));
    await register(other(email), ctx(new Date(t0 + 61_000)));
    const [first] = await outboxFor(email);
    const token = decodeURIComponent(/verify\?token=(\S+)/.exec(first!.text)![1]!);
    await confirmRegistrationLink(token, { now: new Date(t0 + 62_000) });
    expect((await signIn(email, OWNER)).ok).toBe(true);
    expect((await signIn(email, OTHER)).ok).toBe(false);
  });
});

describe('a confirmation or resend acts on the registration its attempt token names', () => {
  it("refuses the code another person's sign-up sent, and accepts the registrant's own", async () => {
    const u = randomPhone();
    const t0 = Date.now();
    const mine = await register(owner(u), ctx(new Date(t0)));
    await register(other(u), ctx(new Date(t0 + 61_000)));
    const ownerCode = await nthCode(u, 0);
    const otherCode = await nthCode(u, 1);

    // The owner, with their own registration's token, types the newest code (the other person's).
    await expect(
      confirmRegistration(u, otherCode, {
        now: new Date(t0 + 62_000),
        attempt: mine.attemptToken,
      }),
    ).rejects.toMatchObject({ code: 'wrong_code' });
    await confirmRegistration(u, ownerCode, {
      now: new Date(t0 + 63_000),
      attempt: mine.attemptToken,
    });
    expect((await signIn(u, OWNER)).ok).toBe(true);
    // No code of the number keeps a registration's password hash once one is confirmed.
    const codes = await db().select().from(oneTimeCodes).where(eq(oneTimeCodes.target, u));
    expect(codes.map((c) => c.payload)).toEqual(codes.map(() => null));
    expect((await signIn(u, OTHER)).ok).toBe(false);
  });

  it('a confirmation naming no attempt is refused and writes no password, whichever code it brings', async () => {
    const u = randomPhone();
    const t0 = Date.now();
    await register(owner(u), ctx(new Date(t0)));
    await register(other(u), ctx(new Date(t0 + 61_000)));
    const before = await accountOf(u);
    for (const code of [await nthCode(u, 1), await nthCode(u, 0)])
      await expect(
        confirmRegistration(u, code, { now: new Date(t0 + 62_000), attempt: undefined }),
      ).rejects.toMatchObject({ status: 400, code: 'attempt_required' });
    expect(await accountOf(u)).toEqual(before);
    expect(await signIn(u, OWNER)).toMatchObject({ ok: false });
    expect(await signIn(u, OTHER)).toMatchObject({ ok: false });
    // Not a try on any code either: each still has all five.
    const codes = await db().select().from(oneTimeCodes).where(eq(oneTimeCodes.target, u));
    expect(codes.map((c) => c.attempts)).toEqual([0, 0]);
  });

  it("resends the named registration's code, not the latest of the number", async () => {
    const u = randomPhone();
    const t0 = Date.now();
    const mine = await register(owner(u), ctx(new Date(t0)));
    await register(other(u), ctx(new Date(t0 + 61_000)));
    await resendRegistrationCode(u, {
      ...ctx(new Date(t0 + 122_000)),
      attempt: mine.attemptToken,
    });
    const resent = await nthCode(u, 2);
    await confirmRegistration(u, resent, {
      now: new Date(t0 + 123_000),
      attempt: mine.attemptToken,
    });
    expect((await signIn(u, OWNER)).ok).toBe(true);
  });

  it('a resend naming no attempt sends nothing and renews no code', async () => {
    const u = randomPhone();
    const t0 = Date.now();
    await register(owner(u), ctx(new Date(t0)));
    await expect(
      resendRegistrationCode(u, { ...ctx(new Date(t0 + 61_000)), attempt: undefined }),
    ).rejects.toMatchObject({ status: 400, code: 'attempt_required' });
    expect(await outboxFor(u)).toHaveLength(1);
  });
});
