// POST /api/user/forgot-password (api.md): 200 { resendAfterSeconds } whether or not the account exists.
import { endpoint, json, parseJson } from '../../../lib/api/http.server';
import { UsernameSchema } from '../../../lib/auth/auth.schema';
import { requestPasswordReset } from '../../../lib/auth/password-reset.server';
import { siteOrigin } from '../../../lib/auth/request.server';
import { clientIp } from '../../../lib/rate-limit/client-ip.server';

export const POST = endpoint(async (ctx) => {
  const { username } = await parseJson(ctx.request, UsernameSchema);
  return json(
    await requestPasswordReset(username, {
      lang: ctx.locals.lang,
      ip: clientIp(ctx),
      origin: siteOrigin(ctx.url),
    }),
  );
});
