// POST /api/quote-requests/{id}/respond { content }: 201 { conversationId }. Only a matched
// specialist (else 404), once (else 409), while the request is open (else 409).
import { requireAccount } from '@/lib/auth/request.server';
import { parseJson } from '@/lib/http/body.server';
import { parseId } from '@/lib/http/params';
import { endpoint, json } from '@/lib/http/response.server';
import { respondToQuote } from '@/lib/quotes/act.server';
import { RespondSchema } from '@/lib/quotes/quotes.schema';
import { clientIp } from '@/lib/rate-limit/client-ip.server';

export const POST = endpoint(async (ctx) => {
  const caller = requireAccount(ctx);
  const id = parseId(ctx.params.id);
  const input = await parseJson(ctx.request, RespondSchema);
  return json(await respondToQuote(caller, id, input, { ip: clientIp(ctx) }), { status: 201 });
});
