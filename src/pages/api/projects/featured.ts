// GET /api/projects/featured: Admin-flagged projects, topped up with the most popular ones.
import { endpoint, json } from '@/lib/http/response.server';
import { parseQuery } from '@/lib/http/query';
import { FeaturedQuerySchema } from '@/lib/projects/project-filters.schema';
import { listFeaturedProjects } from '@/lib/projects/read/list-featured.server';

export const GET = endpoint(async ({ url, locals }) => {
  const query = parseQuery(url, FeaturedQuerySchema);
  const items = await listFeaturedProjects(query.Lang ?? locals.lang, query.PageSize);
  return json({
    items,
    metaData: { totalCount: items.length, pageNumber: 1, pageSize: query.PageSize },
  });
});
