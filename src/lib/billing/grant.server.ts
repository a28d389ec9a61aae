// What a paid order gives, and taking it back (docs/payments.md "Grants"). Both run inside the
// transaction that changes the provider's transaction state, after the order row is locked, so a
// payment grants exactly once and a refund takes back exactly what was given.
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client.server';
import { accounts, orders, projects } from '@/lib/db/schema';
import { promotionColumns } from '@/lib/projects/promotion/promotion.server';

type OrderRow = typeof orders.$inferSelect;
const DAY_MS = 86_400_000;

/** What the grant changed: the end before and after (ISO or null), and whether PRO was on. */
export type GrantRecord = {
  before: string | null;
  after: string | null;
  wasPro?: boolean;
  proSince?: string | null;
};

/** The order row, locked until the transaction ends: parallel calls on one order run one by one. */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  return (await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1))[0];
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** PRO: extended by the order's days from the later of now and its current end. Promotion: the
 * project's promotedUntil likewise (a second promotion adds to the first). */
export async function applyGrant(tx: Tx, order: OrderRow, now: Date): Promise<GrantRecord | null> {
  const span = order.days * DAY_MS;
  if (order.kind === 'pro') {
    const [acc] = await tx
      .select({ isPro: accounts.isPro, proSince: accounts.proSince, proUntil: accounts.proUntil })
      .from(accounts)
      .where(eq(accounts.id, order.accountId))
      .for('update');
    if (!acc) return null;
    const active = acc.isPro && (!acc.proUntil || acc.proUntil > now);
    // PRO without an end (given by hand) cannot be extended: the payment changes nothing.
    if (acc.isPro && !acc.proUntil) return { before: null, after: null, wasPro: true };
    const from = active && acc.proUntil ? acc.proUntil : now;
    const until = new Date(from.getTime() + span);
    const proSince = active && acc.proSince ? acc.proSince : now;
    await tx
      .update(accounts)
      .set({ isPro: true, proSince, proUntil: until, updatedAt: now })
      .where(eq(accounts.id, order.accountId));
    return {
      before: iso(acc.proUntil),
      after: iso(until),
      wasPro: acc.isPro,
      proSince: iso(acc.proSince),
    };
  }
  if (order.projectId === null) return null;
  const [p] = await tx
    .select({ promotedUntil: projects.promotedUntil })
    .from(projects)
    .where(eq(projects.id, order.projectId))
    .for('update');
  if (!p) return null;
  const from = p.promotedUntil && p.promotedUntil > now ? p.promotedUntil : now;
  const until = new Date(from.getTime() + span);
  await tx
    .update(projects)
    .set(promotionColumns(until, now))
    .where(eq(projects.id, order.projectId));
  return { before: iso(p.promotedUntil), after: iso(until) };
}

/** A refund: when nothing extended the grant since, the end goes back to what it was (PRO off if
 * the account had none); when a later payment extended it, it shortens by this order's days. */
export async function revokeGrant(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  const g = order.grant as GrantRecord | null;
  if (!g || g.after === null) return;
  const span = order.days * DAY_MS;
  if (order.kind === 'pro') {
    const [acc] = await tx
      .select({ proUntil: accounts.proUntil })
      .from(accounts)
      .where(eq(accounts.id, order.accountId))
      .for('update');
    if (!acc) return;
    if (iso(acc.proUntil) === g.after) {
      await tx
        .update(accounts)
        .set({
          isPro: g.wasPro ?? false,
          proSince: g.proSince ? new Date(g.proSince) : null,
          proUntil: g.before ? new Date(g.before) : null,
          updatedAt: now,
        })
        .where(eq(accounts.id, order.accountId));
    } else if (acc.proUntil) {
      await tx
        .update(accounts)
        .set({ proUntil: new Date(acc.proUntil.getTime() - span), updatedAt: now })
        .where(eq(accounts.id, order.accountId));
    }
    return;
  }
  if (order.projectId === null) return;
  const [p] = await tx
    .select({ promotedUntil: projects.promotedUntil })
    .from(projects)
    .where(eq(projects.id, order.projectId))
    .for('update');
  if (!p) return;
  const promotedUntil =
    iso(p.promotedUntil) === g.after
      ? g.before
        ? new Date(g.before)
        : null
      : p.promotedUntil && new Date(p.promotedUntil.getTime() - span);
  await tx
    .update(projects)
    .set(promotionColumns(promotedUntil, now))
    .where(eq(projects.id, order.projectId));
}

/** The order's state change after a provider performed it: paid, with what it granted. */
export async function markPaid(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  const grant = await applyGrant(tx, order, now);
  await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now, grant })
    .where(eq(orders.id, order.id));
}

/** Cancelled before payment, or refunded (the grant taken back) after it. */
export async function markCancelled(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  if (order.status === 'paid') {
    await revokeGrant(tx, order, now);
    await tx
      .update(orders)
      .set({ status: 'refunded', cancelledAt: now })
      .where(eq(orders.id, order.id));
  } else if (order.status === 'pending') {
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(orders.id, order.id));
  }
}
