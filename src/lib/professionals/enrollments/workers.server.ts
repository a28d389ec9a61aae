// The workers of an agency for /account/employees: the agents whose agencyId is this agency (one
// company at a time), with their services, how many active projects they show and since when they
// work there. Blocked accounts are left out, as on the public agency page.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts, agents, projects } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import { servicesOfAgents } from '../professional-services.server';
import { agentPath } from '@/lib/accounts/seo-path';

export type Worker = {
  agentId: number;
  fullName: string;
  designation: string;
  image: { imagePath: string } | null;
  url: string;
  services: { id: number; name: string }[];
  projectCount: number;
  since: string | null;
};

export async function listWorkers(agencyId: number, lang: Lang): Promise<Worker[]> {
  const rows = await db()
    .select({ agent: agents })
    .from(agents)
    .innerJoin(accounts, eq(accounts.id, agents.accountId))
    .where(and(eq(agents.agencyId, agencyId), eq(accounts.isBlocked, false)))
    .orderBy(asc(agents.fullName), asc(agents.id));
  if (rows.length === 0) return [];
  const accountIds = rows.map((r) => r.agent.accountId);
  const [services, counts] = await Promise.all([
    servicesOfAgents(
      rows.map((r) => r.agent.id),
      lang,
    ),
    db()
      .select({ owner: projects.ownerAccountId, n: count() })
      .from(projects)
      .where(and(inArray(projects.ownerAccountId, accountIds), eq(projects.isActive, true)))
      .groupBy(projects.ownerAccountId),
  ]);
  const projectCount = new Map(counts.map((c) => [c.owner, c.n]));
  return rows.map(({ agent }) => ({
    agentId: agent.id,
    fullName: agent.fullName,
    designation: agent.designation,
    image: agent.photoPath ? { imagePath: agent.photoPath } : null,
    url: agentPath(agent),
    services: (services.get(agent.id) ?? []).map((s) => ({ id: s.id, name: s.name })),
    projectCount: projectCount.get(agent.accountId) ?? 0,
    since: agent.joinedAgencyAt?.toISOString() ?? null,
  }));
}
