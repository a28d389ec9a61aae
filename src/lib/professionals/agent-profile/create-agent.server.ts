// POST /api/agents: the signed-in account becomes a specialist (/agents/create, docs/product.md §2).
// One transaction: the agent record, its services, the account's own profile kept in step, and
// the role — a User becomes an Agent; an Admin keeps Admin (it may have an agent card too, as
// docs/product.md §6 looks up the agentId of Agent and Admin). A company cannot also be a specialist.
// The session reads the role from the database on every request, so the next page already sees it.
import { eq } from 'drizzle-orm';
import { conflict, forbidden, notFound } from '@/lib/http/app-error';
import { db } from '@/lib/db/client.server';
import { accounts, agents } from '@/lib/db/schema';
import { slugify } from '@/lib/i18n/slug';
import type { Lang } from '@/lib/i18n/languages';
import { assertActiveServices, assertPlaces } from '@/lib/catalog/check-refs.server';
import { isUniqueViolation } from '@/lib/accounts/professional-rows.server';
import { getAgent } from '../get-agent.server';
import type { CreateAgentData } from './agent-profile.schema';
import { writeAgentProfile } from './write-agent.server';

type Actor = { id: number; role: 'User' | 'Agent' | 'Agency' | 'Admin' };

const exists = () => conflict('agentForm:errors.exists');

export async function createAgentProfile(
  actor: Actor,
  data: CreateAgentData,
  lang: Lang,
  now = new Date(),
) {
  if (actor.role === 'Agency') throw forbidden('agentForm:errors.agencyAccount');
  const [existing] = await db()
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.accountId, actor.id))
    .limit(1);
  if (existing) throw exists();
  await assertPlaces(data.regionId, data.districtId);
  await assertActiveServices(data.serviceIds);
  let agentId: number;
  try {
    agentId = await db().transaction(async (tx) => {
      const [account] = await tx.select().from(accounts).where(eq(accounts.id, actor.id)).limit(1);
      if (!account) throw notFound();
      const [agent] = await tx
        .insert(agents)
        .values({
          accountId: account.id,
          seoName: slugify(account.fullName) || 'user',
          fullName: account.fullName,
          designation: data.designation,
          phone: data.phone,
          photoPath: account.photoPath,
          gdprConsent: true,
        })
        .returning({ id: agents.id });
      if (account.role === 'User')
        await tx.update(accounts).set({ role: 'Agent' }).where(eq(accounts.id, account.id));
      await writeAgentProfile(tx, { accountId: account.id, agentId: agent!.id }, data, now);
      return agent!.id;
    });
  } catch (e) {
    // Two submits at once: the second insert meets the unique account_id.
    if (isUniqueViolation(e)) throw exists();
    throw e;
  }
  const agent = await getAgent(agentId, lang);
  if (!agent) throw notFound();
  return agent;
}
