// The plans on sale and their prices (docs/payments.md). An Admin changes a price or withdraws a
// plan; orders already made keep the amount they were created with.
import { asc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { plans } from '@/lib/db/schema';
import type { Plan } from './billing.schema';

type PlanRow = typeof plans.$inferSelect;

export const toPlan = (r: PlanRow): Plan => ({
  code: r.code,
  kind: r.kind,
  days: r.days,
  price: r.price,
  isActive: r.isActive,
});

/** Every plan (the admin area) or only those on sale: PRO first, then by length. */
export async function listPlans({ activeOnly }: { activeOnly: boolean }): Promise<Plan[]> {
  const rows = await db()
    .select()
    .from(plans)
    .where(activeOnly ? eq(plans.isActive, true) : undefined)
    .orderBy(asc(plans.kind), asc(plans.days));
  return rows.map(toPlan);
}

export async function findPlan(code: string): Promise<PlanRow | undefined> {
  return (await db().select().from(plans).where(eq(plans.code, code)).limit(1))[0];
}
