// GET /api/agency/get-by-accountId?accountId= (docs/product.md §7): { id, image: { imagePath } } or 404
// (also for a blocked account, unless an Admin asks).
import { z } from 'zod';
import { idParam } from '@/lib/validation/ids';
import { endpoint, json } from '@/lib/http/response.server';
import { notFound } from '@/lib/http/app-error';
import { parseQuery } from '@/lib/http/query';
import { agencyByAccount } from '@/lib/accounts/public-account.server';

export const AgencyByAccountQuery = z.object({
  accountId: idParam(),
});

export const GET = endpoint(async (ctx) => {
  const { accountId } = parseQuery(ctx.url, AgencyByAccountQuery);
  const agency = await agencyByAccount(accountId, ctx.locals.account);
  if (!agency) throw notFound();
  return json(agency);
});
