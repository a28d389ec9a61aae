// GET /api/projects/{id} (read side: the detail with images, features, reviewCount, isSelected;
// an inactive project is 404 unless the caller owns it or is Admin) and PUT and DELETE (write side).
import { endpoint, json, notFound, parseQuery } from '../../../../lib/api/http.server';
import { ProjectLangQuerySchema } from '../../../../lib/projects/project-filters.schema';
import { getProjectById } from '../../../../lib/projects/get-project.server';
import { parseId } from '../../../../lib/projects/authorize.server';
import { projectEndpoint } from '../../../../lib/projects/authorize.endpoint.server';
import { readJsonBody } from '../../../../lib/projects/create-project.body.server';
import { deleteProject } from '../../../../lib/projects/delete-project.server';
import { updateProject } from '../../../../lib/projects/update-project.server';

export const GET = endpoint(async ({ params, url, locals }) => {
  const q = parseQuery(url, ProjectLangQuerySchema);
  const project = await getProjectById(parseId(params.id), locals.account, q.Lang ?? locals.lang);
  if (!project) throw notFound();
  return json(project);
});

export const PUT = projectEndpoint(async ({ params, request, locals }) => {
  const projectId = parseId(params.id);
  const project = await updateProject({
    actor: locals.account,
    projectId,
    body: await readJsonBody(request, locals.account),
  });
  return json(project);
});

export const DELETE = projectEndpoint(async ({ params, locals }) => {
  await deleteProject({ actor: locals.account, projectId: parseId(params.id) });
  return new Response(null, { status: 204 });
});
