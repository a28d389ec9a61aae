// Sign-in (docs/product.md §7: the token as text; 'Username or password is incorrect' and 'Account is
// not verified' as texts). Defences of docs/quality.md: 10 failures per typed username and 100 per
// IP address in 15 minutes, then 429 until the window passes; unknown usernames are checked against
// a dummy hash so the answer and its timing are the same for known and unknown accounts.
// Every attempt is counted as a failure *before* its password is checked (reserveHits), so a burst
// of parallel guesses gets no more checks than the limit; a right password gives its hits back.
import { clearHits, releaseHits, reserveHits } from '@/lib/rate-limit/rate-limit.server';
import { keys, LIMITS } from '@/lib/rate-limit/limits';
import { rateLimitedError } from '@/lib/rate-limit/rate-limited';
import { findAccountByUsername } from './find-account.server';
import { dummyHash, verifyPassword } from './password.server';
import { createSession, deleteSession } from './session.server';

export const LOGIN_INCORRECT = 'Username or password is incorrect';
export const LOGIN_NOT_VERIFIED = 'Account is not verified';
export const LOGIN_BLOCKED = 'Account is blocked';

export type LoginInput = { username: string; password: string; rememberMe: boolean };
export type LoginContext = {
  ip: string;
  now?: Date;
  userAgent?: string | null;
  previousToken?: string | null;
};
export type LoginResult =
  | { ok: true; token: string; expiresAt: Date; rememberMe: boolean; accountId: number }
  | { ok: false; status: 400 | 403; text: string };

export async function login(input: LoginInput, ctx: LoginContext): Promise<LoginResult> {
  const now = ctx.now ?? new Date();
  const accountKey = keys.loginAccount(input.username);
  const attempt = await reserveHits(
    [
      { key: accountKey, rule: LIMITS.loginPerAccount },
      { key: keys.loginIp(ctx.ip), rule: LIMITS.loginPerIp },
    ],
    now,
  );
  if (!attempt.allowed) throw rateLimitedError(attempt.retryAfterSeconds);

  const account = await findAccountByUsername(input.username);
  const ok = await verifyPassword(account?.passwordHash ?? (await dummyHash()), input.password);
  if (!account || !ok) return { ok: false, status: 400, text: LOGIN_INCORRECT }; // the hits stay
  await releaseHits(attempt.hitIds); // the right password is no failure
  // Said only to someone who knows the password: no enumeration.
  if (account.isBlocked) return { ok: false, status: 400, text: LOGIN_BLOCKED };
  if (!account.isVerified) return { ok: false, status: 400, text: LOGIN_NOT_VERIFIED };

  await clearHits(accountKey);
  // Rotation: a token that was in the browser before sign-in is never the signed-in one.
  if (ctx.previousToken) await deleteSession(ctx.previousToken);
  const session = await createSession(account.id, {
    rememberMe: input.rememberMe,
    userAgent: ctx.userAgent ?? null,
    now,
  });
  return { ok: true, ...session, rememberMe: input.rememberMe, accountId: account.id };
}
