// POST /api/accounts/me/contact/confirm { kind, value, code } → 200 { phone } or { email };
// 400 wrong_code; 409 user_exists when another account has that number or address.
import { endpoint, json } from '@/lib/http/response.server';
import { parseJson } from '@/lib/http/body.server';
import { confirmContactChange } from '@/lib/accounts/change-contact.server';
import { ConfirmContactSchema } from '@/lib/accounts/profile.schema';
import { requireAccount } from '@/lib/auth/request.server';

export const POST = endpoint(async (ctx) => {
  const account = requireAccount(ctx);
  const input = await parseJson(ctx.request, ConfirmContactSchema);
  return json(await confirmContactChange(account.id, input));
});
