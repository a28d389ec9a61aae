// GET /api/admin/conversation-reports/{id}: one report with the copy of its last messages and both
// participants; the reading is written to the audit log. Admin only (401 visitor, 403 others).
import { requireAccount, requireAdmin } from '@/lib/auth/request.server';
import { parseJson } from '@/lib/http/body.server';
import { closeReport, CloseReportSchema } from '@/lib/admin/dash/moderation.server';
import { parseId } from '@/lib/http/params';
import { endpoint, json } from '@/lib/http/response.server';
import { assertAdmin, getReport } from '@/lib/messages/reports.server';

export const GET = endpoint(async ({ params, locals }) => {
  const caller = requireAccount({ locals });
  assertAdmin(caller);
  return json(await getReport(caller, parseId(params.id)));
});

// PATCH { status: 'closed' }: the Admin closes the report (audited); closing a closed one is a no-op.
export const PATCH = endpoint(async ({ params, request, locals }) => {
  const admin = requireAdmin({ locals });
  const id = parseId(params.id);
  await parseJson(request, CloseReportSchema);
  return json(await closeReport(admin, id));
});
