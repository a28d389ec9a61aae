// "Most similar projects": the nearest by the documented distance, nearest first, ties by id.
import { describe, expect, it } from 'vitest';
import { distance, nearest, similarityPercent } from './distance';
import { trainModel } from './train-model';
import { syntheticProjects, syntheticRates } from './testing/synthetic';
import type { HouseTraits } from './types';

const base: HouseTraits = {
  area: 150,
  storeys: 2,
  bedrooms: 3,
  bathrooms: 2,
  wallMaterial: 'brick',
  style: 'modern',
  foundation: 'strip',
  hasGarage: false,
  hasAttic: false,
  regionId: 5,
  length: null,
  width: null,
};

describe('distance', () => {
  it('is zero for the same house and symmetric', () => {
    const other = { ...base, area: 190, wallMaterial: 'frame' as const, hasGarage: true };
    expect(distance(base, base)).toBe(0);
    expect(distance(base, other)).toBeCloseTo(distance(other, base), 12);
    expect(similarityPercent(0)).toBe(100);
  });

  it('grows with every difference, and a wall of the same family counts less than another family', () => {
    const bigger = distance(base, { ...base, area: 200 });
    expect(distance(base, { ...base, area: 300 })).toBeGreaterThan(bigger);
    expect(distance(base, { ...base, wallMaterial: 'stone' })).toBeLessThan(
      distance(base, { ...base, wallMaterial: 'timber' }),
    );
    expect(distance(base, { ...base, storeys: 3 })).toBeGreaterThan(0);
  });

  it('a turned house (12×10 against 10×12) is the same shape', () => {
    const a = { ...base, length: 12, width: 10 };
    expect(distance(a, { ...base, length: 10, width: 12 })).toBe(0);
    expect(distance(a, { ...base, length: 20, width: 6 })).toBeGreaterThan(0);
  });
});

describe('nearest', () => {
  const model = trainModel(syntheticProjects(200), syntheticRates());

  it('returns the k closest candidates, closest first, no closer one left out', () => {
    const k = 6;
    const found = nearest(model.candidates, base, k);
    expect(found).toHaveLength(k);
    const all = model.candidates.map((c) => distance(base, c.traits)).sort((a, b) => a - b);
    expect(found.map((f) => f.distance)).toEqual(all.slice(0, k));
    for (let i = 1; i < k; i++)
      expect(found[i]!.distance).toBeGreaterThanOrEqual(found[i - 1]!.distance);
  });

  it('finds an exact twin first, and breaks ties by the lower id', () => {
    const pool = [
      { id: 9, traits: { ...base, area: 400 } },
      { id: 7, traits: { ...base } },
      { id: 3, traits: { ...base } },
      { id: 5, traits: { ...base, style: 'baroque' as const } },
    ];
    expect(nearest(pool, base, 3).map((f) => f.item.id)).toEqual([3, 7, 5]);
  });

  it('offers only houses and villas for sale as candidates (no rentals, no apartments)', () => {
    const projects = syntheticProjects(200);
    const byId = new Map(projects.map((p) => [p.id, p]));
    for (const c of model.candidates) {
      const p = byId.get(c.id)!;
      expect(p.status).toBe('sale');
      expect(['house', 'villa']).toContain(p.propertyType);
    }
  });
});
