// GET /api/admin/conversation-reports (PageNumber, PageSize): reported conversations, newest first.
// Admin only: a visitor gets 401, any other role 403.
import { requireAccount } from '@/lib/auth/request.server';
import { parseQuery } from '@/lib/http/query';
import { endpoint, json } from '@/lib/http/response.server';
import { MessagesPageSchema } from '@/lib/messages/messages.schema';
import { assertAdmin, listReports } from '@/lib/messages/reports.server';

export const GET = endpoint(async ({ url, locals }) => {
  const caller = requireAccount({ locals });
  assertAdmin(caller);
  const q = parseQuery(url, MessagesPageSchema);
  return json(await listReports(caller, { pageNumber: q.PageNumber, pageSize: q.PageSize }));
});
