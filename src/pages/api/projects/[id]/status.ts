// PATCH /api/projects/{id}/status { isActive }: the owner or an Admin shows or hides a project.
import { endpoint, json } from '@/lib/http/response.server';
import { parseId } from '@/lib/http/params';
import { readJson } from '@/lib/http/body.server';
import { requireActor } from '@/lib/projects/authorize.server';
import { setProjectStatus } from '@/lib/projects/write/set-project-status.server';

export const PATCH = endpoint(async ({ params, request, locals }) => {
  const projectId = parseId(params.id);
  return json(
    await setProjectStatus({
      actor: requireActor(locals.account),
      projectId,
      body: await readJson(request),
    }),
  );
});
