// DELETE /api/agent-enrollment/{id}: the sender withdraws a pending enrollment; 204. Anyone else's → 404.
import { requireAccount } from '@/lib/auth/request.server';
import { parseId } from '@/lib/http/params';
import { endpoint } from '@/lib/http/response.server';
import { withdraw } from '@/lib/professionals/enrollments/enrollment-actions.server';

export const DELETE = endpoint(async ({ params, locals }) => {
  const caller = requireAccount({ locals });
  await withdraw(caller, parseId(params.id));
  return new Response(null, { status: 204 });
});
