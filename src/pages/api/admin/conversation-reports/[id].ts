// GET /api/admin/conversation-reports/{id}: one report with the copy of its last messages and both
// participants; the reading is written to the audit log. Admin only (401 visitor, 403 others).
import { requireAccount } from '@/lib/auth/request.server';
import { parseId } from '@/lib/http/params';
import { endpoint, json } from '@/lib/http/response.server';
import { assertAdmin, getReport } from '@/lib/messages/reports.server';

export const GET = endpoint(async ({ params, locals }) => {
  const caller = requireAccount({ locals });
  assertAdmin(caller);
  return json(await getReport(caller, parseId(params.id)));
});
