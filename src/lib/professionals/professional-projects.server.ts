// Active projects shown on an agent's or an agency's page. An agency shows its own projects and
// those of the specialists working for it: the company page is its portfolio.
import { eq, inArray } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
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

export function agencyProjects(agencyId: number, lang: Lang): Promise<ProjectCard[]> {
  // The owners as a subquery of the one card statement (not two reads before it).
  const owners = union(
    db().select({ accountId: agencies.accountId }).from(agencies).where(eq(agencies.id, agencyId)),
    db().select({ accountId: agents.accountId }).from(agents).where(eq(agents.agencyId, agencyId)),
  );
  return listActiveCards({
    lang,
    where: inArray(projects.ownerAccountId, owners),
    limit: PROFILE_PROJECT_LIMIT,
    order: 'newest',
  });
}
