// PUT /api/agents/{id}: the owner (or an Admin) edits the agent card and, with it, the owner's own
// profile, so "My profile" and the public card never disagree. Agent cards are public, so another
// account learns nothing from a 403; an unknown id (or the card of a blocked account, which has no
// public page either) answers 404.
import { eq } from 'drizzle-orm';
import { forbidden, notFound } from '@/lib/http/app-error';
import { db } from '@/lib/db/client.server';
import { accounts, agents } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import { assertActiveServices, assertPlaces } from '@/lib/catalog/check-refs.server';
import { getAgent } from '../get-agent.server';
import type { UpdateAgentData } from './agent-profile.schema';
import { writeAgentProfile } from './write-agent.server';

type Actor = { id: number; role: 'User' | 'Agent' | 'Agency' | 'Admin' };

export async function updateAgentProfile(
  actor: Actor,
  agentId: number,
  data: UpdateAgentData,
  lang: Lang,
  now = new Date(),
) {
  const [row] = await db()
    .select({ accountId: agents.accountId, isBlocked: accounts.isBlocked })
    .from(agents)
    .innerJoin(accounts, eq(accounts.id, agents.accountId))
    .where(eq(agents.id, agentId))
    .limit(1);
  if (!row || row.isBlocked) throw notFound();
  if (row.accountId !== actor.id && actor.role !== 'Admin') throw forbidden();
  await assertPlaces(data.regionId, data.districtId);
  await assertActiveServices(data.serviceIds);
  await db().transaction((tx) =>
    writeAgentProfile(tx, { accountId: row.accountId, agentId }, data, now),
  );
  const agent = await getAgent(agentId, lang);
  if (!agent) throw notFound();
  return agent;
}
