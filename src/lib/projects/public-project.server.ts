// What a project needs to be shown to the public (lists, cards, counts, sitemap, its page and API
// answer for anyone but Admin and its owner): it is active and its owner's account is not blocked
// (docs/product.md §6). Every public project read uses these instead of `is_active` alone. Anyone
// else sees a project only when they own it or are Admin (canSeeProject): the detail read, reviews
// and the selected list decide with the same rule.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import { accountNotBlocked } from '@/lib/accounts/public-owner.server';

/** The outer query's project's owner is not blocked. */
export const ownerNotBlocked: SQL = accountNotBlocked(projects.ownerAccountId);

/**
 * The outer query's project is public: active, and its owner not blocked. `is_active` is written as
 * the column itself, not compared with a value: a value is a parameter, and a statement PostgreSQL
 * keeps a generic plan for cannot then use the indexes made for active projects only (`WHERE
 * is_active`); the home page's cards were sorted from the whole table
 * (docs/performance.md#kept-plans-the-newest-reviews-and-public-projects).
 */
export const publicProject: SQL = and(sql`${projects.isActive}`, ownerNotBlocked)!;

/** Who is looking: a signed-in account (its id and role), or nobody. */
export type Viewer = Pick<SessionAccount, 'id' | 'role'> | null | undefined;

/** Public, or the viewer owns it, or the viewer is Admin. */
export function canSeeProject(
  project: { isActive: boolean; ownerPublic: boolean; ownerAccountId: number },
  viewer: Viewer,
): boolean {
  return (
    (project.isActive && project.ownerPublic) ||
    (!!viewer && (viewer.id === project.ownerAccountId || viewer.role === 'Admin'))
  );
}

/** Only the visibility facts (reviews and the selected list check these before writing). */
export async function visibleProject(
  id: number,
  viewer: Viewer,
): Promise<{ id: number; ownerAccountId: number; isActive: boolean } | null> {
  const [project] = await db()
    .select({
      id: projects.id,
      ownerAccountId: projects.ownerAccountId,
      isActive: projects.isActive,
      ownerPublic: sql<boolean>`${ownerNotBlocked}`,
    })
    .from(projects)
    .where(eq(projects.id, id));
  if (!project || !canSeeProject(project, viewer)) return null;
  return { id: project.id, ownerAccountId: project.ownerAccountId, isActive: project.isActive };
}
