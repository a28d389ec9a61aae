// The kept map cells (project_map_cells, migration 0018): after every kind of write they equal a
// GROUP BY of the public projects, and the far zooms answered from them give exactly what the live
// grouping gives, edges included (docs/map.md).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts, projects } from '@/lib/db/schema';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { call } from '@tests/helpers/call';
import { GET as mapApi } from '@/pages/api/projects/map';
import { ProjectMapQuerySchema } from '@/lib/projects/project-filters.schema';
import { dropPublicCaches } from '@/lib/cache/cache-bus.server';
import {
  cellSize,
  innerCells,
  MAP_CELL_GRIDS,
  mapCellsFromKept,
  usesMapCells,
} from './map-cells.server';
import { mapCellsQuery } from './map-projects.server';

// Around the Aral Sea, where no other test places projects: 1.2° on a side, about 14 cells of
// grid 10 on a side.
const AREA = { minLng: 59.0, minLat: 44.0, maxLng: 60.2, maxLat: 45.2 };
const F = cellSize(10);
const F12 = cellSize(12);
let owner: number;
let other: number;

/** Kept cells of the area in `grid`, as rows comparable with `liveCells`. */
async function keptCells(grid: number) {
  const size = cellSize(grid);
  const res = await db().execute(sql`
    select cx, cy, status::text, n, sum_lng, sum_lat, min_id from project_map_cells
    where grid = ${grid}
      and cx between ${Math.floor((AREA.minLng - 1) / size)} and ${Math.floor((AREA.maxLng + 1) / size)}
      and cy between ${Math.floor((AREA.minLat - 1) / size)} and ${Math.floor((AREA.maxLat + 1) / size)}
    order by cx, cy, status`);
  return res.rows.map(normalise);
}

/** What the cells must hold: the area's public projects grouped by cell of `grid` and status. */
async function liveCells(grid: number) {
  const size = cellSize(grid);
  const res = await db().execute(sql`
    select floor(p.longitude / ${size}::float8)::int as cx, floor(p.latitude / ${size}::float8)::int as cy,
      p.status::text, count(*)::int as n, sum(p.longitude) as sum_lng, sum(p.latitude) as sum_lat,
      min(p.id) as min_id
    from projects p
    where p.is_active and p.longitude between ${AREA.minLng - 1} and ${AREA.maxLng + 1}
      and p.latitude between ${AREA.minLat - 1} and ${AREA.maxLat + 1}
      and not exists (select 1 from accounts b where b.id = p.owner_account_id and b.is_blocked)
    group by 1, 2, 3 order by 1, 2, 3`);
  return res.rows.map(normalise);
}

const normalise = (r: Record<string, unknown>) => ({
  cx: Number(r.cx),
  cy: Number(r.cy),
  status: String(r.status),
  n: Number(r.n),
  sumLng: Number(r.sum_lng),
  sumLat: Number(r.sum_lat),
  minId: Number(r.min_id),
});

const expectKeptEqualsLive = async () => {
  for (const grid of MAP_CELL_GRIDS) {
    const live = await liveCells(grid);
    const kept = await keptCells(grid);
    expect(live.length).toBeGreaterThan(0);
    const keys = (rows: typeof live) => rows.map(({ sumLng: _x, sumLat: _y, ...key }) => key);
    expect(keys(kept)).toEqual(keys(live));
    // Sums of the same numbers in another order: equal to far below a map's rounding (1e-5°).
    kept.forEach((k, i) => {
      expect(Math.abs(k.sumLng - live[i]!.sumLng)).toBeLessThan(1e-9);
      expect(Math.abs(k.sumLat - live[i]!.sumLat)).toBeLessThan(1e-9);
    });
  }
};

/** A point of the area from a seed (spread over it, a few exactly on cell edges). */
const spot = (i: number) => ({
  longitude:
    i % 7 === 0
      ? Math.floor(AREA.minLng / F + 3 + (i % 5)) * F
      : AREA.minLng + ((i * 0.1373) % 1.2),
  latitude:
    i % 11 === 0
      ? Math.floor(AREA.minLat / F + 2 + (i % 4)) * F
      : AREA.minLat + ((i * 0.0917) % 1.2),
});

