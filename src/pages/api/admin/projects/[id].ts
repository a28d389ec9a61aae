// PATCH /api/admin/projects/{id} { isFeatured?, isActive? }: an Admin features or hides a project;
// answers the project as GET /api/projects/{id} does for an Admin.
import { requireAdmin } from '@/lib/auth/request.server';
import { parseJson } from '@/lib/http/body.server';
import { notFound } from '@/lib/http/app-error';
import { parseId } from '@/lib/http/params';
import { endpoint, json } from '@/lib/http/response.server';
import { AdminProjectPatchSchema, patchProjectAsAdmin } from '@/lib/admin/dash/moderation.server';
import { getProjectById } from '@/lib/projects/read/get-project.server';

export const PATCH = endpoint(async ({ params, request, locals }) => {
  const admin = requireAdmin({ locals });
  const id = parseId(params.id);
  await patchProjectAsAdmin(admin, id, await parseJson(request, AdminProjectPatchSchema));
  const project = await getProjectById(id, admin, locals.lang);
  if (!project) throw notFound();
  return json(project);
});
