// Change password (signed in): the current password, a new one that differs, and every other
// session of the account ends (a stolen session must not outlive the password it was made with).
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/http/app-error';
import { db } from '../db/client.server';
import { accounts } from '../db/schema';
import { releaseHits, reserveHits } from '@/lib/rate-limit/rate-limit.server';
import { keys, LIMITS } from '@/lib/rate-limit/limits';
import { rateLimitedError } from '@/lib/rate-limit/rate-limited';
import { hashPassword, verifyPassword } from './password.server';
import { deleteOtherSessions } from './session.server';

/**
 * Checks the account's password for a sensitive change, with the sign-in limit per account so a
 * borrowed, unlocked phone cannot be used to guess it. Throws 400 with `field` on a wrong password.
 * The check is counted before it is made (as at sign-in), so parallel guesses stop at the limit.
 */
export async function assertPassword(
  accountId: number,
  password: string,
  field: string,
  now = new Date(),
) {
  const attempt = await reserveHits(
    [{ key: keys.passwordCheck(accountId), rule: LIMITS.passwordChecksPerAccount }],
    now,
  );
  if (!attempt.allowed) throw rateLimitedError(attempt.retryAfterSeconds);
  const [account] = await db()
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!account || !(await verifyPassword(account.passwordHash, password))) {
    throw new AppError(400, 'validation_failed', 'auth:currentPasswordWrong', {
      [field]: 'auth:currentPasswordWrong',
    });
  }
  await releaseHits(attempt.hitIds); // the right password is no failure
}

export async function changePassword(
  input: {
    accountId: number;
    sessionId: number | null;
    currentPassword: string;
    newPassword: string;
  },
  now = new Date(),
) {
  await assertPassword(input.accountId, input.currentPassword, 'currentPassword', now);
  if (input.newPassword === input.currentPassword) {
    throw new AppError(400, 'same_password', 'validation:passwordDiffers', {
      newPassword: 'validation:passwordDiffers',
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  // One transaction: a new password must never stay with a stolen session still alive.
  await db().transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash, updatedAt: now })
      .where(eq(accounts.id, input.accountId));
    await deleteOtherSessions(input.accountId, input.sessionId, tx);
  });
}
