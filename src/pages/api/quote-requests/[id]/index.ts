// GET /api/quote-requests/{id}: the caller's own request with its responses; anyone else's → 404.
import { requireAccount } from '@/lib/auth/request.server';
import { parseId } from '@/lib/http/params';
import { apiLang } from '@/lib/http/query';
import { endpoint, json } from '@/lib/http/response.server';
import { getMyQuote } from '@/lib/quotes/read.server';

export const GET = endpoint(async ({ url, params, locals }) => {
  const caller = requireAccount({ locals });
  return json(await getMyQuote(caller, parseId(params.id), apiLang(url, locals.lang)));
});
