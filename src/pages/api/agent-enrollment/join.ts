// POST /api/agent-enrollment/join { agencyId }: a specialist asks to join a company; 201 the
// enrollment. 409 when one is already pending for the pair or the agent already works there.
import { requireAccount } from '@/lib/auth/request.server';
import { parseJson } from '@/lib/http/body.server';
import { endpoint, json } from '@/lib/http/response.server';
import { join } from '@/lib/professionals/enrollments/enrollment-actions.server';
import { JoinBodySchema } from '@/lib/professionals/enrollments/enrollments.schema';

export const POST = endpoint(async ({ request, locals }) => {
  const caller = requireAccount({ locals });
  const { agencyId } = await parseJson(request, JoinBodySchema);
  return json(await join(caller, agencyId), { status: 201 });
});
