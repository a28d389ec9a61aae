// POST /api/user/register (docs/api.md): 201 { username, isPhoneNumber, resendAfterSeconds }; a code is sent.
import { endpoint, json } from '@/lib/http/response.server';
import { parseJson } from '@/lib/http/body.server';
import { RegisterSchema } from '@/lib/auth/auth.schema';
import { register } from '@/lib/auth/registration/register.server';
import { publicOrigin } from '@/lib/server/public-origin.server';
import { clientIp } from '@/lib/rate-limit/client-ip.server';
import { newAttempt, setAttemptCookie } from '@/lib/auth/registration/registration-attempt.server';

export const POST = endpoint(async (ctx) => {
  const input = await parseJson(ctx.request, RegisterSchema);
  const attempt = newAttempt();
  const result = await register(input, {
    attempt,
    lang: ctx.locals.lang,
    ip: clientIp(ctx),
    origin: publicOrigin(ctx.url),
  });
  setAttemptCookie(ctx, attempt);
  return json(result, { status: 201 });
});
