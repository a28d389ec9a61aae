// Sign-up, step one (docs/product.md §4: register → confirm → verify → finish). The account is stored
// unverified and becomes active only when the code or the e-mail link is confirmed.
// No account enumeration: a number that already has an active account gets the same answer and a
// code like any other; "user already registered" is said only to whoever proves they hold that
// number or address, at the confirmation step.
import { eq, or, sql } from 'drizzle-orm';
import { AppError } from '@/lib/http/app-error';
import { db } from '../db/client.server';
import { accounts, agencies } from '../db/schema';
import type { Lang } from '../i18n/languages';
import { normalizeApostrophes } from '../i18n/translit';
import { isUniqueViolation } from '../accounts/professional-rows.server';
import { RESEND_SECONDS } from '../rate-limit/limits';
import type { AccountType } from './auth.schema';
import { findAccountByUsername } from './find-account.server';
import { hashPassword } from './password.server';
import { assertSmsAllowed, channelOf, deliverCode, reserveSend } from './send-code.server';

export type RegisterData = {
  username: string;
  password: string;
  fullName: string;
  accountType: AccountType;
  tin?: string | undefined;
  companyName?: string | undefined;
};
export type RegisterContext = { lang: Lang; ip: string; origin: string; now?: Date };
export type RegisterPayload = { existing?: true; company?: { tin: string; companyName: string } };

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
  if (company) await assertCompanyFree(company.tin, company.companyName);
  await reserveSend('register', data.username, ctx.ip, now);

  const existing = await findAccountByUsername(data.username);
  const passwordHash = await hashPassword(data.password); // the same work on every path
  const fullName = normalizeApostrophes(data.fullName);
  const fields = { passwordHash, fullName, role: data.accountType, lang: ctx.lang, updatedAt: now };
  let accountId: number;
  let payload: RegisterPayload = company ? { company } : {};
  if (existing?.isVerified) {
    accountId = existing.id;
    payload = { existing: true };
  } else if (existing) {
    // An unfinished sign-up is taken over by whoever registers again: only the code decides.
    await db().update(accounts).set(fields).where(eq(accounts.id, existing.id));
    accountId = existing.id;
  } else {
    try {
      const [row] = await db()
        .insert(accounts)
        .values({
          ...fields,
          [channel]: data.username,
          isVerified: false,
          createdAt: now,
        })
        .returning({ id: accounts.id });
      accountId = row!.id;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      // Registered a moment ago by a parallel request: treat it like any existing account.
      const again = await findAccountByUsername(data.username);
      if (!again) throw e;
      accountId = again.id;
      payload = { existing: true };
    }
  }
  await deliverCode({
    target: data.username,
    purpose: 'register',
    accountId,
    payload,
    lang: ctx.lang,
    ip: ctx.ip,
    origin: ctx.origin,
    now,
  });
  return {
    username: data.username,
    isPhoneNumber: channel === 'phone',
    resendAfterSeconds: RESEND_SECONDS,
  };
}
