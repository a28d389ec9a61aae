// Sign-up, step two: the code from the SMS or e-mail (or the e-mail link) activates the account
// with what its own registration chose (see register.server.ts), makes its public agent/agency
// record and signs it in.
import { and, eq } from 'drizzle-orm';
import { AppError } from '@/lib/http/app-error';
import { db } from '@/lib/db/client.server';
import { accounts } from '@/lib/db/schema';
import { createProfessionalRow, isUniqueViolation } from '@/lib/accounts/professional-rows.server';
import { checkCode, checkLinkToken, retireCodes, type CodeRow } from '@/lib/auth/codes.server';
import { companyExists, type RegisterPayload } from './register.server';
import { attemptRequired, belongsToAttempt } from './registration-attempt.server';
import { createSession } from '@/lib/auth/session.server';

export const userExists = () =>
  new AppError(409, 'user_exists', 'auth:userExists', { username: 'auth:userExists' });

async function activate(row: CodeRow, now: Date, userAgent: string | null) {
  const payload = (row.payload ?? {}) as RegisterPayload;
  if (payload.existing || row.accountId === null) throw userExists();
  const accountId = row.accountId;
  try {
    await db().transaction(async (tx) => {
      // Only a pending account: once one registration of the number is confirmed, no other
      // registration's code may write its password over the owner's.
      const [account] = await tx
        .update(accounts)
        .set({ ...payload.registration, isVerified: true, updatedAt: now })
        .where(and(eq(accounts.id, accountId), eq(accounts.isVerified, false)))
        .returning();
      if (!account) throw userExists();
      await createProfessionalRow(tx, account, payload.company ?? null);
      await retireCodes(tx, row.target, 'register', now); // the other registrations of the number
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw companyExists(); // another company took the TIN or name meanwhile
    throw e;
  }
  const session = await createSession(accountId, { rememberMe: false, userAgent, now });
  return { ...session, accountId };
}

/**
 * Confirms the code of the registration `attempt` names (registration-attempt.server.ts): the codes
 * of other registrations of the number are neither tried nor burnt, and without an attempt no code
 * is looked at, so nobody's password is written.
 */
export async function confirmRegistration(
  username: string,
  code: string,
  opts: { attempt: string | undefined; now?: Date; userAgent?: string | null },
) {
  const { attempt } = opts;
  if (!attempt) throw attemptRequired();
  const now = opts.now ?? new Date();
  const row = await checkCode(username, 'register', code, now, {
    accept: (candidate) => belongsToAttempt(candidate.payload, attempt),
  });
  return activate(row, now, opts.userAgent ?? null);
}

export async function confirmRegistrationLink(
  token: string,
  opts: { now?: Date; userAgent?: string | null } = {},
) {
  const now = opts.now ?? new Date();
  const row = await checkLinkToken(token, 'register', now);
  return activate(row, now, opts.userAgent ?? null);
}
