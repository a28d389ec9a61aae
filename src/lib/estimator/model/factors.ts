// "What moved this estimate most": each input is swapped for a reference value (aerated concrete,
// white box, the national average, a gable roof, 150 m²…) and the construction estimate recomputed.
// The difference is that input's effect on the price per m². The model is additive in log price, so
// these effects multiply up to the whole estimate, apart from the clamp of the learned correction.
// The nearest-neighbour correction is reported as a factor of its own ("similar catalog houses").
import { logCorrection, logCost, logPrior } from './predict';
import { REFERENCE_AREA } from './rules';
import type { EstimatorModel, QueryTraits } from './types';

export const FACTOR_KEYS = [
  'wallMaterial',
  'finishingLevel',
  'region',
  'roofType',
  'foundation',
  'garage',
  'attic',
  'style',
  'storeys',
  'area',
  'bedrooms',
  'bathrooms',
  'comparables',
] as const;
export type FactorKey = (typeof FACTOR_KEYS)[number];
/** Where an effect comes from: the rates table, the written rules, or learned from catalog projects. */
export type FactorSource = 'rates' | 'rules' | 'catalog';

export interface Factor {
  key: FactorKey;
  value: string | number | boolean | null;
  reference: string | number | boolean | null;
  /** relative change of the estimate against the reference: 0.08 = 8% more */
  effect: number;
  sources: FactorSource[];
}

type Swap = {
  key: FactorKey;
  prior: 'rates' | 'rules';
  apply: (
    q: QueryTraits,
    m: EstimatorModel,
  ) => { to: QueryTraits; value: Factor['value']; reference: Factor['reference'] };
};

const set =
  <K extends keyof QueryTraits>(key: K, reference: QueryTraits[K]) =>
  (q: QueryTraits) => ({
    to: { ...q, [key]: reference },
    value: q[key] as Factor['value'],
    reference: reference as Factor['reference'],
  });

const SWAPS: Swap[] = [
  { key: 'wallMaterial', prior: 'rates', apply: set('wallMaterial', 'aeratedConcrete') },
  { key: 'finishingLevel', prior: 'rates', apply: set('finishingLevel', 'whiteBox') },
  { key: 'region', prior: 'rates', apply: set('regionId', null) },
  { key: 'roofType', prior: 'rules', apply: set('roofType', 'gable') },
  { key: 'foundation', prior: 'rules', apply: set('foundation', 'strip') },
  { key: 'garage', prior: 'rules', apply: set('hasGarage', false) },
  { key: 'attic', prior: 'rules', apply: set('hasAttic', false) },
  { key: 'style', prior: 'rules', apply: set('style', 'modern') },
  { key: 'storeys', prior: 'rules', apply: set('storeys', 1) },
  {
    key: 'area',
    prior: 'rules',
    // Per m²: the reference house has the same rooms per m², only its size differs.
    apply: (traits) => {
      const k = REFERENCE_AREA / traits.area;
      return {
        to: {
          ...traits,
          area: REFERENCE_AREA,
          bedrooms: traits.bedrooms * k,
          bathrooms: traits.bathrooms * k,
        },
        value: traits.area,
        reference: REFERENCE_AREA,
      };
    },
  },
  {
    key: 'bedrooms',
    prior: 'rules',
    apply: (q, m) => {
      const typical = Math.round((m.construction.bedroomsPer100 * q.area) / 100);
      return { to: { ...q, bedrooms: typical }, value: q.bedrooms, reference: typical };
    },
  },
  {
    key: 'bathrooms',
    prior: 'rules',
    apply: (q, m) => {
      const typical = Math.round((m.construction.bathroomsPer100 * q.area) / 100);
      return { to: { ...q, bathrooms: typical }, value: q.bathrooms, reference: typical };
    },
  },
];

/** Effects smaller than this are noise to a person and are not listed. */
const MIN_EFFECT = 0.005;
/** A part (prior or learned) smaller than this does not count as a source of the effect. */
const MIN_PART = 0.0025;

export function explainConstruction(
  model: EstimatorModel,
  traits: QueryTraits,
  limit = 6,
): Factor[] {
  const base = logCost(model, 'construction', traits, false);
  const perM2 = (x: QueryTraits) => ({
    prior: logPrior(model, 'construction', x) - Math.log(x.area),
    learned: logCorrection(model, 'construction', x, false),
  });
  const here = perM2(traits);
  const out: Factor[] = [];
  for (const swap of SWAPS) {
    const { to, value, reference } = swap.apply(traits, model);
    if (value === reference) continue;
    // Per m²: only the area swap changes the area, and a bigger house is not "more expensive" per se.
    const there = perM2(to);
    const prior = here.prior - there.prior;
    const learned = here.learned - there.learned;
    const effect = Math.exp(prior + learned) - 1;
    // The sources say which part moved: the rates table or a rule, and/or the catalog's correction.
    const sources: FactorSource[] = [];
    if (Math.abs(prior) >= MIN_PART) sources.push(swap.prior);
    if (Math.abs(learned) >= MIN_PART) sources.push('catalog');
    if (Math.abs(effect) >= MIN_EFFECT && sources.length > 0)
      out.push({ key: swap.key, value, reference, effect, sources });
  }
  const withNeighbours = Math.exp(logCost(model, 'construction', traits, true) - base) - 1;
  if (Math.abs(withNeighbours) >= MIN_EFFECT) {
    out.push({
      key: 'comparables',
      value: model.construction.k,
      reference: null,
      effect: withNeighbours,
      sources: ['catalog'],
    });
  }
  const size = (f: Factor) => Math.abs(Math.log1p(f.effect));
  return out
    .sort((a, b) => size(b) - size(a) || FACTOR_KEYS.indexOf(a.key) - FACTOR_KEYS.indexOf(b.key))
    .slice(0, limit);
}
