// POST /api/accounts/me/pro (docs/api.md): { isPro: true, proUntil }; 400 when the profile lacks what PRO
// needs (fields name the missing parts), 403 for accounts that are not specialists or companies.
import { endpoint, json } from '@/lib/http/response.server';
import { activatePro } from '@/lib/accounts/activate-pro.server';
import { requireAccount } from '@/lib/auth/request.server';

export const POST = endpoint(async (ctx) => {
  const account = requireAccount(ctx);
  return json(await activatePro(account));
});
