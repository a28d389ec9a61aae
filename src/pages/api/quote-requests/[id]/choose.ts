// POST /api/quote-requests/{id}/choose { responseId }: the customer picks a response, which closes
// the request for every matched specialist. Not the caller's → 404; already closed → 409.
import { requireAccount } from '@/lib/auth/request.server';
import { parseJson } from '@/lib/http/body.server';
import { parseId } from '@/lib/http/params';
import { apiLang } from '@/lib/http/query';
import { endpoint, json } from '@/lib/http/response.server';
import { chooseQuoteResponse } from '@/lib/quotes/act.server';
import { ChooseSchema } from '@/lib/quotes/quotes.schema';

export const POST = endpoint(async (ctx) => {
  const caller = requireAccount(ctx);
  const id = parseId(ctx.params.id);
  const input = await parseJson(ctx.request, ChooseSchema);
  const lang = apiLang(ctx.url, ctx.locals.lang);
  return json(await chooseQuoteResponse(caller, id, input, { lang }));
});
