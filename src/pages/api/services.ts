import { endpoint, json } from '@/lib/http/response.server';
import { parseQuery } from '@/lib/http/query';
import { ListQuerySchema } from '@/lib/http/query';
import { listServices } from '@/lib/catalog/catalog-trees.server';

export const GET = endpoint(async ({ url, locals }) => {
  const q = parseQuery(url, ListQuerySchema);
  const includeInactive = locals.account?.role === 'Admin';
  return json(await listServices({ ...q, lang: q.Lang ?? locals.lang, includeInactive }));
});
