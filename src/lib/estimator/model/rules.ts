// The estimator's explicit rules: the parts of an estimate that are NOT learned from the catalog,
// because projects do not record them (roof type, finishing level) or because a few dozen examples
// cannot teach them reliably. Every number here is an assumption written down, shown on the page's
// "how it is estimated" section, and easy to change. The learned correction sits on top of these.
import type { FinishingLevel, RoofType } from '@/lib/estimator/estimator.schema';
import type { Foundation, WallMaterial } from '@/lib/projects/labels';
import type { HouseTraits, QueryTraits, Rate } from './types';

/** Roof shape against a gable roof: hips add framing and waste, a mansard adds a whole sloped storey. */
export const ROOF_FACTOR: Record<RoofType, number> = {
  gable: 1,
  hip: 1.03,
  flat: 0.98,
  mansard: 1.05,
};

/** Foundation against a strip foundation: a slab takes more concrete, piles need drilling. */
export const FOUNDATION_FACTOR: Record<Foundation, number> = {
  strip: 1,
  slab: 1.03,
  pile: 1.05,
  other: 1,
};

/** An (unheated) attic: insulation of the floor below it, stairs, roof windows. */
export const ATTIC_FACTOR = 1.03;

/** A garage is taken as this many m² built to "shell" level on top of the house's own area. */
export const GARAGE_AREA_M2 = 20;

/**
 * Design documentation (project + estimate documents) in so'm per m² of floor area before the
 * catalog's onlyDesign prices correct it: about USD 9–10 per m², a common quote for an individual
 * house project in 2025. The learned intercept moves it to what the catalog actually charges.
 */
export const DESIGN_BASE_PER_M2 = 120_000;

/** The learned correction may move the rule prior at most this far (guards extrapolation). */
export const CORRECTION_MIN = Math.log(0.6);
export const CORRECTION_MAX = Math.log(1.7);

/** Range half-widths when the catalog is too small to measure the error (log scale). */
export const DEFAULT_RESIDUAL = 0.25;
export const MIN_RESIDUAL = 0.05;

/** Reference house for "per m²" explanations. */
export const REFERENCE_AREA = 150;

/** The catalog's built houses are sold finished: their prices are compared with turnkey rates. */
export const CATALOG_FINISHING: FinishingLevel = 'turnkey';
export const CATALOG_ROOF: RoofType = 'gable';

/** The rate of a wall material and finishing level in a region; the national row when the region has none. */
export function rateFor(
  rates: Rate[],
  wall: WallMaterial,
  level: FinishingLevel,
  regionId: number | null,
): number {
  let national: number | undefined;
  for (const r of rates) {
    if (r.wallMaterial !== wall || r.finishingLevel !== level) continue;
    if (regionId !== null && r.regionId === regionId) return r.ratePerM2;
    if (r.regionId === null) national = r.ratePerM2;
  }
  if (national !== undefined) return national;
  // A deleted row must not break estimates: fall back to the mean of the level's national rows.
  const same = rates.filter((r) => r.finishingLevel === level && r.regionId === null);
  return same.length ? same.reduce((s, r) => s + r.ratePerM2, 0) / same.length : Number.NaN;
}

/** Construction cost before learning: rate × area × roof, foundation and attic factors, plus the garage. */
export function constructionPrior(rates: Rate[], traits: QueryTraits): number {
  const rate = rateFor(rates, traits.wallMaterial, traits.finishingLevel, traits.regionId);
  const foundation = FOUNDATION_FACTOR[traits.foundation];
  const house =
    traits.area *
    rate *
    ROOF_FACTOR[traits.roofType] *
    foundation *
    (traits.hasAttic ? ATTIC_FACTOR : 1);
  const garage = traits.hasGarage
    ? GARAGE_AREA_M2 * rateFor(rates, traits.wallMaterial, 'shell', traits.regionId) * foundation
    : 0;
  return house + garage;
}

/** A catalog house seen as a query: sold finished, roof unknown (taken as gable). */
export function asCatalogQuery(t: HouseTraits): QueryTraits {
  return { ...t, roofType: CATALOG_ROOF, finishingLevel: CATALOG_FINISHING };
}

export function designPrior(t: HouseTraits): number {
  return t.area * DESIGN_BASE_PER_M2;
}
