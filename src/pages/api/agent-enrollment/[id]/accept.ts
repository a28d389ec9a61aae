// POST /api/agent-enrollment/{id}/accept: the receiver accepts; the agent becomes a worker of the
// agency (leaving any other). 200 the enrollment; anyone else → 404.
import { requireAccount } from '@/lib/auth/request.server';
import { parseId } from '@/lib/http/params';
import { endpoint, json } from '@/lib/http/response.server';
import { accept } from '@/lib/professionals/enrollments/enrollment-actions.server';

export const POST = endpoint(async ({ params, locals }) => {
  const caller = requireAccount({ locals });
  return json(await accept(caller, parseId(params.id)));
});
