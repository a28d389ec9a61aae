// The map's reads (docs/map.md): Bbox on GET /api/projects with the other filters, GET
// /api/projects/map whose clusters and points add up to the list's count at every zoom, the 400s of
// a bad box or zoom, and the GiST index serving the box.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts } from '@/lib/db/schema';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { call } from '@tests/helpers/call';
import { GET as listApi } from '@/pages/api/projects/index';
import { GET as mapApi } from '@/pages/api/projects/map';
import { ProjectMapQuerySchema } from '@/lib/projects/project-filters.schema';
import { mapCellsQuery } from './map-projects.server';
import { dropPublicCaches } from '@/lib/cache/cache-bus.server';

// A corner of Karakalpakstan no other test places projects in; 0.02° (about 2 km) wide, so every
// zoom up to 18 may ask for it.
const BOX = { minLng: 58.1, minLat: 43.1, maxLng: 58.12, maxLat: 43.12 };
const BBOX = `${BOX.minLng},${BOX.minLat},${BOX.maxLng},${BOX.maxLat}`;

type MapAnswer = {
  clusters: { lng: number; lat: number; count: number }[];
  points: { id: number; lng: number; lat: number; title: string; price: number; url: string }[];
};

const inside: number[] = [];
let blockedOwner: number;

beforeAll(async () => {
  const owner = await makeReadAccount();
  // 24 for sale spread over the box (a 6 × 4 grid), 6 for rent; outside, one just past the east edge.
  for (let i = 0; i < 24; i++) {
    const p = await makeProject({
      ownerAccountId: owner.id,
      title: `Xarita uyi ${i}`,
      longitude: BOX.minLng + 0.001 + (i % 6) * 0.0035,
      latitude: BOX.minLat + 0.001 + Math.floor(i / 6) * 0.005,
    });
    inside.push(p.id);
  }
  for (let i = 0; i < 6; i++)
    await makeProject({
      ownerAccountId: owner.id,
      status: 'rent',
      longitude: BOX.minLng + 0.002 + i * 0.003,
      latitude: BOX.maxLat - 0.002,
    });
  await makeProject({ ownerAccountId: owner.id, longitude: BOX.maxLng + 0.001, latitude: 43.11 });
  await makeProject({ ownerAccountId: owner.id, longitude: null, latitude: null });
  await makeProject({
    ownerAccountId: owner.id,
    isActive: false,
    longitude: 58.11,
    latitude: 43.11,
  });
  // A blocked owner's project is not public: neither on the list nor on the map.
  const blocked = await makeReadAccount();
  blockedOwner = blocked.id;
  await makeProject({ ownerAccountId: blocked.id, longitude: 58.111, latitude: 43.111 });
  await db().update(accounts).set({ isBlocked: true }).where(eq(accounts.id, blocked.id));
  dropPublicCaches();
});

const total = async (qs: string) => {
  const r = await call(listApi, `/api/projects?${qs}&PageSize=50`);
  expect(r.status).toBe(200);
  return r.json as { items: { id: number }[]; metaData: { totalCount: number } };
};
const map = async (qs: string) => {
  const r = await call(mapApi, `/api/projects/map?${qs}`);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json as MapAnswer;
};
const sum = (m: MapAnswer) => m.clusters.reduce((n, c) => n + c.count, 0) + m.points.length;

