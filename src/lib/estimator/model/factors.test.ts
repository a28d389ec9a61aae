// The explanation of an estimate: each factor is the effect of one input against its reference.
import { describe, expect, it } from 'vitest';
import { explainConstruction } from './factors';
import { trainModel } from './train-model';
import { logCost } from './predict';
import { syntheticProjects, syntheticRates, TASHKENT_CITY } from './testing/synthetic';
import type { QueryTraits } from './types';

const rates = syntheticRates();
const model = trainModel(syntheticProjects(200), rates);
const reference: QueryTraits = {
  area: 150,
  storeys: 1,
  bedrooms: 3,
  bathrooms: 2,
  wallMaterial: 'aeratedConcrete',
  style: 'modern',
  foundation: 'strip',
  hasGarage: false,
  hasAttic: false,
  regionId: null,
  length: null,
  width: null,
  roofType: 'gable',
  finishingLevel: 'whiteBox',
};

describe('explainConstruction', () => {
  it('names brick walls against aerated concrete with the effect of the rates and the learned correction', () => {
    const traits = { ...reference, wallMaterial: 'brick' as const };
    const factor = explainConstruction(model, traits).find((x) => x.key === 'wallMaterial')!;
    expect(factor).toMatchObject({ value: 'brick', reference: 'aeratedConcrete' });
    const expected =
      Math.exp(
        logCost(model, 'construction', traits, false) -
          logCost(model, 'construction', reference, false),
      ) - 1;
    expect(factor.effect).toBeCloseTo(expected, 10);
    expect(factor.effect).toBeGreaterThan(0.03); // rates table: brick 5.5 M against aerated concrete 5.1 M (+8%)
  });

  it('orders factors by the size of their effect and leaves out inputs at their reference', () => {
    const traits = {
      ...reference,
      finishingLevel: 'turnkey' as const,
      regionId: TASHKENT_CITY,
      roofType: 'hip' as const,
    };
    const factors = explainConstruction(model, traits);
    const sizes = factors.map((f) => Math.abs(Math.log1p(f.effect)));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(factors[0]!.key).toBe('finishingLevel');
    expect(factors.map((f) => f.key)).toContain('region');
    expect(factors.map((f) => f.key)).not.toContain('wallMaterial');
    expect(factors.find((f) => f.key === 'roofType')!.sources).toEqual(['rules']);
  });

  it('a house at every reference value has no factor from the inputs', () => {
    expect(
      explainConstruction(model, reference).filter(
        (f) => f.key !== 'comparables' && f.key !== 'bedrooms' && f.key !== 'bathrooms',
      ),
    ).toEqual([]);
  });

  it('reports the area effect per m², not the total', () => {
    const factor = explainConstruction(model, {
      ...reference,
      area: 600,
      bedrooms: 12,
      bathrooms: 8,
    }).find((x) => x.key === 'area');
    if (factor) expect(Math.abs(factor.effect)).toBeLessThan(0.5);
  });
});
