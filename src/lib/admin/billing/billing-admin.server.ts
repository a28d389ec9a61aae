// The admin view of payments (docs/payments.md "Admin"): orders with their provider transactions,
// filtered by status and provider, with paid totals per day; and the plans' prices, each change
// audited in the transaction that makes it. A price change never touches an order already made.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { writeAudit } from '@/lib/audit/audit.server';
import { db } from '@/lib/db/client.server';
import { accounts, orders, paymentTransactions, plans } from '@/lib/db/schema';
import { notFound } from '@/lib/http/app-error';
import type { Paged } from '@/lib/http/query';
import type { AdminOrdersQuery, Order, Plan, UpdatePlanInput } from '@/lib/billing/billing.schema';
import { toOrder } from '@/lib/billing/orders.server';
import { toPlan } from '@/lib/billing/plans.server';

export type AdminTransaction = {
  id: number;
  provider: string;
  providerTransactionId: string;
  state: number;
  amount: number;
  createTime: number;
  performTime: number;
  cancelTime: number;
  reason: number | null;
};
export type AdminOrder = Order & {
  account: { id: number; fullName: string };
  transactions: AdminTransaction[];
};
export type DayTotal = { date: string; paid: number; amount: number };

const DAYS_OF_TOTALS = 30;

export async function listAdminOrders(
  q: AdminOrdersQuery,
  now = new Date(),
): Promise<Paged<AdminOrder> & { totalsByDay: DayTotal[] }> {
  const where: SQL[] = [];
  if (q.Status) where.push(eq(orders.status, q.Status));
  if (q.Provider) where.push(eq(orders.provider, q.Provider));
  const cond = where.length ? and(...where) : undefined;
  const since = new Date(now.getTime() - DAYS_OF_TOTALS * 86_400_000);
  // Days in Tashkent time: an evening payment belongs to the day the admin lived it.
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'Asia/Tashkent', 'YYYY-MM-DD')`;
  const [rows, [total], days] = await Promise.all([
    db()
      .select({ o: orders, fullName: accounts.fullName })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .where(cond)
      .orderBy(desc(orders.id))
      .limit(q.PageSize)
      .offset((q.PageNumber - 1) * q.PageSize),
    db().select({ n: count() }).from(orders).where(cond),
    db()
      .select({ date: day, paid: count(), amount: sql<string>`sum(${orders.amount})` })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'paid'),
          sql`${orders.paidAt} >= ${since.toISOString()}::timestamptz`,
          ...(q.Provider ? [eq(orders.provider, q.Provider)] : []),
        ),
      )
      .groupBy(day)
      .orderBy(desc(day)),
  ]);
  const ids = rows.map((r) => r.o.id);
  const txs = ids.length
    ? await db()
        .select()
        .from(paymentTransactions)
        .where(inArray(paymentTransactions.orderId, ids))
        .orderBy(paymentTransactions.id)
    : [];
  return {
    items: rows.map((r) => ({
      ...toOrder(r.o),
      account: { id: r.o.accountId, fullName: r.fullName },
      transactions: txs
        .filter((t) => t.orderId === r.o.id)
        .map((t) => ({
          id: t.id,
          provider: t.provider,
          providerTransactionId: t.providerTransactionId,
          state: t.state,
          amount: t.amount,
          createTime: t.createTime,
          performTime: t.performTime,
          cancelTime: t.cancelTime,
          reason: t.reason,
        })),
    })),
    metaData: { totalCount: total?.n ?? 0, pageNumber: q.PageNumber, pageSize: q.PageSize },
    totalsByDay: days.map((d) => ({ date: d.date, paid: d.paid, amount: Number(d.amount) })),
  };
}

export async function updatePlan(
  adminId: number,
  code: string,
  input: UpdatePlanInput,
): Promise<Plan> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(plans).where(eq(plans.code, code)).for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(plans)
      .set({ price: input.price, isActive: input.isActive, updatedAt: new Date() })
      .where(eq(plans.code, code))
      .returning();
    await writeAudit(tx, adminId, {
      action: 'plan.update',
      entity: 'plan',
      entityId: null,
      before: { price: before.price, isActive: before.isActive },
      after: { price: after!.price, isActive: after!.isActive },
      extra: { code },
    });
    return toPlan(after!);
  });
}
