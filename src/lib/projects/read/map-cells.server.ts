// The map's far and city zooms from project_map_cells (migration 0018): the public projects counted
// per cell of two fixed grids and per status, kept by triggers on every write. A country's box at
// zoom 6 holds nearly every project; grouping them live reads the whole table (250 ms at 100,000
// projects on PGlite), while its cells are a few hundred narrow rows. Only the box's edges are read live: the
// fine cells they cut are partly outside, so their projects are taken one by one from the strips
// along the edges, and the answer is exactly what the live GROUP BY gives (docs/map.md).
import { and, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { projectMapCells, projects } from '@/lib/db/schema';
import type { Bbox, ProjectMapQuery } from '@/lib/projects/project-filters.schema';
import { projectListWhere } from './list-projects.server';

/**
 * Degrees of one grid cell at a zoom. 4 cells per 256-px tile side: a cell is 64 px on screen, about
 * the size of a drawn cluster, so two neighbouring groups never overlap much.
 */
export const cellSize = (zoom: number) => 360 / 2 ** zoom / 4;

/**
 * The grids project_map_cells keeps (their zooms; the migration names them too): zoom 10 and out
 * add up the cells of grid 10, zooms 11 and 12 those of grid 12, so a drawn cell is always one
 * kept cell or 2^k of them on a side. Deeper boxes are small enough to group live.
 */
export const MAP_CELL_GRIDS = [10, 12] as const;

/** The grid a zoom is added up from, or null when it is grouped live. */
export function gridFor(zoom: number): number | null {
  return MAP_CELL_GRIDS.find((g) => zoom <= g) ?? null;
}

/** Filters the cells can answer: the box and the sale/rent tab (the cells are kept per status). */
const CELL_FILTERS = new Set(['Bbox', 'Zoom', 'Status', 'Lang']);

/** The cells of `grid` lying wholly inside the box, as index ranges; null when there are none. */
export function innerCells(
  b: Bbox,
  grid: number,
): { x0: number; x1: number; y0: number; y1: number } | null {
  const size = cellSize(grid);
  // A cell [i·size, (i+1)·size) is inside when its left edge is past minLng and its right one not
  // past maxLng; strictly past on the low side, so a point on a cell's edge is never counted twice.
  const x0 = Math.floor(b.minLng / size) + 1;
  const x1 = Math.floor(b.maxLng / size) - 1;
  const y0 = Math.floor(b.minLat / size) + 1;
  const y1 = Math.floor(b.maxLat / size) - 1;
  return x0 <= x1 && y0 <= y1 ? { x0, x1, y0, y1 } : null;
}

/** Whether this query is answered from the kept cells (else mapCellsQuery groups it live). */
export function usesMapCells(q: ProjectMapQuery): boolean {
  const grid = gridFor(q.Zoom);
  if (grid === null || !innerCells(q.Bbox, grid)) return false;
  return Object.entries(q).every(([k, v]) => v === undefined || CELL_FILTERS.has(k));
}

const box = (minLng: number, minLat: number, maxLng: number, maxLat: number) =>
  sql`box(point(${minLng}, ${minLat}), point(${maxLng}, ${maxLat}))`;

/**
 * The same rows as mapCellsQuery (count, centre, lowest id per drawn cell) for a query usesMapCells
 * accepts: the kept cells inside the box, plus the box's other projects (in the strips along its
 * edges, found through the GiST index on the point), grouped into the zoom's cells together.
 */
export function mapCellsFromKept(q: ProjectMapQuery) {
  const grid = gridFor(q.Zoom)!;
  const size = cellSize(grid);
  const inner = innerCells(q.Bbox, grid)!;
  const b = q.Bbox;
  const [left, right] = [inner.x0 * size, (inner.x1 + 1) * size];
  const [bottom, top] = [inner.y0 * size, (inner.y1 + 1) * size];
  const point = sql`point(${projects.longitude}, ${projects.latitude})`;
  const fine = sql.raw(String(size));
  const strips: SQL = sql`(${point} <@ ${box(b.minLng, b.minLat, left, b.maxLat)}
    or ${point} <@ ${box(right, b.minLat, b.maxLng, b.maxLat)}
    or ${point} <@ ${box(left, b.minLat, right, bottom)}
    or ${point} <@ ${box(left, top, right, b.maxLat)})`;
  const notInner = sql`not (floor(${projects.longitude} / ${fine}) between ${inner.x0} and ${inner.x1}
    and floor(${projects.latitude} / ${fine}) between ${inner.y0} and ${inner.y1})`;
  const edges = db()
    .select({
      cx: sql<number>`floor(${projects.longitude} / ${fine})::int`.as('cx'),
      cy: sql<number>`floor(${projects.latitude} / ${fine})::int`.as('cy'),
      n: sql<number>`1`.as('n'),
      sumLng: sql<number>`${projects.longitude}`.as('sum_lng'),
      sumLat: sql<number>`${projects.latitude}`.as('sum_lat'),
      minId: sql<number>`${projects.id}`.as('min_id'),
    })
    .from(projects)
    .where(and(projectListWhere({ Status: q.Status, Bbox: b }), strips, notInner));
  const kept = db()
    .select({
      cx: projectMapCells.cx,
      cy: projectMapCells.cy,
      n: projectMapCells.n,
      sumLng: projectMapCells.sumLng,
      sumLat: projectMapCells.sumLat,
      minId: projectMapCells.minId,
    })
    .from(projectMapCells)
    .where(
      and(
        sql`${projectMapCells.grid} = ${grid}`,
        sql`${projectMapCells.cx} between ${inner.x0} and ${inner.x1}`,
        sql`${projectMapCells.cy} between ${inner.y0} and ${inner.y1}`,
        q.Status ? sql`${projectMapCells.status} = ${q.Status}` : undefined,
      ),
    );
  const all = kept.unionAll(edges).as('cells');
  // A drawn cell is 2^(grid - zoom) kept cells on a side: the same cell floor(lng / size) the live
  // query computes (division by a power of two is exact in floating point).
  const per = sql.raw(String(2 ** (grid - q.Zoom)));
  return db()
    .select({
      count: sql<number>`sum(${all.n})::int`,
      lng: sql<number>`sum(${all.sumLng}) / sum(${all.n})`,
      lat: sql<number>`sum(${all.sumLat}) / sum(${all.n})`,
      id: sql<number>`min(${all.minId})`,
    })
    .from(all)
    .groupBy(sql`floor(${all.cx} / ${per}::float8)`, sql`floor(${all.cy} / ${per}::float8)`);
}
