// POST /api/quote-requests: 201 { id, status, matchedCount, createdAt }, sent to at most 5 matched
// specialists or companies; 422 `no_match` with nearby regions; 429 after 3 a day.
// GET /api/quote-requests (paging): the caller's own requests with who responded.
// docs/quote-requests.md.
import { requireAccount } from '@/lib/auth/request.server';
import { parseJson } from '@/lib/http/body.server';
import { apiLang, langOf, parseQuery } from '@/lib/http/query';
import { endpoint, json } from '@/lib/http/response.server';
import { createQuoteRequest } from '@/lib/quotes/create.server';
import { CreateQuoteSchema, QuotesPageSchema } from '@/lib/quotes/quotes.schema';
import { listMyQuotes } from '@/lib/quotes/read.server';

export const POST = endpoint(async (ctx) => {
  const caller = requireAccount(ctx);
  const input = await parseJson(ctx.request, CreateQuoteSchema);
  const lang = apiLang(ctx.url, ctx.locals.lang);
  return json(await createQuoteRequest(caller, input, { lang }), { status: 201 });
});

export const GET = endpoint(async ({ url, locals }) => {
  const caller = requireAccount({ locals });
  const q = parseQuery(url, QuotesPageSchema);
  return json(await listMyQuotes(caller, q, langOf(q, locals.lang)));
});
