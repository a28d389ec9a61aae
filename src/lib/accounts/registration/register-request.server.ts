// A sign-up from a request, the one way both the API (POST /api/user/register) and the page's own
// form post (/account/register) start it: the account made pending with the code sent, and the
// registration's attempt token as a cookie too, so the browser's code step names it by itself.
import type { APIContext } from 'astro';
import { clientIp } from '@/lib/rate-limit/client-ip.server';
import { publicOrigin } from '@/lib/platform/public-origin.server';
import { register, type RegisterData } from './register.server';
import { setAttemptCookie } from './registration-attempt.server';

type Ctx = Pick<APIContext, 'cookies' | 'locals' | 'request' | 'clientAddress' | 'url'>;

export async function registerFromRequest(ctx: Ctx, input: RegisterData) {
  const result = await register(input, {
    lang: ctx.locals.lang,
    ip: clientIp(ctx),
    origin: publicOrigin(ctx.url),
  });
  setAttemptCookie(ctx, result.attemptToken);
  return result;
}
