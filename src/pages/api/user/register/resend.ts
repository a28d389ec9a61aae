// POST /api/user/register/resend (docs/api.md): 200 { resendAfterSeconds }; 429 before the countdown ends;
// 400 attempt_required without the registration's attemptToken (body or cookie).
import { endpoint, json } from '@/lib/http/response.server';
import { parseJson } from '@/lib/http/body.server';
import { ResendRegistrationSchema } from '@/lib/auth/auth.schema';
import { resendRegistrationCode } from '@/lib/accounts/registration/resend-registration-code.server';
import { publicOrigin } from '@/lib/platform/public-origin.server';
import { clientIp } from '@/lib/rate-limit/client-ip.server';
import { attemptOf } from '@/lib/accounts/registration/registration-attempt.server';

export const POST = endpoint(async (ctx) => {
  const { username, attemptToken } = await parseJson(ctx.request, ResendRegistrationSchema);
  return json(
    await resendRegistrationCode(username, {
      lang: ctx.locals.lang,
      ip: clientIp(ctx),
      origin: publicOrigin(ctx.url),
      attempt: attemptOf(ctx, attemptToken),
    }),
  );
});
