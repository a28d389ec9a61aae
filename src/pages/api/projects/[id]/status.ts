// PATCH /api/projects/{id}/status { isActive }: the owner or an Admin shows or hides a project.
import { json } from '../../../../lib/api/http.server';
import { parseId } from '../../../../lib/projects/authorize.server';
import { projectEndpoint } from '../../../../lib/projects/authorize.endpoint.server';
import { readJsonBody } from '../../../../lib/projects/create-project.body.server';
import { setProjectStatus } from '../../../../lib/projects/set-project-status.server';

export const PATCH = projectEndpoint(async ({ params, request, locals }) => {
  const projectId = parseId(params.id);
  return json(
    await setProjectStatus({
      actor: locals.account,
      projectId,
      body: await readJsonBody(request, locals.account),
    }),
  );
});
