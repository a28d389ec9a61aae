// POST /api/ai/design/estimate against projects in the test database: the answer's shape, the
// similar projects really being the closest, validation in the request language, and retraining
// when the catalog changes (not on every request).
import { beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { call } from '@tests/helpers/call';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { POST } from '@/pages/api/ai/design/estimate';
import { db } from '@/lib/db/client.server';
import { regions } from '@/lib/db/schema';
import { nationalRates } from '@/lib/estimator/construction-rates';
import { WALL_MATERIALS } from '@/lib/projects/labels';
import { distance } from '@/lib/estimator/model/distance';
import { isComparable } from '@/lib/estimator/model/examples';
import { loadCatalog } from './load-catalog.server';
import { CHECK_INTERVAL_MS, getModel, resetModel } from './model-cache.server';

const turnkey = (wall: string) =>
  nationalRates().find((r) => r.wallMaterial === wall && r.finishingLevel === 'turnkey')!.ratePerM2;
const request = {
  totalArea: 163,
  storeys: 2,
  bedrooms: 4,
  bathrooms: 2,
  wallMaterial: 'gasSilicate',
  foundation: 'slab',
  roofType: 'hip',
  style: 'scandinavian',
  finishingLevel: 'turnkey',
  hasGarage: true,
  hasAttic: false,
};
let regionId = 0;
let twinId = 0;
let rentalId = 0;

beforeAll(async () => {
  const rs = await db()
    .select({ id: regions.id, soato: regions.soato })
    .from(regions)
    .orderBy(asc(regions.id));
  // Regions without their own rates rows (not Tashkent city or region), so the national rates apply.
  const plain = rs.filter((r) => r.soato !== 1726 && r.soato !== 1727);
  regionId = plain[0]!.id;
  const owner = (await makeReadAccount()).id;
  for (let i = 0; i < 24; i++) {
    const wall = WALL_MATERIALS[i % WALL_MATERIALS.length]!;
    const area = 80 + ((i * 37) % 260);
    const wobble = 1 + (((i * 13) % 9) - 4) / 50; // ±8%, deterministic
    await makeProject({
      ownerAccountId: owner,
      title: `Uy ${i}`,
      status: 'sale',
      propertyType: i % 5 === 0 ? 'villa' : 'house',
      onlyDesign: false,
      price: Math.round(turnkey(wall) * area * wobble),
      area,
      totalArea: area,
      storeys: i % 3 === 0 ? 'single' : 'two',
      bedrooms: Math.max(1, Math.round(area / 45)),
      bathrooms: 1 + (i % 3),
      wallMaterial: wall,
      style: i % 2 ? 'modern' : 'classical',
      foundation: i % 4 === 0 ? 'pile' : 'strip',
      hasGarage: i % 3 === 1,
      regionId: plain[i % plain.length]!.id,
      images: 0,
    });
  }
  for (let i = 0; i < 12; i++) {
    const area = 90 + i * 20;
    await makeProject({
      ownerAccountId: owner,
      title: `Loyiha ${i}`,
      onlyDesign: true,
      price: Math.round(area * (70_000 + i * 2_000)),
      area,
      totalArea: area,
      storeys: 'two',
      bedrooms: 3,
      bathrooms: 2,
      wallMaterial: 'brick',
      regionId: null,
      images: 0,
    });
  }
  const twin = await makeProject({
    ownerAccountId: owner,
    title: 'Egizak uy',
    status: 'sale',
    propertyType: 'house',
    price: 1_000_000_000,
    area: 163,
    totalArea: 163,
    storeys: 'two',
    bedrooms: 4,
    bathrooms: 2,
    wallMaterial: 'gasSilicate',
    style: 'scandinavian',
    foundation: 'slab',
    hasGarage: true,
    hasAttic: false,
    regionId: null,
    length: 0,
    width: 0,
  });
  twinId = twin.id;
  // The same house for rent: as close as the twin, but rentals are not offered as comparables.
  const rental = await makeProject({
    ownerAccountId: owner,
    title: 'Ijaradagi egizak',
    status: 'rent',
    propertyType: 'house',
    price: 9_000_000,
    area: 163,
    totalArea: 163,
    storeys: 'two',
    bedrooms: 4,
    bathrooms: 2,
    wallMaterial: 'gasSilicate',
    style: 'scandinavian',
    foundation: 'slab',
    hasGarage: true,
  });
  rentalId = rental.id;
  resetModel();
});

describe('POST /api/ai/design/estimate', () => {
  it('answers the estimate: costs, stages, duration, factors, six similar projects and the measured error', async () => {
    const response = await call(POST, '/api/ai/design/estimate?Lang=en', {
      method: 'POST',
      body: { ...request, regionId },
    });
    expect(response.status).toBe(200);
    const { construction: construction, design: design, similar, factors, model } = response.json;
    expect(construction.low).toBeLessThan(construction.likely);
    expect(construction.likely).toBeLessThan(construction.high);
    expect(construction.stages.map((s: { stage: string }) => s.stage)).toEqual([
      'foundation',
      'walls',
      'roof',
      'engineering',
      'finishing',
    ]);
    expect(construction.months.likely).toBeGreaterThan(0);
    expect(design.likely).toBeGreaterThan(0);
    expect(design.likely).toBeLessThan(construction.likely);
    expect(similar).toHaveLength(6);
    expect(similar[0]).toMatchObject({
      id: twinId,
      url: expect.stringMatching(/^\/project\/details\/\d+\//),
      similarity: 100,
    });
    expect(factors.length).toBeGreaterThan(0);
    expect(factors.find((f: { key: string }) => f.key === 'finishingLevel').text).toMatch(
      /^Finishing: Turnkey — \d+% more expensive \(compared with White box\)$/,
    );
    expect(model.construction.examples).toBe(25);
    expect(model.construction.typicalErrorPercent).toEqual(expect.any(Number));
    expect(model.design.examples).toBe(12);
  });

  it('offers as similar exactly the closest eligible catalog projects, never the rental', async () => {
    const r = await call(POST, '/api/ai/design/estimate', { method: 'POST', body: request });
    const ids = r.json.similar.map((s: { id: number }) => s.id);
    expect(ids).not.toContain(rentalId);
    const { projects } = await loadCatalog(db());
    const traits = {
      ...request,
      area: request.totalArea,
      regionId: null,
      length: null,
      width: null,
    } as Parameters<typeof distance>[0];
    const ranked = projects
      .filter(isComparable)
      .map((p) => ({ id: p.id, d: distance(traits, p) }))
      .sort((a, b) => a.d - b.d || a.id - b.id);
    expect(ids).toEqual(ranked.slice(0, 6).map((x) => x.id));
  });

  it('refuses 5 storeys on 20 m² with 400 and the field, in the request language', async () => {
    const body = { ...request, totalArea: 20, storeys: 5, bedrooms: 1, bathrooms: 1 };
    const en = await call(POST, '/api/ai/design/estimate', { method: 'POST', body, lang: 'en' });
    const ru = await call(POST, '/api/ai/design/estimate', { method: 'POST', body, lang: 'ru' });
    expect(en.status).toBe(400);
    expect(en.json.error.code).toBe('validation_failed');
    expect(en.json.error.fields.storeys).toMatch(/Too many storeys/);
    expect(ru.json.error.fields.storeys).toMatch(/этажей/);
    const byQuery = await call(POST, '/api/ai/design/estimate?Lang=ru', {
      method: 'POST',
      body,
      lang: 'uz',
    });
    expect(byQuery.json.error.fields.storeys).toMatch(/этажей/); // ?Lang= wins over the cookie
  });

  it('refuses an unknown region and bad JSON with 400, never 500', async () => {
    const region = await call(POST, '/api/ai/design/estimate', {
      method: 'POST',
      body: { ...request, regionId: 999_999 },
      lang: 'en',
    });
    expect(region.status).toBe(400);
    expect(region.json.error.fields.regionId).toBe('Choose a region from the list');
    const bad = await call(POST, '/api/ai/design/estimate', {
      method: 'POST',
      body: '{"totalArea":',
      lang: 'en',
    });
    expect(bad.status).toBe(400);
    const wrongType = await call(POST, '/api/ai/design/estimate', {
      method: 'POST',
      body: '[1,2]',
      lang: 'en',
    });
    expect(wrongType.status).toBe(400);
  });

  it('writes the factors in the asked language', async () => {
    const ru = await call(POST, '/api/ai/design/estimate?Lang=ru', {
      method: 'POST',
      body: request,
    });
    const uz = await call(POST, '/api/ai/design/estimate?Lang=uz', {
      method: 'POST',
      body: request,
    });
    expect(ru.json.factors[0].text).toMatch(/[а-яё]/i);
    expect(uz.json.factors.find((f: { key: string }) => f.key === 'finishingLevel').text).toMatch(
      /qimmatroq/,
    );
  });
});

describe('retraining', () => {
  it('keeps the model for a minute, then retrains once the catalog changed', async () => {
    const now = Date.now() + 10 * CHECK_INTERVAL_MS;
    const first = await getModel({ now });
    await makeProject({
      title: 'Yangi uy',
      price: Math.round(turnkey('brick') * 140),
      area: 140,
      totalArea: 140,
      wallMaterial: 'brick',
      images: 0,
    });
    const soon = await getModel({ now: now + 1_000 });
    expect(soon).toBe(first); // not retrained on every request
    const later = await getModel({ now: now + CHECK_INTERVAL_MS + 1 });
    expect(later.version).not.toBe(first.version);
    expect(later.model.construction.n).toBe(first.model.construction.n + 1);
    const unchanged = await getModel({ now: now + 2 * CHECK_INTERVAL_MS + 2 });
    expect(unchanged).toBe(later); // nothing changed: the same model object
  });
});
