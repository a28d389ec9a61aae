// Sign-in from the login page's own form post: the same login() as POST /api/user/login, the same
// session cookie; the spec's answer texts become the errors the island would show (login-texts.ts).
import type { APIContext } from 'astro';
import { AppError } from '@/lib/http/app-error';
import { clientIp } from '@/lib/rate-limit/client-ip.server';
import { setSessionCookie } from './cookie.server';
import { login, type LoginInput } from './login.server';
import { LOGIN_TEXT_KEYS } from './login-texts';
import { userAgentOf } from './request.server';
import { SESSION_COOKIE } from './session.server';

type Ctx = Pick<APIContext, 'cookies' | 'locals' | 'request' | 'clientAddress'>;

export async function signInFromForm(ctx: Ctx, input: LoginInput): Promise<void> {
  const previousToken = ctx.locals.sessionToken ?? ctx.cookies.get(SESSION_COOKIE)?.value ?? null;
  const result = await login(input, {
    ip: clientIp(ctx),
    userAgent: userAgentOf(ctx.request),
    previousToken,
  });
  if (result.ok) return setSessionCookie(ctx, result.token, result.rememberMe);
  const spec = LOGIN_TEXT_KEYS[result.text] ?? { key: 'errors:generic' };
  throw new AppError(
    result.status,
    'validation_failed',
    spec.key,
    spec.field ? { [spec.field]: spec.key } : undefined,
  );
}
