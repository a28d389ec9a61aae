// The signed-in account's selected (saved) projects. Saving and removing keep projects.save_count in
// step inside one transaction: the row insert or delete decides whether the count moves, so a double
// click, a retry or two tabs never count twice.
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { AppError } from '@/lib/http/app-error';
import { db } from '@/lib/db/client.server';
import { projects, selectedProjects } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import type { Paged } from '@/lib/http/query';
import { cardColumns, toCards } from '@/lib/projects/project-card.server';
import type { ProjectCard } from '@/lib/projects/project-card';
import { publicProject, visibleProject, type Viewer } from '@/lib/projects/public-project.server';

const unauthorized = () => new AppError(401, 'unauthorized', 'errors:unauthorized');
const notFound = () => new AppError(404, 'not_found', 'errors:notFound');

/**
 * Saved projects the viewer can still see (a project taken down by its owner, or whose owner is
 * blocked, drops out and comes back with it), newest save first.
 */
export async function listSelected(
  viewer: Viewer,
  lang: Lang,
  page: { PageNumber: number; PageSize: number },
): Promise<Paged<ProjectCard & { selectedAt: string }>> {
  if (!viewer) throw unauthorized();
  const visible =
    viewer.role === 'Admin' ? undefined : or(publicProject, eq(projects.ownerAccountId, viewer.id));
  const where = and(eq(selectedProjects.accountId, viewer.id), visible);
  const [rows, [total]] = await Promise.all([
    db()
      .select({ ...cardColumns, selectedAt: selectedProjects.createdAt })
      .from(selectedProjects)
      .innerJoin(projects, eq(projects.id, selectedProjects.projectId))
      .where(where)
      .orderBy(desc(selectedProjects.createdAt), desc(projects.id))
      .limit(page.PageSize)
      .offset((page.PageNumber - 1) * page.PageSize),
    db()
      .select({ n: count() })
      .from(selectedProjects)
      .innerJoin(projects, eq(projects.id, selectedProjects.projectId))
      .where(where),
  ]);
  const cards = await toCards(rows, lang);
  return {
    items: cards.map((c, i) => ({ ...c, selectedAt: rows[i]!.selectedAt.toISOString() })),
    metaData: {
      totalCount: Number(total?.n ?? 0),
      pageNumber: page.PageNumber,
      pageSize: page.PageSize,
    },
  };
}

/** Adds a project to the list; `changed` is false when it was already there. */
export async function selectProject(
  viewer: Viewer,
  projectId: number,
): Promise<{ changed: boolean }> {
  if (!viewer) throw unauthorized();
  if (!(await visibleProject(projectId, viewer))) throw notFound();
  return db().transaction(async (tx) => {
    const added = await tx
      .insert(selectedProjects)
      .values({ accountId: viewer.id, projectId })
      .onConflictDoNothing()
      .returning({ projectId: selectedProjects.projectId });
    if (added.length === 0) return { changed: false };
    await tx
      .update(projects)
      .set({ saveCount: sql`${projects.saveCount} + 1` })
      .where(eq(projects.id, projectId));
    return { changed: true };
  });
}

/** Removes a project from the list (even one no longer visible); `changed` is false when it was not there. */
export async function unselectProject(
  viewer: Viewer,
  projectId: number,
): Promise<{ changed: boolean }> {
  if (!viewer) throw unauthorized();
  return db().transaction(async (tx) => {
    const gone = await tx
      .delete(selectedProjects)
      .where(
        and(eq(selectedProjects.accountId, viewer.id), eq(selectedProjects.projectId, projectId)),
      )
      .returning({ projectId: selectedProjects.projectId });
    if (gone.length === 0) return { changed: false };
    await tx
      .update(projects)
      .set({ saveCount: sql`greatest(${projects.saveCount} - 1, 0)` })
      .where(eq(projects.id, projectId));
    return { changed: true };
  });
}