describe('Bbox on GET /api/projects', () => {
  it('lists only the public projects inside the box, with the other filters', async () => {
    const all = await total(`Bbox=${BBOX}`);
    expect(all.metaData.totalCount).toBe(30);
    const sale = await total(`Bbox=${BBOX}&Status=sale`);
    expect(sale.metaData.totalCount).toBe(24);
    expect(sale.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(
      [...inside].sort((a, b) => a - b),
    );
    expect((await total(`Bbox=${BBOX}&Status=rent&Sort=priceAsc`)).metaData.totalCount).toBe(6);
    // The west half of the box holds columns 0–2 of the grid: 12 for sale.
    const west = `${BOX.minLng},${BOX.minLat},${BOX.minLng + 0.0095},${BOX.maxLat}`;
    expect((await total(`Bbox=${west}&Status=sale`)).metaData.totalCount).toBe(12);
  });

  it.each([
    ['1,2,3', 'four numbers'],
    ['a,b,c,d', 'non-numeric'],
    ['58,43,57,44', 'min above max (longitude)'],
    ['58,44,59,43', 'min above max (latitude)'],
    ['-181,43,59,44', 'longitude out of range'],
    ['58,43,59,91', 'latitude out of range'],
  ])('answers 400 for Bbox=%s (%s), translated', async (bbox) => {
    const r = await call(listApi, `/api/projects?Bbox=${bbox}`, { lang: 'ru' });
    expect(r.status).toBe(400);
    expect(r.json.error.fields.Bbox).toEqual(expect.any(String));
    expect(r.json.error.fields.Bbox).not.toMatch(/^projects:/);
  });
});

describe('GET /api/projects/map', () => {
  it.each([0, 4, 8, 12, 14, 16, 18])(
    'at zoom %i the clusters and points add up to the list',
    async (zoom) => {
      for (const filters of ['', '&Status=sale', '&Status=rent']) {
        const m = await map(`Bbox=${BBOX}&Zoom=${zoom}${filters}`);
        expect(sum(m)).toBe((await total(`Bbox=${BBOX}${filters}`)).metaData.totalCount);
      }
    },
  );

  it('one cluster far out, single points with cards close in', async () => {
    const far = await map(`Bbox=${BBOX}&Zoom=8&Status=sale`);
    expect(far.points).toEqual([]);
    expect(far.clusters).toEqual([{ lng: expect.any(Number), lat: expect.any(Number), count: 24 }]);
    const near = await map(`Bbox=${BBOX}&Zoom=18&Status=sale`);
    expect(near.clusters).toEqual([]);
    expect(near.points.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      [...inside].sort((a, b) => a - b),
    );
    expect(near.points[0]).toMatchObject({
      title: expect.stringMatching(/^Xarita uyi/),
      price: 300_000_000,
      url: expect.stringMatching(/^\/project\/details\//),
      image: expect.stringMatching(/^\/media\//),
    });
    for (const p of near.points) {
      expect(p.lng).toBeGreaterThan(BOX.minLng);
      expect(p.lat).toBeLessThan(BOX.maxLat);
    }
  });

  it("leaves out inactive projects and a blocked owner's", async () => {
    const near = await map(`Bbox=58.1095,43.1095,58.1112,43.1112&Zoom=18`);
    expect(sum(near)).toBe(0);
    expect(blockedOwner).toBeGreaterThan(0);
  });

  it.each([
    ['Zoom=8', 'Bbox'],
    [`Bbox=${BBOX}`, 'Zoom'],
    [`Bbox=${BBOX}&Zoom=21`, 'Zoom'],
    [`Bbox=${BBOX}&Zoom=-1`, 'Zoom'],
    [`Bbox=${BBOX}&Zoom=8.5`, 'Zoom'],
    [`Bbox=${BBOX}&Zoom=far`, 'Zoom'],
    ['Bbox=59,43,58,44&Zoom=8', 'Bbox'],
    ['Bbox=58,43,x,44&Zoom=8', 'Bbox'],
    ['Bbox=58,-95,59,44&Zoom=8', 'Bbox'],
    // All of Uzbekistan at a street's zoom: refused, not grouped into thousands of cells.
    ['Bbox=56,37,73.2,45.6&Zoom=15', 'Bbox'],
    [`Bbox=${BBOX}&Zoom=8&Status=lease`, 'Status'],
  ])('answers 400 for %s naming %s, translated', async (qs, field) => {
    const r = await call(mapApi, `/api/projects/map?${qs}`, { lang: 'en' });
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe('validation_failed');
    expect(r.json.error.fields[field]).toEqual(expect.any(String));
    expect(r.json.error.fields[field]).not.toMatch(/^projects:/);
  });

  it('the box is read through the GiST index on the point', async () => {
    const q = ProjectMapQuerySchema.parse({ Bbox: BBOX, Zoom: '12' });
    // With sequential scans priced out, a plan still scanning the table has no index for the box.
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute(sql`explain ${mapCellsQuery(q)}`);
      return res.rows.map((r) => String(Object.values(r as object)[0])).join('\n');
    });
    expect(plan).toContain('projects_public_location_idx');
  });
});
