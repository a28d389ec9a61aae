// Active projects shown on an agent's or an agency's page. An agency shows its own projects and
// those of the specialists working for it: the company page is its portfolio.
import { eq, inArray } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { agencies, agents, projects } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import type { ProjectCard } from '@/lib/projects/project-card';
import { listActiveCards } from '@/lib/projects/project-card.server';

const PROFILE_PROJECT_LIMIT = 12;

export function agentProjects(accountId: number, lang: Lang): Promise<ProjectCard[]> {
  return listActiveCards({
    lang,
    where: eq(projects.ownerAccountId, accountId),
    limit: PROFILE_PROJECT_LIMIT,
    order: 'newest',
  });
}

export async function agencyProjects(agencyId: number, lang: Lang): Promise<ProjectCard[]> {
  const [agency, workers] = await Promise.all([
    db().select({ accountId: agencies.accountId }).from(agencies).where(eq(agencies.id, agencyId)),
    db().select({ accountId: agents.accountId }).from(agents).where(eq(agents.agencyId, agencyId)),
  ]);
  const owners = [...agency, ...workers].map((r) => r.accountId);
  if (owners.length === 0) return [];
  return listActiveCards({
    lang,
    where: inArray(projects.ownerAccountId, owners),
    limit: PROFILE_PROJECT_LIMIT,
    order: 'newest',
  });
}
