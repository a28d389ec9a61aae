// POST /api/messages { toAccountId, content, projectId? }: 201 { conversationId, message }. Starts
// the pair's conversation or continues it (docs/api.md "Messages"); 429 with Retry-After when too many.
import { requireAccount } from '@/lib/auth/request.server';
import { parseJson } from '@/lib/http/body.server';
import { endpoint, json } from '@/lib/http/response.server';
import { SendMessageSchema } from '@/lib/messages/messages.schema';
import { sendMessage } from '@/lib/messages/send.server';
import { clientIp } from '@/lib/rate-limit/client-ip.server';

export const POST = endpoint(async (ctx) => {
  const caller = requireAccount(ctx);
  const input = await parseJson(ctx.request, SendMessageSchema);
  return json(await sendMessage(caller, input, { ip: clientIp(ctx) }), { status: 201 });
});
