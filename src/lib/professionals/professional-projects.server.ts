// Active projects shown on an agent's or an agency's page. An agency shows its own projects and
// those of the specialists working for it: the company page is its portfolio.
import { and, desc, eq, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { db } from '@/lib/db/client.server';
import { agencies, agents, projects } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import type { ProjectCard } from '@/lib/projects/project-card';
import { listActiveCards } from '@/lib/projects/project-card.server';
import { accountNotBlocked } from '@/lib/accounts/public-owner.server';

const PROFILE_PROJECT_LIMIT = 12;

export function agentProjects(accountId: number, lang: Lang): Promise<ProjectCard[]> {
  return listActiveCards({
    lang,
    where: eq(projects.ownerAccountId, accountId),
    limit: PROFILE_PROJECT_LIMIT,
    order: 'newest',
  });
}

/**
 * The ids of an agency's newest public projects: each owner's newest few through
 * projects_public_owner_created_idx, then the newest of those. An `owner IN (…)` filter on the list
 * walked the newest-first index of every project testing each row (1,528 rows for one agency at
 * 100,000 projects, docs/performance.md#lists-at-100000-projects); this reads at most the limit
 * per owner. Blocked owners are dropped before their projects are read: with the check inside the
 * per-owner read, PGlite's planner sorted each owner's thousands of rows instead.
 */
export function agencyProjectIds(agencyId: number, limit = PROFILE_PROJECT_LIMIT) {
  const owners = union(
    db().select({ accountId: agencies.accountId }).from(agencies).where(eq(agencies.id, agencyId)),
    db().select({ accountId: agents.accountId }).from(agents).where(eq(agents.agencyId, agencyId)),
  ).as('owners');
  const newest = db()
    .select({ id: projects.id, createdAt: projects.createdAt })
    .from(projects)
    .where(and(eq(projects.isActive, true), eq(projects.ownerAccountId, owners.accountId)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit)
    .as('newest');
  return db()
    .select({ id: newest.id })
    .from(owners)
    .crossJoinLateral(newest)
    .where(accountNotBlocked(owners.accountId))
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .limit(limit);
}

export function agencyProjects(agencyId: number, lang: Lang): Promise<ProjectCard[]> {
  // One card statement: the ids as an array computed once, read through the primary key.
  return listActiveCards({
    lang,
    where: sql`${projects.id} = any(array(${agencyProjectIds(agencyId)}))`,
    limit: PROFILE_PROJECT_LIMIT,
    order: 'newest',
  });
}
