// GET /api/agents/{id}: an agent's public profile. PUT /api/agents/{id} (docs/api.md): the owner or
// an Admin edits it, 200 the agent (src/lib/professionals/agent-profile/update-agent.server.ts).
import { endpoint, json } from '@/lib/http/response.server';
import { parseJson } from '@/lib/http/body.server';
import { parseId } from '@/lib/http/params';
import { requireAccount } from '@/lib/auth/request.server';
import { getAgentEndpoint } from '@/lib/professionals/professionals-api.server';
import { UpdateAgentSchema } from '@/lib/professionals/agent-profile/agent-profile.schema';
import { updateAgentProfile } from '@/lib/professionals/agent-profile/update-agent.server';

export const GET = getAgentEndpoint;

export const PUT = endpoint(async (ctx) => {
  const actor = requireAccount(ctx);
  const id = parseId(ctx.params['id']);
  const data = await parseJson(ctx.request, UpdateAgentSchema);
  return json(await updateAgentProfile(actor, id, data, ctx.locals.lang));
});
