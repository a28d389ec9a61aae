// GET /api/projects (read side: the catalog list, every filter and sort of docs/api.md, paged) and
// POST /api/projects (write side).
import { endpoint, json } from '@/lib/http/response.server';
import { parseQuery } from '@/lib/http/query';
import { ProjectFiltersSchema } from '@/lib/projects/project-filters.schema';
import { listProjects } from '@/lib/projects/read/list-projects.server';
import { createProject } from '@/lib/projects/write/create-project.server';
import { readJson } from '@/lib/http/body.server';
import { requireActor } from '@/lib/projects/authorize.server';

/** Unknown enum values, bad numbers and a too-long Search answer 400 with `fields`. */
export const GET = endpoint(async ({ url, locals }) => {
  const q = parseQuery(url, ProjectFiltersSchema);
  return json(await listProjects(q, q.Lang ?? locals.lang));
});

export const POST = endpoint(async ({ request, locals }) => {
  const project = await createProject({
    actor: requireActor(locals.account),
    body: await readJson(request),
  });
  return json(project, { status: 201, headers: { location: `/api/projects/${project.id}` } });
});
