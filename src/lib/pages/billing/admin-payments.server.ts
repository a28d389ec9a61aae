// /admin/payments: the orders (filters from the query, dropped when they do not parse, as a page
// does) with their totals per day and the plans; and the plan form's post (audited, rate-limited
// like every admin write).
import type { AstroGlobal } from 'astro';
import { z } from 'zod';
import { listAdminOrders, updatePlan } from '@/lib/admin/billing/billing-admin.server';
import {
  AdminOrdersQuerySchema,
  PlanCodeParam,
  UpdatePlanSchema,
} from '@/lib/billing/billing.schema';
import { listPlans } from '@/lib/billing/plans.server';
import { formPost, postedIntent, type FormState } from '@/lib/http/form-post.server';
import { pageParam } from '@/lib/http/query';
import { limitAdminWrite } from '@/lib/rate-limit/admin-limit.server';

const PAGE_SIZE = 30;
const PlanPostSchema = UpdatePlanSchema.extend({ code: PlanCodeParam });

export async function loadAdminPayments(url: URL) {
  const status = AdminOrdersQuerySchema.shape.Status.safeParse(
    url.searchParams.get('Status') || undefined,
  );
  const provider = AdminOrdersQuerySchema.shape.Provider.safeParse(
    url.searchParams.get('Provider') || undefined,
  );
  const filters = {
    Status: status.success ? status.data : undefined,
    Provider: provider.success ? provider.data : undefined,
  };
  const page = pageParam(url);
  const [orders, plans] = await Promise.all([
    listAdminOrders({
      PageNumber: page,
      PageSize: PAGE_SIZE,
      Order: 'desc',
      Lang: undefined,
      ...filters,
    }),
    listPlans({ activeOnly: false }),
  ]);
  const pages = Math.max(1, Math.ceil(orders.metaData.totalCount / PAGE_SIZE));
  return { orders, plans, filters, page, pages };
}

/** The plan form's post: `{ saved: code }`, or the failed form's state with the code it was for. */
export async function planPost(
  ctx: Pick<AstroGlobal, 'request' | 'locals' | 'response'>,
  adminId: number,
): Promise<{ saved: string } | { code: string; state: FormState } | null> {
  if (ctx.request.method !== 'POST' || (await postedIntent(ctx.request)) !== 'plan') return null;
  const out = await formPost(
    ctx,
    PlanPostSchema,
    async ({ code, ...input }: z.output<typeof PlanPostSchema>) => {
      await limitAdminWrite(adminId, 'write');
      return (await updatePlan(adminId, code, input)).code;
    },
    { checkboxes: ['isActive'], numbers: ['price'] },
  );
  return out.ok ? { saved: out.value } : { code: out.state.values.code ?? '', state: out.state };
}
