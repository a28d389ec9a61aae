// GET /api/admin/users (Search, Role, IsBlocked, IsPro, Sort, Order, paging) and POST /api/admin/users
// (a verified account, able to sign in at once). Admin only: a visitor gets 401, any other role 403.
import { requireAdmin } from '@/lib/auth/request.server';
import { limitAdminWrite } from '@/lib/rate-limit/admin-limit.server';
import { getAdminUser, listUsers } from '@/lib/admin/users/list-users.server';
import { createUser } from '@/lib/admin/users/manage-users.server';
import { AdminUsersQuerySchema, CreateUserSchema } from '@/lib/admin/users/users.schema';
import { parseJson } from '@/lib/http/body.server';
import { parseQuery } from '@/lib/http/query';
import { endpoint, json } from '@/lib/http/response.server';

export const GET = endpoint(async ({ url, locals }) => {
  requireAdmin({ locals });
  return json(await listUsers(parseQuery(url, AdminUsersQuerySchema)));
});

export const POST = endpoint(async ({ request, locals }) => {
  const admin = requireAdmin({ locals });
  await limitAdminWrite(admin.id, 'write');
  const id = await createUser(admin.id, await parseJson(request, CreateUserSchema));
  return json(await getAdminUser(id), { status: 201 });
});
