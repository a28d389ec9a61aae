// GET /api/agent/get-by-accountId/{accountId} (docs/product.md §7): { id, image: { imagePath } } or 404
// (also for a blocked account, unless an Admin asks).
import { z } from 'zod';
import { idParam } from '@/lib/validation/ids';
import { endpoint, json } from '@/lib/http/response.server';
import { notFound } from '@/lib/http/app-error';
import { parseWith } from '@/lib/http/validate';
import { agentByAccount } from '@/lib/accounts/public-account.server';

const Params = z.object({
  accountId: idParam(),
});

export const GET = endpoint(async (ctx) => {
  const { accountId } = parseWith(Params, ctx.params);
  const agent = await agentByAccount(accountId, ctx.locals.account);
  if (!agent) throw notFound();
  return json(agent);
});
