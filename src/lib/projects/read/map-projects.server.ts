// GET /api/projects/map: what a map draws for a box at a zoom — groups of projects (clusters) and
// single projects (points) — with the list's own filters (projectListWhere), so the map and the
// list beside it always show the same matches. The grouping is the database's: one GROUP BY over
// grid cells whose size follows the zoom, read through the GiST index on the point. docs/map.md
// gives the measurements against supercluster that chose it.
import { inArray, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import { cachedRead } from '@/lib/cache/read-cache.server';
import type { Lang } from '@/lib/i18n/languages';
import { cardColumns, toCards } from '@/lib/projects/project-card.server';
import { pickVariant } from '@/lib/projects/project-card';
import type { ProjectMapQuery } from '@/lib/projects/project-filters.schema';
import { projectListWhere } from './list-projects.server';
import { cellSize, mapCellsFromKept, usesMapCells } from './map-cells.server';

/**
 * Points per answer at most. A cell holding one project is a point (with a card); past this many
 * the remaining ones come as clusters of 1 (a dot without a card) so an answer stays small and the
 * counts still add up.
 */
export const MAX_MAP_POINTS = 200;

export type MapCluster = { lng: number; lat: number; count: number };
export type MapPoint = {
  id: number;
  lng: number;
  lat: number;
  title: string;
  price: number;
  isNegotiable: boolean;
  url: string;
  /** A small photo (about 320 px wide), or null. */
  image: string | null;
};
export type ProjectMap = { clusters: MapCluster[]; points: MapPoint[] };

const round = (x: number) => Math.round(x * 1e5) / 1e5;

/** The box's matches grouped into cells: one statement (and one read of the box). */
export function mapCellsQuery(q: ProjectMapQuery) {
  // The cell size is a number of ours, written into the statement: the same expression must stand
  // in the select list and in GROUP BY, which a bound parameter (one per use) would not be.
  const cell = sql.raw(String(cellSize(q.Zoom)));
  const { Lang: _lang, Zoom: _zoom, ...filters } = q;
  return db()
    .select({
      count: sql<number>`count(*)::int`,
      lng: sql<number>`avg(${projects.longitude})`,
      lat: sql<number>`avg(${projects.latitude})`,
      id: sql<number>`min(${projects.id})`,
    })
    .from(projects)
    .where(projectListWhere(filters))
    .groupBy(
      sql`floor(${projects.longitude} / ${cell})`,
      sql`floor(${projects.latitude} / ${cell})`,
    );
}

/** Kept by the read cache per query and language until a project (or its image) is written. */
export function mapProjects(q: ProjectMapQuery, lang: Lang): Promise<ProjectMap> {
  const key = `projects-map:${lang}:${JSON.stringify(Object.entries(q).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
  return cachedRead(key, () => readMap(q, lang));
}

async function readMap(q: ProjectMapQuery, lang: Lang): Promise<ProjectMap> {
  const cells = usesMapCells(q) ? await mapCellsFromKept(q) : await mapCellsQuery(q);
  const clusters: MapCluster[] = [];
  const singles: { id: number; lng: number; lat: number }[] = [];
  for (const c of cells) {
    const at = { lng: round(Number(c.lng)), lat: round(Number(c.lat)) };
    if (Number(c.count) === 1 && singles.length < MAX_MAP_POINTS)
      singles.push({ id: Number(c.id), ...at });
    else clusters.push({ ...at, count: Number(c.count) });
  }
  if (singles.length === 0) return { clusters, points: [] };
  const rows = await db()
    .select(cardColumns)
    .from(projects)
    .where(
      inArray(
        projects.id,
        singles.map((s) => s.id),
      ),
    );
  const cards = new Map((await toCards(rows, lang)).map((c) => [c.id, c]));
  const points: MapPoint[] = [];
  for (const s of singles) {
    const card = cards.get(s.id);
    // Written away between the two reads: left out rather than drawn without a card.
    if (!card) continue;
    points.push({
      ...s,
      title: card.title,
      price: card.price,
      isNegotiable: card.isNegotiable,
      url: card.url,
      image: card.image ? (pickVariant(card.image.variants, 320)?.path ?? null) : null,
    });
  }
  return { clusters, points };
}