beforeAll(async () => {
  owner = (await makeReadAccount()).id;
  other = (await makeReadAccount()).id;
  for (let i = 0; i < 40; i++)
    await makeProject({
      ownerAccountId: i % 4 === 0 ? other : owner,
      status: i % 3 === 0 ? 'rent' : 'sale',
      images: 0,
      ...spot(i),
    });
});

describe('project_map_cells', () => {
  it('equals a GROUP BY of the public projects after every kind of write', async () => {
    await expectKeptEqualsLive();
    const [a, b, c, d] = await db()
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.ownerAccountId, owner))
      .orderBy(projects.id)
      .limit(4);
    await db().update(projects).set(spot(1001)).where(eq(projects.id, a!.id));
    await expectKeptEqualsLive();
    await db().update(projects).set({ isActive: false }).where(eq(projects.id, b!.id));
    await expectKeptEqualsLive();
    await db().update(projects).set({ status: 'rent' }).where(eq(projects.id, c!.id));
    await expectKeptEqualsLive();
    await db()
      .update(projects)
      .set({ longitude: null, latitude: null })
      .where(eq(projects.id, d!.id));
    await expectKeptEqualsLive();
    await db().update(projects).set({ ownerAccountId: other }).where(eq(projects.id, c!.id));
    await db().update(accounts).set({ isBlocked: true }).where(eq(accounts.id, other));
    await expectKeptEqualsLive();
    await db().update(accounts).set({ isBlocked: false }).where(eq(accounts.id, other));
    await expectKeptEqualsLive();
    await db().delete(projects).where(eq(projects.id, a!.id));
    await expectKeptEqualsLive();
    // One statement of many rows (as the scale bench grows the catalogue), and a transaction that
    // fails: its recount is rolled back with it.
    await db().execute(sql`
      insert into projects (code, seo_url, owner_account_id, title, status, property_type, price,
        storeys, wall_material, style, foundation, latitude, longitude)
      select 'mc-' || g || '-' || p.id, p.seo_url, p.owner_account_id, p.title, p.status, p.property_type,
        p.price, p.storeys, p.wall_material, p.style, p.foundation, p.latitude - g * 0.013, p.longitude + g * 0.011
      from projects p cross join generate_series(1, 3) g
      where p.owner_account_id = ${owner} and p.longitude is not null`);
    await expectKeptEqualsLive();
    await expect(
      db().transaction(async (tx) => {
        await tx
          .update(projects)
          .set({ longitude: AREA.minLng + 0.5 })
          .where(eq(projects.ownerAccountId, owner));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectKeptEqualsLive();
    // Counting a view writes a column the cells do not hold: nothing to recount.
    await db()
      .update(projects)
      .set({ viewCount: sql`${projects.viewCount} + 1` })
      .where(eq(projects.ownerAccountId, owner));
    await expectKeptEqualsLive();
  });
});

describe('the map from the kept cells', () => {
  const rows = async (
    built: PromiseLike<{ count: number; lng: number; lat: number; id: number }[]>,
  ) =>
    (await built)
      .map((r) => ({
        count: Number(r.count),
        lng: Number(r.lng),
        lat: Number(r.lat),
        id: Number(r.id),
      }))
      .sort((x, y) => x.id - y.id);
  const expectSameCells = (kept: Awaited<ReturnType<typeof rows>>, live: typeof kept) => {
    expect(kept.map((r) => [r.id, r.count])).toEqual(live.map((r) => [r.id, r.count]));
    kept.forEach((k, i) => {
      expect(Math.abs(k.lng - live[i]!.lng)).toBeLessThan(1e-9);
      expect(Math.abs(k.lat - live[i]!.lat)).toBeLessThan(1e-9);
    });
  };

  it.each([
    // The whole area; a box whose edges cut cells and pass through projects; edges on a cell's
    // edge; at the far zooms (grid 10) and the city ones (grid 12; at zooms 10 and 12 a drawn
    // cell is one kept cell), each with the sale/rent tab.
    [`${AREA.minLng - 0.3},${AREA.minLat - 0.3},${AREA.maxLng + 0.3},${AREA.maxLat + 0.3}`, 6],
    [`${AREA.minLng + 0.137},${AREA.minLat + 0.211},${AREA.maxLng - 0.05},${AREA.maxLat - 0.3}`, 8],
    [
      `${Math.floor(AREA.minLng / F + 3) * F},${AREA.minLat},${AREA.maxLng},${Math.floor(AREA.minLat / F + 4) * F}`,
      7,
    ],
    [`${AREA.minLng + 0.137},${AREA.minLat + 0.211},${AREA.maxLng - 0.05},${AREA.maxLat - 0.3}`, 9],
    [
      `${AREA.minLng + 0.137},${AREA.minLat + 0.211},${AREA.maxLng - 0.05},${AREA.maxLat - 0.3}`,
      10,
    ],
    [
      `${AREA.minLng + 0.137},${AREA.minLat + 0.211},${AREA.maxLng - 0.05},${AREA.maxLat - 0.3}`,
      11,
    ],
    [
      `${Math.floor(AREA.minLng / F12 + 7) * F12},${AREA.minLat + 0.211},${AREA.maxLng - 0.05},${Math.floor(AREA.maxLat / F12 - 9) * F12}`,
      12,
    ],
  ])('Bbox=%s at zoom %i equals the live grouping', async (bbox, zoom) => {
    for (const status of [undefined, 'sale', 'rent']) {
      const q = ProjectMapQuerySchema.parse({ Bbox: bbox, Zoom: String(zoom), Status: status });
      expect(usesMapCells(q)).toBe(true);
      const live = await rows(mapCellsQuery(q));
      expect(live.reduce((n, r) => n + r.count, 0)).toBeGreaterThan(0);
      expectSameCells(await rows(mapCellsFromKept(q)), live);
    }
  });

  it('groups live what the cells cannot answer: other filters, near zooms, small boxes', () => {
    const wide = `${AREA.minLng},${AREA.minLat},${AREA.maxLng},${AREA.maxLat}`;
    const parse = (o: Record<string, string>) => ProjectMapQuerySchema.parse(o);
    const city = `${AREA.minLng},${AREA.minLat},${AREA.minLng + 0.6},${AREA.minLat + 0.5}`;
    expect(usesMapCells(parse({ Bbox: wide, Zoom: '10' }))).toBe(true);
    expect(usesMapCells(parse({ Bbox: city, Zoom: '12' }))).toBe(true);
    expect(usesMapCells(parse({ Bbox: city, Zoom: '13' }))).toBe(false);
    expect(usesMapCells(parse({ Bbox: wide, Zoom: '6', PropertyType: 'house' }))).toBe(false);
    expect(usesMapCells(parse({ Bbox: wide, Zoom: '6', Search: 'uy' }))).toBe(false);
    expect(innerCells({ minLng: 59.01, minLat: 44.01, maxLng: 59.1, maxLat: 44.1 }, 10)).toBeNull();
    expect(
      innerCells({ minLng: 59.01, minLat: 44.01, maxLng: 59.1, maxLat: 44.1 }, 12),
    ).not.toBeNull();
  });

  it('the API answers from the cells, and a write shows on the next answer', async () => {
    const bbox = `${AREA.minLng - 0.3},${AREA.minLat - 0.3},${AREA.maxLng + 0.3},${AREA.maxLat + 0.3}`;
    const total = async () => {
      const r = await call(mapApi, `/api/projects/map?Bbox=${bbox}&Zoom=6`);
      expect(r.status).toBe(200);
      const m = r.json as { clusters: { count: number }[]; points: unknown[] };
      return m.clusters.reduce((n, c) => n + c.count, 0) + m.points.length;
    };
    const before = await total();
    await makeProject({ ownerAccountId: owner, images: 0, ...spot(77) });
    dropPublicCaches();
    expect(await total()).toBe(before + 1);
  });

  it('reads the box through the kept cells and the GiST index, not a scan of projects', async () => {
    const q = ProjectMapQuerySchema.parse({
      Bbox: `${AREA.minLng},${AREA.minLat},${AREA.maxLng},${AREA.maxLat}`,
      Zoom: '6',
    });
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute(sql`explain ${mapCellsFromKept(q)}`);
      return res.rows.map((r) => String(Object.values(r as object)[0])).join('\n');
    });
    expect(plan).toContain('project_map_cells');
    expect(plan).toContain('projects_public_location_idx');
    expect(plan).not.toMatch(/Seq Scan on projects/);
  });
});
