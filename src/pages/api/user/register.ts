// POST /api/user/register (docs/api.md): 201 { username, isPhoneNumber, resendAfterSeconds }; a code is sent.
import { endpoint, json } from '@/lib/http/response.server';
import { parseJson } from '@/lib/http/body.server';
import { RegisterSchema } from '@/lib/auth/auth.schema';
import { registerFromRequest } from '@/lib/accounts/registration/register-request.server';

export const POST = endpoint(async (ctx) => {
  const input = await parseJson(ctx.request, RegisterSchema);
  return json(await registerFromRequest(ctx, input), { status: 201 });
});
