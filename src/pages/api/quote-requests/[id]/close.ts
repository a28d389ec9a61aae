// POST /api/quote-requests/{id}/close: the customer closes the request without choosing; not the
// caller's → 404; closing a closed one changes nothing.
import { requireAccount } from '@/lib/auth/request.server';
import { parseId } from '@/lib/http/params';
import { apiLang } from '@/lib/http/query';
import { endpoint, json } from '@/lib/http/response.server';
import { closeQuoteRequest } from '@/lib/quotes/act.server';

export const POST = endpoint(async ({ url, params, locals }) => {
  const caller = requireAccount({ locals });
  return json(
    await closeQuoteRequest(caller, parseId(params.id), { lang: apiLang(url, locals.lang) }),
  );
});
