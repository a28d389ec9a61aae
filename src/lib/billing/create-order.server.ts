// Starting a purchase (docs/payments.md): PRO for a specialist or company whose profile has what
// PRO needs, or the promotion of one's own active project. The order fixes the amount and the days
// at this moment; the provider's checkout link sends the person to pay.
import { config, paymentProviders } from '@/lib/config.server';
import { db } from '@/lib/db/client.server';
import { orders } from '@/lib/db/schema';
import { AppError, forbidden, invalidInput } from '@/lib/http/app-error';
import { assertProRequirements } from '@/lib/accounts/activate-pro.server';
import type { CreateOrderInput, Order } from './billing.schema';
import { findPlan } from './plans.server';
import { ownProject } from './own-project.server';
import { toOrder } from './orders.server';
import { payUrl } from './pay-url.server';

/** How long a pending order can be paid; Payme's own 12-hour limit runs per transaction. */
export const ORDER_TTL_MS = 24 * 3_600_000;

/** The page the provider sends the person back to: it shows the order's state, grants nothing. */
export const returnPath = (id: number) => `/account/payments/${id}`;

export async function createOrder(
  account: { id: number; role: string },
  input: CreateOrderInput,
  origin: string,
  now = new Date(),
): Promise<Order & { payUrl: string }> {
  const plan = await findPlan(input.plan);
  if (!plan || !plan.isActive) throw invalidInput({ plan: 'billing:planUnavailable' });
  let projectId: number | null = null;
  if (plan.kind === 'pro') {
    if (account.role !== 'Agent' && account.role !== 'Agency')
      throw forbidden('profile:proOnlyProfessionals');
    await assertProRequirements(account.id, now);
  } else {
    if (input.projectId === undefined) throw invalidInput({ projectId: 'errors:required' });
    const p = await ownProject(account.id, input.projectId);
    if (!p.isActive) throw new AppError(400, 'validation_failed', 'billing:projectInactive');
    projectId = p.id;
  }
  // After who-may-buy-what: a User asking for PRO learns it is not for them, whatever is configured.
  if (!paymentProviders(config()).includes(input.provider))
    throw invalidInput({ provider: 'billing:providerUnavailable' });
  const [row] = await db()
    .insert(orders)
    .values({
      accountId: account.id,
      planCode: plan.code,
      kind: plan.kind,
      days: plan.days,
      amount: plan.price,
      provider: input.provider,
      projectId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ORDER_TTL_MS),
    })
    .returning();
  const order = toOrder(row!);
  return { ...order, payUrl: payUrl(order, origin + returnPath(order.id)) };
}
