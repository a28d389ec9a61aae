// Matching (docs/saved-searches.md): the projects that became active since the last pass
// (project_activations) against every running saved search, with the list's own WHERE
// (matchingProjectIds): a search matches a project exactly when the project is in that search's
// list. Each match is one saved_search_alerts row; its unique (search, project) pair makes an alert
// once-only, whatever reactivations, retries or racing processes do. The searcher's own projects
// are left out.
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { projectActivations, projects, savedSearches, savedSearchAlerts } from '@/lib/db/schema';
import { matchingProjectIds } from '@/lib/projects/read/list-projects.server';
import { filtersOf } from './saved-searches.server';

/** Activations read per pass; the rest wait for the next one (a minute later at most). */
const ACTIVATIONS_PER_PASS = 500;
/** Saved searches read per page while matching one batch. */
const SEARCHES_PER_PAGE = 500;

/**
 * One pass: matches the pending activations, writes the alerts (created at `now`), then marks the
 * activations matched. Marked after the alerts, so a pass that dies midway leaves them to the next
 * one, and the unique pair keeps that second try from announcing anything twice. Returns the
 * number of new alerts.
 */
export async function matchActivations(now = new Date()): Promise<number> {
  const pending = await db()
    .select({ id: projectActivations.id, projectId: projectActivations.projectId })
    .from(projectActivations)
    .where(isNull(projectActivations.matchedAt))
    .orderBy(asc(projectActivations.id))
    .limit(ACTIVATIONS_PER_PASS);
  if (pending.length === 0) return 0;
  const projectIds = [...new Set(pending.map((p) => p.projectId))];
  const owners = new Map(
    (
      await db()
        .select({ id: projects.id, owner: projects.ownerAccountId })
        .from(projects)
        .where(inArray(projects.id, projectIds))
    ).map((r) => [r.id, r.owner]),
  );

  let created = 0;
  let after = 0;
  for (;;) {
    const searches = await db()
      .select({
        id: savedSearches.id,
        accountId: savedSearches.accountId,
        query: savedSearches.query,
      })
      .from(savedSearches)
      .where(and(eq(savedSearches.paused, false), gt(savedSearches.id, after)))
      .orderBy(asc(savedSearches.id))
      .limit(SEARCHES_PER_PAGE);
    if (searches.length === 0) break;
    after = searches.at(-1)!.id;
    // Searches with the same query share one match query.
    const byQuery = new Map<string, typeof searches>();
    for (const s of searches) byQuery.set(s.query, [...(byQuery.get(s.query) ?? []), s]);
    for (const [query, group] of byQuery) {
      const matched = await matchingProjectIds(filtersOf(query), projectIds);
      const rows = group.flatMap((s) =>
        matched
          .filter((p) => owners.get(p) !== s.accountId)
          .map((projectId) => ({ savedSearchId: s.id, projectId, createdAt: now })),
      );
      if (rows.length === 0) continue;
      const inserted = await db()
        .insert(savedSearchAlerts)
        .values(rows)
        .onConflictDoNothing({
          target: [savedSearchAlerts.savedSearchId, savedSearchAlerts.projectId],
        })
        .returning({ id: savedSearchAlerts.id });
      created += inserted.length;
    }
    if (searches.length < SEARCHES_PER_PAGE) break;
  }

  await db()
    .update(projectActivations)
    .set({ matchedAt: now })
    .where(
      inArray(
        projectActivations.id,
        pending.map((p) => p.id),
      ),
    );
  return created;
}
