// PATCH /api/admin/users/{id} { role?, isBlocked? }: 200 the user. Blocking ends their sessions;
// an admin cannot block or demote themself (400), nor demote the last admin (409).
import { requireAdmin } from '@/lib/auth/request.server';
import { limitAdminWrite } from '@/lib/rate-limit/admin-limit.server';
import { getAdminUser } from '@/lib/admin/users/list-users.server';
import { updateUser } from '@/lib/admin/users/manage-users.server';
import { UpdateUserSchema } from '@/lib/admin/users/users.schema';
import { parseJson } from '@/lib/http/body.server';
import { parseId } from '@/lib/http/params';
import { endpoint, json } from '@/lib/http/response.server';

export const PATCH = endpoint(async ({ request, params, locals }) => {
  const admin = requireAdmin({ locals });
  await limitAdminWrite(admin.id, 'write');
  const id = parseId(params.id);
  await updateUser(admin.id, id, await parseJson(request, UpdateUserSchema));
  return json(await getAdminUser(id));
});
