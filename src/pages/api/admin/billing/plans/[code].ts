// PUT /api/admin/billing/plans/{code} { price, isActive }: a plan's price in so'm; audited.
// Pending orders keep the amount they were made with. Admin only (401 visitor, 403 others).
import { requireAdmin } from '@/lib/auth/request.server';
import { updatePlan } from '@/lib/admin/billing/billing-admin.server';
import { PlanCodeParam, UpdatePlanSchema } from '@/lib/billing/billing.schema';
import { parseJson } from '@/lib/http/body.server';
import { notFound } from '@/lib/http/app-error';
import { endpoint, json } from '@/lib/http/response.server';
import { limitAdminWrite } from '@/lib/rate-limit/admin-limit.server';

export const PUT = endpoint(async ({ request, params, locals }) => {
  const admin = requireAdmin({ locals });
  const code = PlanCodeParam.safeParse(params.code);
  if (!code.success) throw notFound();
  await limitAdminWrite(admin.id, 'write');
  const body = await parseJson(request, UpdatePlanSchema);
  return json(await updatePlan(admin.id, code.data, body));
});
