// Which registration a client made. Two people can register the same pending number; each code
// activates what its own registration chose, but both codes reach the number's owner, who could
// type the newest one (another person's) and so set that person's password. Every registration
// therefore gets a random attempt token, stored hashed with its code: POST /api/user/register
// answers it in its JSON (`attemptToken`, for API clients such as the mobile apps) and sets it as
// an HttpOnly cookie (for the browser, with or without JavaScript). Confirming or resending a code
// must name the attempt, by the body's `attemptToken` or the cookie, and only that attempt's code
// is looked at: a confirmation that names none writes nobody's password.
// Path=/: the sign-up pages take their own form posts too (docs/decisions/014), so the cookie must
// reach /account/register/* as well as the API; HttpOnly and SameSite=Strict.
import type { APIContext } from 'astro';
import { AppError } from '@/lib/http/app-error';
import { ATTEMPT_TOKEN } from '@/lib/auth/auth.schema';
import { isSecureRequest } from '@/lib/auth/cookie.server';
import { newToken, sha256 } from '@/lib/auth/session.server';

const COOKIE = 'reg_attempt';
const DAY_SECONDS = 24 * 3600;

export const newAttempt = (): string => newToken();
export const attemptHash = (attempt: string): string => sha256(attempt);

/** No attempt named: the sign-up was started elsewhere (or a day ago) and starts over. */
export const attemptRequired = () =>
  new AppError(400, 'attempt_required', 'auth:attemptRequired', { code: 'auth:attemptRequired' });

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

/** The attempt a request names: the body's `attemptToken` (API clients), else the cookie. */
export function attemptOf(
  ctx: Pick<APIContext, 'cookies'>,
  fromBody?: string | undefined,
): string | undefined {
  const value = fromBody ?? ctx.cookies.get(COOKIE)?.value;
  return value && ATTEMPT_TOKEN.test(value) ? value : undefined;
}

/** Whether a registration code's payload was made by `attempt`. */
export function belongsToAttempt(payload: unknown, attempt: string): boolean {
  const stored = (payload as { attempt?: string } | null)?.attempt;
  return stored === attemptHash(attempt);
}
