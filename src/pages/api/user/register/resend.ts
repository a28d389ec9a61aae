// POST /api/user/register/resend (api.md): 200 { resendAfterSeconds }; 429 before the countdown ends.
import { endpoint, json, parseJson } from '../../../../lib/api/http.server';
import { UsernameSchema } from '../../../../lib/auth/auth.schema';
import { resendRegistrationCode } from '../../../../lib/auth/resend-registration-code.server';
import { siteOrigin } from '../../../../lib/auth/request.server';
import { clientIp } from '../../../../lib/rate-limit/client-ip.server';

export const POST = endpoint(async (ctx) => {
  const { username } = await parseJson(ctx.request, UsernameSchema);
  return json(
    await resendRegistrationCode(username, {
      lang: ctx.locals.lang,
      ip: clientIp(ctx),
      origin: siteOrigin(ctx.url),
    }),
  );
});
