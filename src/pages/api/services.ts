import { endpoint, json, parseQuery } from '../../lib/api/http.server';
import { ListQuerySchema } from '../../lib/api/paging';
import { listServices } from '../../lib/catalog/list-categories.server';

export const GET = endpoint(async ({ url, locals }) => {
  const q = parseQuery(url, ListQuerySchema);
  const includeInactive = locals.account?.role === 'Admin';
  return json(await listServices({ ...q, lang: q.Lang ?? locals.lang, includeInactive }));
});
