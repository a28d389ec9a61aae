// GET /api/projects/{id} (read side: the detail with images, features, reviewCount, isSelected;
// an inactive project is 404 unless the caller owns it or is Admin) and PUT and DELETE (write side).
import { endpoint, json } from '@/lib/http/response.server';
import { notFound } from '@/lib/http/app-error';
import { parseQuery } from '@/lib/http/query';
import { ProjectLangQuerySchema } from '@/lib/projects/project-filters.schema';
import { getProjectById } from '@/lib/projects/read/get-project.server';
import { detailInScript } from '@/lib/projects/project-in-script';
import { parseId } from '@/lib/http/params';
import { readJson } from '@/lib/http/body.server';
import { requireActor } from '@/lib/projects/authorize.server';
import { deleteProject } from '@/lib/projects/write/delete-project.server';
import { updateProject } from '@/lib/projects/write/update-project.server';

export const GET = endpoint(async ({ params, url, locals }) => {
  const q = parseQuery(url, ProjectLangQuerySchema);
  const lang = q.Lang ?? locals.lang;
  const project = await getProjectById(parseId(params.id), locals.account, lang);
  if (!project) throw notFound();
  return json(detailInScript(project, lang));
});

export const PUT = endpoint(async ({ params, request, locals }) => {
  const projectId = parseId(params.id);
  const project = await updateProject({
    actor: requireActor(locals.account),
    projectId,
    body: await readJson(request),
  });
  return json(project);
});

export const DELETE = endpoint(async ({ params, locals }) => {
  await deleteProject({ actor: requireActor(locals.account), projectId: parseId(params.id) });
  return new Response(null, { status: 204 });
});
