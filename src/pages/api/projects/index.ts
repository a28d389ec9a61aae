// GET /api/projects (read side: the catalog list, every filter and sort of api.md, paged) and
// POST /api/projects (write side, issue 4).
import { endpoint, json, parseQuery } from '../../../lib/api/http.server';
import { ProjectFiltersSchema } from '../../../lib/projects/project-filters.schema';
import { listProjects } from '../../../lib/projects/list-projects.server';
import { projectEndpoint } from '../../../lib/projects/authorize.endpoint.server';
import { createProject } from '../../../lib/projects/create-project.server';
import { readJsonBody } from '../../../lib/projects/create-project.body.server';

/** Unknown enum values, bad numbers and a too-long Search answer 400 with `fields`. */
export const GET = endpoint(async ({ url, locals }) => {
  const q = parseQuery(url, ProjectFiltersSchema);
  return json(await listProjects(q, q.Lang ?? locals.lang));
});

export const POST = projectEndpoint(async ({ request, locals }) => {
  const project = await createProject({
    actor: locals.account,
    body: await readJsonBody(request, locals.account),
  });
  return json(project, { status: 201, headers: { location: `/api/projects/${project.id}` } });
});
