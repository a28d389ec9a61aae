import { endpoint, json, parseQuery } from '../../../lib/api/http.server';
import { ListQuerySchema } from '../../../lib/api/paging';
import { listCategories } from '../../../lib/catalog/list-categories.server';

export const GET = endpoint(async ({ url, locals }) => {
  const q = parseQuery(url, ListQuerySchema);
  return json(await listCategories({ ...q, lang: q.Lang ?? locals.lang }));
});
