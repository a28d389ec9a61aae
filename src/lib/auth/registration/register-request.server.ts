// A sign-up from a request, the one way both the API (POST /api/user/register) and the page's own
// form post (/account/register) start it: a new attempt, the account made pending with the code
// sent, and the attempt cookie that ties the code step to this browser.
import type { APIContext } from 'astro';
import { clientIp } from '@/lib/rate-limit/client-ip.server';
import { publicOrigin } from '@/lib/server/public-origin.server';
import { register, type RegisterData } from './register.server';
import { newAttempt, setAttemptCookie } from './registration-attempt.server';

type Ctx = Pick<APIContext, 'cookies' | 'locals' | 'request' | 'clientAddress' | 'url'>;

export async function registerFromRequest(ctx: Ctx, input: RegisterData) {
  const attempt = newAttempt();
  const result = await register(input, {
    attempt,
    lang: ctx.locals.lang,
    ip: clientIp(ctx),
    origin: publicOrigin(ctx.url),
  });
  setAttemptCookie(ctx, attempt);
  return result;
}
