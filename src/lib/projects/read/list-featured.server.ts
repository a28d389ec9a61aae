// Featured projects: the ones an Admin flagged (isFeatured), newest first; when fewer are flagged
// than asked for, the most popular active projects fill the rest, so the strip is never empty while
// there are projects at all. Only public projects (active, owner not blocked). Used by the project
// page and GET /api/projects/featured. One statement: the flagged and the popular (unflagged)
// candidates are two limited branches of a UNION ALL, each served by its own index
// (projects_active_featured_created_idx, projects_public_popular_idx) — one ORDER BY over both
// could not use them at 100k projects (docs/performance.md#render). The strip is the same on every
// project page but for the page's own project, so one list of `size + 1` cards per language is
// read (and kept by the read cache until a card's table is written,
// docs/performance.md#read-cache) and the page's project is left out of it here.
import { asc, desc, eq, not, and, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { preparedStatement } from '@/lib/db/prepared.server';
import { cachedRead } from '@/lib/cache/read-cache.server';
import { projects } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import { cardColumns, toCards } from '@/lib/projects/project-card.server';
import type { ProjectCard } from '@/lib/projects/project-card';
import { publicProject } from '@/lib/projects/public-project.server';

const FEATURED_MAX = 24;

export async function listFeaturedProjects(
  lang: Lang,
  limit = 8,
  opts: { excludeId?: number } = {},
): Promise<ProjectCard[]> {
  const size = Math.max(1, Math.min(FEATURED_MAX, Math.floor(limit)));
  // One more than shown: with the page's project taken out, `size` are left. Each branch keeps
  // its own order, so leaving one card out of the merged list equals leaving it out of both.
  const cards = await cachedRead(`featured:${size + 1}:${lang}`, () =>
    featuredCards(lang, size + 1),
  );
  return cards.filter((c) => c.id !== opts.excludeId).slice(0, size);
}

/**
 * Built once (docs/performance.md#pages-read-from-scratch): only the size changes. The branches
 * pick ids and their order's keys; the cards' columns, with their two subqueries per card (first
 * image, owner), are read for the `size` rows kept from both: PostgreSQL puts such costly columns
 * after the final sort and limit, so a candidate that is not shown costs no subquery
 * (docs/performance.md#the-featured-strip-read-for-the-cards-it-shows).
 */
const featuredStatement = preparedStatement('featured_cards', (conn, name) => {
  const size = sql.placeholder('size');
  // While fewer than `size` are flagged, every public flagged project is in the first branch, so
  // "not flagged" in the second excludes exactly the ones already shown.
  const flagged = conn
    .select({
      id: projects.id,
      part: sql<number>`1`.as('part'),
      at: sql<Date | null>`${projects.createdAt}`.as('at'),
      views: sql<number>`0`.as('views'),
      saves: sql<number>`0`.as('saves'),
    })
    .from(projects)
    .where(and(publicProject, eq(projects.isFeatured, true)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(size);
  const popular = conn
    .select({
      id: projects.id,
      part: sql<number>`2`.as('part'),
      at: sql<Date | null>`null::timestamptz`.as('at'),
      views: sql<number>`${projects.viewCount}`.as('views'),
      saves: sql<number>`${projects.saveCount}`.as('saves'),
    })
    .from(projects)
    .where(and(publicProject, not(projects.isFeatured)))
    .orderBy(desc(projects.viewCount), desc(projects.saveCount), desc(projects.id))
    .limit(size);
  const f = unionAll(flagged, popular).as('f');
  // Flagged first, newest first; then the most popular (each branch's own order, its keys kept).
  return conn
    .select(cardColumns)
    .from(projects)
    .innerJoin(f, eq(f.id, projects.id))
    .orderBy(asc(f.part), desc(f.at), desc(f.views), desc(f.saves), desc(f.id))
    .limit(size)
    .prepare(name);
});

async function featuredCards(lang: Lang, size: number): Promise<ProjectCard[]> {
  return toCards(await featuredStatement().execute({ size }), lang);
}
