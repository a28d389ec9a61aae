// POST /api/agent-enrollment/invite { agentId }: a company (role Agency) invites a specialist; 201 the
// enrollment. 409 when one is already pending for the pair or the agent already works there.
import { requireAccount } from '@/lib/auth/request.server';
import { parseJson } from '@/lib/http/body.server';
import { endpoint, json } from '@/lib/http/response.server';
import { invite } from '@/lib/professionals/enrollments/enrollment-actions.server';
import { InviteBodySchema } from '@/lib/professionals/enrollments/enrollments.schema';

export const POST = endpoint(async ({ request, locals }) => {
  const caller = requireAccount({ locals });
  const { agentId } = await parseJson(request, InviteBodySchema);
  return json(await invite(caller, agentId), { status: 201 });
});
