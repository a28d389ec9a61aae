import { endpoint, json, parseQuery } from '../../lib/api/http.server';
import { RegionsQuerySchema } from '../../lib/catalog/catalog.schema';
import { listRegions } from '../../lib/catalog/list-regions.server';

export const GET = endpoint(async ({ url, locals }) => {
  const q = parseQuery(url, RegionsQuerySchema);
  const items = await listRegions(q.Lang ?? locals.lang);
  return json({
    items,
    metaData: { totalCount: items.length, pageNumber: 1, pageSize: items.length },
  });
});
