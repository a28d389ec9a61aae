import { endpoint, json } from '@/lib/http/response.server';
import { parseQuery } from '@/lib/http/query';
import { ListQuerySchema } from '@/lib/http/query';
import { listCategories } from '@/lib/catalog/catalog-trees.server';

export const GET = endpoint(async ({ url, locals }) => {
  const q = parseQuery(url, ListQuerySchema);
  return json(await listCategories({ ...q, lang: q.Lang ?? locals.lang }));
});
