// PUT /api/selected-projects/{projectId}: save (idempotent; 404 for a project the caller cannot see).
// DELETE: remove (idempotent). Both answer { projectId, isSelected, changed }.
import { endpoint, json } from '@/lib/http/response.server';
import { unauthorized } from '@/lib/http/app-error';
import { parseId } from '@/lib/http/params';
import { selectProject, unselectProject } from '@/lib/projects/selected/selected.server';

export const PUT = endpoint(async ({ params, locals }) => {
  const projectId = parseId(params.projectId);
  if (!locals.account) throw unauthorized();
  const { changed } = await selectProject(locals.account, projectId);
  return json({ projectId, isSelected: true, changed });
});

export const DELETE = endpoint(async ({ params, locals }) => {
  const projectId = parseId(params.projectId);
  if (!locals.account) throw unauthorized();
  const { changed } = await unselectProject(locals.account, projectId);
  return json({ projectId, isSelected: false, changed });
});
