// POST /api/saved-searches: 201 the new saved search with its matchCount; a query the project list
// refuses → 400 naming the filter; past 20 per account → 409.
// GET /api/saved-searches: the caller's, newest first, with their counts. docs/saved-searches.md.
import { requireAccount } from '@/lib/auth/request.server';
import { parseJson } from '@/lib/http/body.server';
import { apiLang } from '@/lib/http/query';
import { endpoint, json } from '@/lib/http/response.server';
import { CreateSavedSearchSchema } from '@/lib/saved-searches/saved-search.schema';
import { createSavedSearch, listSavedSearches } from '@/lib/saved-searches/saved-searches.server';

export const POST = endpoint(async (ctx) => {
  const caller = requireAccount(ctx);
  const input = await parseJson(ctx.request, CreateSavedSearchSchema);
  const lang = apiLang(ctx.url, ctx.locals.lang);
  return json(await createSavedSearch(caller.id, input, lang), { status: 201 });
});

export const GET = endpoint(async ({ locals }) => {
  const caller = requireAccount({ locals });
  const items = await listSavedSearches(caller.id);
  return json({ items, metaData: { totalCount: items.length } });
});
