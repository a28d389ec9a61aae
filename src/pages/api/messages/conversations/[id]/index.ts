// GET /api/messages/conversations/{id} (PageNumber, PageSize): the conversation with its messages,
// page 1 holding the newest, newest first. Not the caller's (or hidden by the caller's block) → 404.
import { requireAccount } from '@/lib/auth/request.server';
import { parseId } from '@/lib/http/params';
import { langOf, parseQuery } from '@/lib/http/query';
import { db } from '@/lib/db/client.server';
import { endpoint, json } from '@/lib/http/response.server';
import { getConversation } from '@/lib/messages/conversations.server';
import { MessagesPageSchema } from '@/lib/messages/messages.schema';

export const GET = endpoint(async ({ url, params, locals }) => {
  const caller = requireAccount({ locals });
  const id = parseId(params.id);
  const q = parseQuery(url, MessagesPageSchema);
  return json(
    await getConversation(
      caller,
      id,
      { pageNumber: q.PageNumber, pageSize: q.PageSize },
      db(),
      langOf(q, locals.lang),
    ),
  );
});
