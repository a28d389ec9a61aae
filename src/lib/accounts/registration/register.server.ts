// Sign-up, step one (docs/product.md §4: register → confirm → verify → finish). The account is stored
// unverified and becomes active only when the code or the e-mail link is confirmed.
// No account enumeration: a number that already has an active account gets the same answer and a
// code like any other; "user already registered" is said only to whoever proves they hold that
// number or address, at the confirmation step.
// A number whose sign-up is still pending may be registered again (only the code decides), but
// what each registration chose (password hash, name, type, company) travels with its own code and
// is written to the account only when that code is confirmed: a later registration never changes
// the pending account or what an earlier registration's code activates.
import { eq, or, sql } from 'drizzle-orm';
import { AppError } from '@/lib/http/app-error';
import { db } from '@/lib/db/client.server';
import { accounts, agencies } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import { normalizeApostrophes } from '@/lib/i18n/translit';
import { RESEND_SECONDS } from '@/lib/rate-limit/limits';
import type { AccountType } from '@/lib/auth/auth.schema';
import { findAccountByUsername } from '@/lib/auth/find-account.server';
import { hashPassword } from '@/lib/auth/password.server';
import { releaseHits } from '@/lib/rate-limit/rate-limit.server';
import { attemptHash, newAttempt } from './registration-attempt.server';
import { assertSmsAllowed, channelOf, deliverCode, reserveSend } from '@/lib/auth/send-code.server';

export type RegisterData = {
  username: string;
  password: string;
  fullName: string;
  accountType: AccountType;
  tin?: string | undefined;
  companyName?: string | undefined;
};
export type RegisterContext = {
  lang: Lang;
  ip: string;
  origin: string;
  now?: Date;
};
/** What one registration chose, applied to the account when its code is confirmed. */
export type Registration = {
  passwordHash: string;
  fullName: string;
  role: AccountType;
  lang: Lang;
};
export type RegisterPayload = {
  existing?: true;
  /** sha256 of the registration's attempt token (registration-attempt.server.ts) */
  attempt?: string;
  /** absent on codes issued before registrations travelled with their codes */
  registration?: Registration;
  company?: { tin: string; companyName: string };
};

export const companyExists = () =>
  new AppError(409, 'company_exists', 'auth:companyExists', { companyName: 'auth:companyExists' });

export async function assertCompanyFree(
  tin: string,
  companyName: string,
  exceptAccountId?: number,
) {
  const rows = await db()
    .select({ accountId: agencies.accountId })
    .from(agencies)
    .where(or(eq(agencies.tin, tin), sql`lower(${agencies.companyName}) = lower(${companyName})`))
    .limit(2);
  if (rows.some((r) => r.accountId !== exceptAccountId)) throw companyExists();
}

export async function register(data: RegisterData, ctx: RegisterContext) {
  const now = ctx.now ?? new Date();
  const channel = channelOf(data.username);
  if (channel === 'phone') assertSmsAllowed(data.username);
  const company =
    data.accountType === 'Agency' && data.tin && data.companyName
      ? { tin: data.tin, companyName: normalizeApostrophes(data.companyName) }
      : undefined;
  // The limits first: an address or number over them gets 429 whatever it sends, a taken company
  // included. A taken company sends no code, so its hits are handed back: correcting the name must
  // not wait out the resend countdown.
  const hits = await reserveSend('register', data.username, ctx.ip, now);
  if (company) {
    try {
      await assertCompanyFree(company.tin, company.companyName);
    } catch (e) {
      await releaseHits(hits);
      throw e;
    }
  }

  const registration: Registration = {
    passwordHash: await hashPassword(data.password), // the same work on every path
    fullName: normalizeApostrophes(data.fullName),
    role: data.accountType,
    lang: ctx.lang,
  };
  const account = await pendingAccount(data.username, registration, now);
  // Names this registration: confirming or resending its code needs it (registration-attempt.server.ts).
  const attemptToken = newAttempt();
  const attempt = attemptHash(attemptToken);
  const payload: RegisterPayload = account.verified
    ? { existing: true, attempt }
    : { registration, ...(company ? { company } : {}), attempt };
  await deliverCode({
    target: data.username,
    purpose: 'register',
    accountId: account.id,
    payload,
    lang: ctx.lang,
    ip: ctx.ip,
    origin: ctx.origin,
    now,
    replace: 'none', // an earlier registration's code keeps activating what it chose
  });
  return {
    username: data.username,
    isPhoneNumber: channel === 'phone',
    resendAfterSeconds: RESEND_SECONDS,
    attemptToken,
  };
}

/**
 * The account behind the username: the existing one, as it is (active, or pending from an earlier
 * registration), or a new unverified one. A new account starts with this registration's choices
 * so a sign-in with its password says "not verified"; confirmation writes the confirmed ones.
 * Both cases run the same two statements (an insert that may meet the unique username, then a read
 * of the row), so the answer's timing does not tell a registered number from a new one.
 */
async function pendingAccount(
  username: string,
  registration: Registration,
  now: Date,
): Promise<{ id: number; verified: boolean }> {
  await db()
    .insert(accounts)
    .values({
      passwordHash: registration.passwordHash,
      fullName: registration.fullName,
      role: registration.role,
      lang: registration.lang,
      [channelOf(username)]: username,
      isVerified: false,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const account = await findAccountByUsername(username);
  if (!account) throw new Error(`No account for ${channelOf(username)} after its insert`);
  return { id: account.id, verified: account.isVerified };
}
