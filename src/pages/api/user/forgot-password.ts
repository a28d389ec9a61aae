// POST /api/user/forgot-password (docs/api.md): 200 { resendAfterSeconds } whether or not the account exists.
import { endpoint, json } from '@/lib/http/response.server';
import { parseJson } from '@/lib/http/body.server';
import { UsernameSchema } from '@/lib/auth/auth.schema';
import { requestPasswordReset } from '@/lib/auth/password-reset.server';
import { publicOrigin } from '@/lib/platform/public-origin.server';
import { clientIp } from '@/lib/rate-limit/client-ip.server';

export const POST = endpoint(async (ctx) => {
  const { username } = await parseJson(ctx.request, UsernameSchema);
  return json(
    await requestPasswordReset(username, {
      lang: ctx.locals.lang,
      ip: clientIp(ctx),
      origin: publicOrigin(ctx.url),
    }),
  );
});
