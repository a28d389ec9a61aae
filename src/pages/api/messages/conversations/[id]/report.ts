// POST /api/messages/conversations/{id}/report { reason? }: 201 { id }; the admins get the report
// with a copy of the last 20 messages. Not the caller's → 404; an open report of the caller → 409.
import { requireAccount } from '@/lib/auth/request.server';
import { parseJson } from '@/lib/http/body.server';
import { parseId } from '@/lib/http/params';
import { endpoint, json } from '@/lib/http/response.server';
import { ReportSchema } from '@/lib/messages/messages.schema';
import { reportConversation } from '@/lib/messages/reports.server';

export const POST = endpoint(async ({ request, params, locals }) => {
  const caller = requireAccount({ locals });
  const id = parseId(params.id);
  const input = await parseJson(request, ReportSchema);
  return json(await reportConversation(caller, id, input), { status: 201 });
});
