// GET /api/admin/audit-log (PageNumber, PageSize): who did what, newest first. Admin only.
import { requireAdmin } from '@/lib/auth/request.server';
import { parseQuery } from '@/lib/http/query';
import { endpoint, json } from '@/lib/http/response.server';
import { AuditQuerySchema, listAudit } from '@/lib/admin/dash/audit-list.server';

export const GET = endpoint(async ({ url, locals }) => {
  requireAdmin({ locals });
  return json(await listAudit(parseQuery(url, AuditQuerySchema)));
});
