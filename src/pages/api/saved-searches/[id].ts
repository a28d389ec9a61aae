// GET, PUT, DELETE /api/saved-searches/{id}: the caller's own saved search (PUT: any field, and
// `paused` to pause or resume); someone else's → 404. docs/saved-searches.md.
import { requireAccount } from '@/lib/auth/request.server';
import { parseJson } from '@/lib/http/body.server';
import { parseId } from '@/lib/http/params';
import { endpoint, json } from '@/lib/http/response.server';
import { UpdateSavedSearchSchema } from '@/lib/saved-searches/saved-search.schema';
import {
  deleteSavedSearch,
  getSavedSearch,
  updateSavedSearch,
} from '@/lib/saved-searches/saved-searches.server';

export const GET = endpoint(async ({ params, locals }) => {
  const caller = requireAccount({ locals });
  return json(await getSavedSearch(caller.id, parseId(params.id)));
});

export const PUT = endpoint(async (ctx) => {
  const caller = requireAccount(ctx);
  const id = parseId(ctx.params.id);
  const input = await parseJson(ctx.request, UpdateSavedSearchSchema);
  return json(await updateSavedSearch(caller.id, id, input));
});

export const DELETE = endpoint(async ({ params, locals }) => {
  const caller = requireAccount({ locals });
  await deleteSavedSearch(caller.id, parseId(params.id));
  return new Response(null, { status: 204 });
});
