// GET /api/accounts/{id} (docs/product.md §7): { id, fullName, userRole, image: { imagePath }, isPro, … }.
import { z } from 'zod';
import { idParam } from '@/lib/validation/ids';
import { endpoint, json } from '@/lib/http/response.server';
import { notFound } from '@/lib/http/app-error';
import { parseWith } from '@/lib/http/validate';
import { getPublicAccount } from '@/lib/accounts/public-account.server';

const Params = z.object({
  id: idParam(),
});

export const GET = endpoint(async (ctx) => {
  const { id } = parseWith(Params, ctx.params);
  const account = await getPublicAccount(id, ctx.locals.account);
  if (!account) throw notFound();
  return json(account, { headers: { 'cache-control': 'private, no-store' } });
});
