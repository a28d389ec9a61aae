// Password recovery (docs/product.md §4): request → 5-digit code → new password → done.
// The request answers the same whether or not the account exists (the counters and the countdown
// are kept per typed username either way, and an unknown one costs the same hash as a real code).
// A confirmed code becomes a reset token (256 bits, only its SHA-256 stored, 30 minutes, single
// use); setting the password ends every session of the account.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '@/lib/http/app-error';
import { db } from '../db/client.server';
import { accounts, resetTokens, sessions } from '../db/schema';
import type { Lang } from '../i18n/languages';
import { clearHits } from '../rate-limit/rate-limit.server';
import { keys, RESEND_SECONDS, RESET_TOKEN_TTL_MS } from '../rate-limit/limits';
import { checkCode } from './codes.server';
import { findAccountByUsername } from './find-account.server';
import { hashPassword, verifyPassword } from './password.server';
import { assertSmsAllowed, channelOf, deliverCode, reserveSend } from './send-code.server';
import { newToken, sha256 } from './session.server';

export async function requestPasswordReset(
  username: string,
  ctx: { lang: Lang; ip: string; origin: string; now?: Date },
) {
  const now = ctx.now ?? new Date();
  if (channelOf(username) === 'phone') assertSmsAllowed(username);
  await reserveSend('reset', username, ctx.ip, now);
  const account = await findAccountByUsername(username);
  const real = account && account.isVerified && !account.isBlocked;
  // Either way a code is made and stored (one argon2id hash, one transaction), so the answer's
  // timing does not tell whether the account exists: a made-up username gets a code with no
  // account, which nobody receives and which can never be confirmed (confirmResetCode).
  await deliverCode({
    target: username,
    purpose: 'reset',
    accountId: real ? account.id : null,
    lang: ctx.lang,
    ip: ctx.ip,
    origin: ctx.origin,
    now,
    background: true,
    deliver: !!real,
  });
  return { resendAfterSeconds: RESEND_SECONDS };
}

export async function confirmResetCode(username: string, code: string, now = new Date()) {
  const row = await checkCode(username, 'reset', code, now);
  if (row.accountId === null)
    throw new AppError(400, 'wrong_code', 'auth:wrongCode', { code: 'auth:wrongCode' });
  const resetToken = newToken();
  await db()
    .insert(resetTokens)
    .values({
      tokenHash: sha256(resetToken),
      accountId: row.accountId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
  return { resetToken };
}

const expired = () =>
  new AppError(400, 'validation_failed', 'auth:resetExpired', { resetToken: 'auth:resetExpired' });

export async function resetPassword(resetToken: string, password: string, now = new Date()) {
  const [row] = await db()
    .select()
    .from(resetTokens)
    .where(
      and(
        eq(resetTokens.tokenHash, sha256(resetToken)),
        isNull(resetTokens.usedAt),
        gt(resetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw expired();
  const [account] = await db()
    .select()
    .from(accounts)
    .where(eq(accounts.id, row.accountId))
    .limit(1);
  if (!account) throw expired();
  // docs/product.md §5: the new password must differ from the previous one. The token stays usable.
  if (await verifyPassword(account.passwordHash, password)) {
    throw new AppError(400, 'same_password', 'validation:passwordDiffers', {
      password: 'validation:passwordDiffers',
    });
  }
  const passwordHash = await hashPassword(password);
  await db().transaction(async (tx) => {
    const used = await tx
      .update(resetTokens)
      .set({ usedAt: now })
      .where(and(eq(resetTokens.id, row.id), isNull(resetTokens.usedAt)))
      .returning({ id: resetTokens.id });
    if (used.length === 0) throw expired(); // a parallel request used it first
    await tx
      .update(accounts)
      .set({ passwordHash, updatedAt: now })
      .where(eq(accounts.id, account.id));
    await tx.delete(sessions).where(eq(sessions.accountId, account.id));
  });
  // The owner proved the number: the failures someone else piled up no longer lock them out.
  for (const u of [account.phone, account.email]) if (u) await clearHits(keys.loginAccount(u));
}
