// GET /api/messages/conversations (PageNumber, PageSize): the caller's conversations, latest
// message first, with unread counts; metaData.unreadTotal is the header badge.
import { requireAccount } from '@/lib/auth/request.server';
import { parseQuery } from '@/lib/http/query';
import { endpoint, json } from '@/lib/http/response.server';
import { listConversations } from '@/lib/messages/conversations.server';
import { MessagesPageSchema } from '@/lib/messages/messages.schema';

export const GET = endpoint(async ({ url, locals }) => {
  const caller = requireAccount({ locals });
  const q = parseQuery(url, MessagesPageSchema);
  return json(await listConversations(caller, { pageNumber: q.PageNumber, pageSize: q.PageSize }));
});
