// POST /api/admin/users/{id}/end-sessions: 204; the account is signed out on every device.
import { requireAdmin } from '@/lib/auth/request.server';
import { limitAdminWrite } from '@/lib/rate-limit/admin-limit.server';
import { endUserSessions } from '@/lib/admin/users/manage-users.server';
import { parseId } from '@/lib/http/params';
import { endpoint } from '@/lib/http/response.server';

export const POST = endpoint(async ({ params, locals }) => {
  const admin = requireAdmin({ locals });
  await limitAdminWrite(admin.id, 'write');
  await endUserSessions(admin.id, parseId(params.id));
  return new Response(null, { status: 204 });
});
