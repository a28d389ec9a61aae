// GET /api/billing/orders: the caller's orders, newest first · POST: start a purchase, answered with
// the provider's checkout link (docs/payments.md).
import { requireAccount } from '@/lib/auth/request.server';
import { CreateOrderSchema, OrdersQuerySchema } from '@/lib/billing/billing.schema';
import { createOrder } from '@/lib/billing/create-order.server';
import { listMyOrders } from '@/lib/billing/orders.server';
import { parseJson } from '@/lib/http/body.server';
import { parseQuery } from '@/lib/http/query';
import { endpoint, json } from '@/lib/http/response.server';
import { publicOrigin } from '@/lib/platform/public-origin.server';

export const GET = endpoint(async ({ url, locals }) => {
  const account = requireAccount({ locals });
  return json(await listMyOrders(account.id, parseQuery(url, OrdersQuerySchema)));
});

export const POST = endpoint(async ({ request, url, locals }) => {
  const account = requireAccount({ locals });
  const body = await parseJson(request, CreateOrderSchema);
  return json(await createOrder(account, body, publicOrigin(url)), { status: 201 });
});
