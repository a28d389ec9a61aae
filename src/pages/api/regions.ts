import { endpoint, json } from '@/lib/http/response.server';
import { parseQuery } from '@/lib/http/query';
import { RegionsQuerySchema } from '@/lib/catalog/catalog.schema';
import { listRegions } from '@/lib/catalog/list-regions.server';

export const GET = endpoint(async ({ url, locals }) => {
  const q = parseQuery(url, RegionsQuerySchema);
  const items = await listRegions(q.Lang ?? locals.lang);
  return json({
    items,
    metaData: { totalCount: items.length, pageNumber: 1, pageSize: items.length },
  });
});
