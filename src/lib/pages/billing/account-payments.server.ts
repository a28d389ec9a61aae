// "My payments", an order's receipt and a project's promotion page, kept per account by the read
// cache like the other account pages (docs/performance.md#account-pages): until an order, a project
// or a plan is written — a new order, a provider's call that pays or cancels one, a promotion
// granted. An id that is not the account's own is kept as null (the page's 404), so asking for it
// again reads nothing either.
import { cachedAccountRead } from '@/lib/auth/account-read.server';
import type { SessionAccount } from '@/lib/auth/session.server';
import type { Order } from '@/lib/billing/billing.schema';
import { getMyOrder, listMyOrders } from '@/lib/billing/orders.server';
import { ownProject } from '@/lib/billing/own-project.server';
import { listPlans } from '@/lib/billing/plans.server';
import { cachedRead } from '@/lib/cache/read-cache.server';
import { AppError } from '@/lib/http/app-error';
import type { Paged } from '@/lib/http/query';

export const PAYMENTS_PAGE_SIZE = 20;

/** A 404 of the domain (someone else's order or project) as null; anything else is thrown. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (e) {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  }
}

export function loadPaymentsPage(account: SessionAccount, page: number): Promise<Paged<Order>> {
  return cachedAccountRead(account, `payments:${page}`, () =>
    listMyOrders(account.id, { PageNumber: page, PageSize: PAYMENTS_PAGE_SIZE }),
  );
}

/** The account's order `id`, or null when it is not theirs. */
export function loadPaymentPage(account: SessionAccount, id: number): Promise<Order | null> {
  return cachedAccountRead(account, `payment:${id}`, () => orNull(getMyOrder(account.id, id)));
}

/** The promotion plans on sale: the same for everyone. */
const promotionPlans = () =>
  cachedRead('billing:promotion-plans', async () =>
    (await listPlans({ activeOnly: true })).filter((p) => p.kind === 'promotion'),
  );

/** The account's project `id` and the plans to promote it with, or null when it is not theirs. */
export async function loadPromotePage(account: SessionAccount, id: number) {
  const [project, plans] = await Promise.all([
    cachedAccountRead(account, `promote:${id}`, () => orNull(ownProject(account.id, id))),
    promotionPlans(),
  ]);
  return project && { project, plans };
}
