// DELETE /api/agencies/{id}/workers/{agentId}: the agency removes a worker, or the agent leaves; 204.
// Not a worker of that agency → 404; anyone else → 403 (workers are public on the agency page).
import { requireAccount } from '@/lib/auth/request.server';
import { parseId } from '@/lib/http/params';
import { endpoint } from '@/lib/http/response.server';
import { removeWorker } from '@/lib/professionals/enrollments/enrollment-actions.server';

export const DELETE = endpoint(async ({ params, locals }) => {
  const caller = requireAccount({ locals });
  await removeWorker(caller, parseId(params.id), parseId(params.agentId));
  return new Response(null, { status: 204 });
});
