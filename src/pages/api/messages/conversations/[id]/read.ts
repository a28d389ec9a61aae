// POST /api/messages/conversations/{id}/read: 204; the caller has read the conversation up to its
// newest message. Not the caller's → 404.
import { requireAccount } from '@/lib/auth/request.server';
import { parseId } from '@/lib/http/params';
import { endpoint } from '@/lib/http/response.server';
import { markRead } from '@/lib/messages/conversations.server';

export const POST = endpoint(async ({ params, locals }) => {
  const caller = requireAccount({ locals });
  await markRead(caller, parseId(params.id));
  return new Response(null, { status: 204 });
});
