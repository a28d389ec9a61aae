// GET /api/admin/billing/orders (Status, Provider, paging): orders with their provider
// transactions and the paid totals per day. Admin only (401 visitor, 403 others).
import { requireAdmin } from '@/lib/auth/request.server';
import { listAdminOrders } from '@/lib/admin/billing/billing-admin.server';
import { AdminOrdersQuerySchema } from '@/lib/billing/billing.schema';
import { parseQuery } from '@/lib/http/query';
import { endpoint, json } from '@/lib/http/response.server';

export const GET = endpoint(async ({ url, locals }) => {
  requireAdmin({ locals });
  return json(await listAdminOrders(parseQuery(url, AdminOrdersQuerySchema)));
});
