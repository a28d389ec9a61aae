// GET /api/quote-requests/inbox (paging): the requests matched to the caller, newest first; the
// customer's name and phone only on those the caller responded to (docs/quote-requests.md).
import { requireAccount } from '@/lib/auth/request.server';
import { langOf, parseQuery } from '@/lib/http/query';
import { endpoint, json } from '@/lib/http/response.server';
import { QuotesPageSchema } from '@/lib/quotes/quotes.schema';
import { listInbox } from '@/lib/quotes/read.server';

export const GET = endpoint(async ({ url, locals }) => {
  const caller = requireAccount({ locals });
  const q = parseQuery(url, QuotesPageSchema);
  return json(await listInbox(caller, q, langOf(q, locals.lang)));
});
