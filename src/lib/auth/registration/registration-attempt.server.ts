// Which registration a browser made. Two people can register the same pending number; each code
// activates what its own registration chose, but both codes reach the number's owner. A random
// attempt token in an HttpOnly cookie, set by POST /api/user/register and stored hashed with that
// registration's code, lets the owner's browser confirm only its own registration: typing the code
// another person's sign-up triggered answers "wrong code" there instead of activating their password.
// A browser without the cookie (another device, an API client) may confirm any live code, as before.
// Path=/: the sign-up pages take their own form posts too (docs/decisions/014), so the cookie must
// reach /account/register/* as well as the API; HttpOnly and SameSite=Strict as before.
import type { APIContext } from 'astro';
import { isSecureRequest } from '@/lib/auth/cookie.server';
import { newToken, sha256 } from '@/lib/auth/session.server';

const COOKIE = 'reg_attempt';
const DAY_SECONDS = 24 * 3600;

export const newAttempt = (): string => newToken();
export const attemptHash = (attempt: string): string => sha256(attempt);

type Ctx = Pick<APIContext, 'cookies' | 'locals' | 'request' | 'clientAddress'>;

export function setAttemptCookie(ctx: Ctx, attempt: string) {
  ctx.cookies.set(COOKIE, attempt, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: isSecureRequest(ctx),
    maxAge: DAY_SECONDS,
  });
}

export function attemptOf(ctx: Pick<APIContext, 'cookies'>): string | undefined {
  const value = ctx.cookies.get(COOKIE)?.value;
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

/** Whether a registration code's payload may be confirmed from a browser holding `attempt`. */
export function belongsToAttempt(payload: unknown, attempt: string | undefined): boolean {
  if (!attempt) return true;
  const stored = (payload as { attempt?: string } | null)?.attempt;
  return stored === undefined || stored === attemptHash(attempt);
}
