// POST /api/accounts/me/contact { kind: phone|email, value, password }: a code goes to the new
// number or address → 200 { resendAfterSeconds }.
import { endpoint, json } from '@/lib/http/response.server';
import { parseJson } from '@/lib/http/body.server';
import { requestContactChange } from '@/lib/accounts/change-contact.server';
import { ChangeContactSchema } from '@/lib/accounts/profile.schema';
import { requireAccount } from '@/lib/auth/request.server';
import { publicOrigin } from '@/lib/platform/public-origin.server';
import { clientIp } from '@/lib/rate-limit/client-ip.server';

export const POST = endpoint(async (ctx) => {
  const account = requireAccount(ctx);
  const input = await parseJson(ctx.request, ChangeContactSchema);
  return json(
    await requestContactChange(account.id, input, {
      lang: ctx.locals.lang,
      ip: clientIp(ctx),
      origin: publicOrigin(ctx.url),
    }),
  );
});
