// POST /api/agent-enrollment/{id}/decline: the receiver declines. 200 the enrollment; anyone else → 404.
import { requireAccount } from '@/lib/auth/request.server';
import { parseId } from '@/lib/http/params';
import { endpoint, json } from '@/lib/http/response.server';
import { decline } from '@/lib/professionals/enrollments/enrollment-actions.server';

export const POST = endpoint(async ({ params, locals }) => {
  const caller = requireAccount({ locals });
  return json(await decline(caller, parseId(params.id)));
});
