// GET /api/projects/map: clusters and points for a map's box and zoom, with every filter of the
// list (docs/map.md). Public, like the list: only public projects are grouped.
import { endpoint, json } from '@/lib/http/response.server';
import { parseQuery } from '@/lib/http/query';
import { ProjectMapQuerySchema } from '@/lib/projects/project-filters.schema';
import { mapProjects } from '@/lib/projects/read/map-projects.server';

/** A wrong, reversed or too large box and a zoom outside 0–20 answer 400 naming the parameter. */
export const GET = endpoint(async ({ url, locals }) => {
  const q = parseQuery(url, ProjectMapQuerySchema);
  return json(await mapProjects(q, q.Lang ?? locals.lang));
});
