// Featured projects: the ones an Admin flagged (isFeatured), newest first; when fewer are flagged
// than asked for, the most popular active projects fill the rest, so the strip is never empty while
// there are projects at all. Used by the project page and GET /api/projects/featured.
import { and, desc, eq, notInArray, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import { cardColumns, toCards, type CardRow } from '@/lib/projects/project-card.server';
import type { ProjectCard } from '@/lib/projects/project-card';

const FEATURED_MAX = 24;

export async function listFeaturedProjects(
  lang: Lang,
  limit = 8,
  opts: { excludeId?: number } = {},
): Promise<ProjectCard[]> {
  const size = Math.max(1, Math.min(FEATURED_MAX, Math.floor(limit)));
  const exclude = opts.excludeId !== undefined ? [opts.excludeId] : [];
  const notExcluded = (ids: number[]): SQL | undefined =>
    ids.length > 0 ? notInArray(projects.id, ids) : undefined;

  const flagged: CardRow[] = await db()
    .select(cardColumns)
    .from(projects)
    .where(and(eq(projects.isActive, true), eq(projects.isFeatured, true), notExcluded(exclude)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(size);
  let rows = flagged;
  if (flagged.length < size) {
    const popular = await db()
      .select(cardColumns)
      .from(projects)
      .where(
        and(eq(projects.isActive, true), notExcluded([...exclude, ...flagged.map((r) => r.id)])),
      )
      .orderBy(desc(projects.viewCount), desc(projects.saveCount), desc(projects.id))
      .limit(size - flagged.length);
    rows = [...flagged, ...popular];
  }
  return toCards(rows, lang);
}
