// POST /api/user/forgot-password/confirm (docs/api.md): 200 { resetToken }; 400 wrong_code.
import { endpoint, json } from '@/lib/http/response.server';
import { parseJson } from '@/lib/http/body.server';
import { ConfirmCodeSchema } from '@/lib/auth/auth.schema';
import { confirmResetCode } from '@/lib/auth/password-reset.server';

export const POST = endpoint(async (ctx) => {
  const { username, code } = await parseJson(ctx.request, ConfirmCodeSchema);
  return json(await confirmResetCode(username, code), { headers: { 'cache-control': 'no-store' } });
});
