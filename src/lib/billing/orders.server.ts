// The caller's orders (docs/payments.md): their list ("My payments") and one of them, whose state
// is only ever what a provider's call made it. Someone else's order is a 404.
import { and, count, desc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { orders } from '@/lib/db/schema';
import { notFound } from '@/lib/http/app-error';
import type { Paged } from '@/lib/http/query';
import type { Order } from './billing.schema';

type OrderRow = typeof orders.$inferSelect;

export const toOrder = (r: OrderRow): Order => ({
  id: r.id,
  plan: r.planCode,
  kind: r.kind,
  days: r.days,
  amount: r.amount,
  status: r.status,
  provider: r.provider,
  createdAt: r.createdAt.toISOString(),
  paidAt: r.paidAt?.toISOString() ?? null,
  cancelledAt: r.cancelledAt?.toISOString() ?? null,
  expiresAt: r.expiresAt.toISOString(),
  projectId: r.projectId,
});

export async function listMyOrders(
  accountId: number,
  q: { PageNumber: number; PageSize: number },
): Promise<Paged<Order>> {
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(orders)
      .where(eq(orders.accountId, accountId))
      .orderBy(desc(orders.id))
      .limit(q.PageSize)
      .offset((q.PageNumber - 1) * q.PageSize),
    db().select({ n: count() }).from(orders).where(eq(orders.accountId, accountId)),
  ]);
  return {
    items: rows.map(toOrder),
    metaData: { totalCount: total?.n ?? 0, pageNumber: q.PageNumber, pageSize: q.PageSize },
  };
}

export async function getMyOrder(accountId: number, id: number): Promise<Order> {
  const [row] = await db()
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.accountId, accountId)))
    .limit(1);
  if (!row) throw notFound();
  return toOrder(row);
}
