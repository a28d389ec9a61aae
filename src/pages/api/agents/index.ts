// GET /api/agents: the directory. POST /api/agents (docs/api.md): the signed-in account's agent
// profile, 201 the agent (src/lib/professionals/agent-profile/create-agent.server.ts).
import { endpoint, json } from '@/lib/http/response.server';
import { parseJson } from '@/lib/http/body.server';
import { requireAccount } from '@/lib/auth/request.server';
import { listAgentsEndpoint } from '@/lib/professionals/professionals-api.server';
import { CreateAgentSchema } from '@/lib/professionals/agent-profile/agent-profile.schema';
import { createAgentProfile } from '@/lib/professionals/agent-profile/create-agent.server';

export const GET = listAgentsEndpoint;

export const POST = endpoint(async (ctx) => {
  const actor = requireAccount(ctx);
  const data = await parseJson(ctx.request, CreateAgentSchema);
  return json(await createAgentProfile(actor, data, ctx.locals.lang), { status: 201 });
});
