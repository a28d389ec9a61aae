// Trait vector → numbers for the regression. Numeric columns are standardised on the training set
// (so one penalty fits all of them); categories are one-hot with every level kept: ridge shrinks each
// level towards the average instead of towards an arbitrary dropped reference level.
import { FOUNDATIONS, STYLES, WALL_MATERIALS } from '@/lib/projects/labels';
import { REFERENCE_AREA } from './rules';
import type { Encoding, HouseTraits } from './types';

const NUMERIC = ['logArea', 'storeys', 'bedroomsPer100', 'bathroomsPer100'] as const;

function numeric(t: HouseTraits): number[] {
  return [
    Math.log(t.area / REFERENCE_AREA),
    t.storeys,
    (t.bedrooms / t.area) * 100,
    (t.bathrooms / t.area) * 100,
  ];
}

export function featureNames(enc: Encoding): string[] {
  return [
    ...NUMERIC,
    'garage',
    'attic',
    ...WALL_MATERIALS.map((v) => `wall:${v}`),
    ...STYLES.map((v) => `style:${v}`),
    ...FOUNDATIONS.map((v) => `foundation:${v}`),
    ...enc.regionIds.map((id) => `region:${id}`),
  ];
}

/** Mean and standard deviation of the numeric columns of raw rows (a constant column gets sd 1). */
export function numericStats(rows: number[][]): { means: number[]; sds: number[] } {
  const means = NUMERIC.map(
    (_, j) => rows.reduce((s, r) => s + r[j]!, 0) / Math.max(1, rows.length),
  );
  const sds = NUMERIC.map((_, j) => {
    const v = rows.reduce((s, r) => s + (r[j]! - means[j]!) ** 2, 0) / Math.max(1, rows.length);
    return v > 1e-12 ? Math.sqrt(v) : 1;
  });
  return { means, sds };
}

/** Learns the standardisation and the region columns from the training traits. */
export function fitEncoding(traits: HouseTraits[]): Encoding {
  const regionIds = [
    ...new Set(traits.map((t) => t.regionId).filter((r): r is number => r !== null)),
  ].sort((a, b) => a - b);
  return { ...numericStats(traits.map(numeric)), regionIds };
}

/** The feature row before standardisation (cross-validation standardises it per fold). */
export function rawFeatures(t: HouseTraits, regionIds: number[]): number[] {
  const out = numeric(t);
  out.push(t.hasGarage ? 1 : 0, t.hasAttic ? 1 : 0);
  for (const v of WALL_MATERIALS) out.push(v === t.wallMaterial ? 1 : 0);
  for (const v of STYLES) out.push(v === t.style ? 1 : 0);
  for (const v of FOUNDATIONS) out.push(v === t.foundation ? 1 : 0);
  // A region the training set never saw gets no column: it falls back to the average.
  for (const id of regionIds) out.push(t.regionId === id ? 1 : 0);
  return out;
}

export function standardise(raw: number[], stats: { means: number[]; sds: number[] }): number[] {
  const out = raw.slice();
  for (let j = 0; j < NUMERIC.length; j++) out[j] = (raw[j]! - stats.means[j]!) / stats.sds[j]!;
  return out;
}

export function encode(t: HouseTraits, enc: Encoding): number[] {
  return standardise(rawFeatures(t, enc.regionIds), enc);
}
