// GET /api/billing/orders/{id}: one of the caller's orders as it really stands (someone else's: 404).
import { requireAccount } from '@/lib/auth/request.server';
import { getMyOrder } from '@/lib/billing/orders.server';
import { parseId } from '@/lib/http/params';
import { endpoint, json } from '@/lib/http/response.server';

export const GET = endpoint(async ({ params, locals }) => {
  const account = requireAccount({ locals });
  return json(await getMyOrder(account.id, parseId(params.id)));
});
