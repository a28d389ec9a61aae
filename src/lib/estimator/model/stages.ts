// Rules that split a construction estimate into stages and give its duration. Not learned: the
// catalog has prices, not bills of quantities or schedules. The shares follow common Uzbek builder
// breakdowns of a turnkey house (foundation ~12%, walls and floors ~28%, roof ~12%, engineering
// systems ~18%, finishing ~30%); a "shell" (karobka) has no engineering or finishing, a "white box"
// has the systems and rough finishing (plaster, screed) only.
import type { FinishingLevel } from '@/lib/estimator/estimator.schema';
import { FOUNDATION_FACTOR, ROOF_FACTOR } from './rules';
import type { QueryTraits } from './types';

export const STAGES = ['foundation', 'walls', 'roof', 'engineering', 'finishing'] as const;
export type Stage = (typeof STAGES)[number];

const BASE_WEIGHTS: Record<FinishingLevel, Record<Stage, number>> = {
  shell: { foundation: 0.12, walls: 0.28, roof: 0.12, engineering: 0, finishing: 0 },
  whiteBox: { foundation: 0.12, walls: 0.28, roof: 0.12, engineering: 0.18, finishing: 0.08 },
  turnkey: { foundation: 0.12, walls: 0.28, roof: 0.12, engineering: 0.18, finishing: 0.3 },
};

/**
 * Shares of the stages (sum 1). Foundation and roof cover one floor's footprint, so their share
 * falls as storeys are added; the roof and foundation factors of the rules shift them too.
 */
export function stageShares(traits: QueryTraits): Record<Stage, number> {
  const w = { ...BASE_WEIGHTS[traits.finishingLevel] };
  const footprint = 1.6 / (traits.storeys + 0.6); // 1 storey → 1, 2 → 0.62, 3 → 0.44
  w.foundation *= footprint * FOUNDATION_FACTOR[traits.foundation];
  w.roof *= footprint * ROOF_FACTOR[traits.roofType] * (traits.hasAttic ? 1.15 : 1);
  const total = STAGES.reduce((s, k) => s + w[k], 0);
  return Object.fromEntries(STAGES.map((k) => [k, w[k] / total])) as Record<Stage, number>;
}

/** Months of building work for one crew with materials on time: the likely value and a range. */
export function durationMonths(q: QueryTraits): { min: number; likely: number; max: number } {
  const base = { shell: 4, whiteBox: 6.5, turnkey: 10 }[q.finishingLevel];
  let months = base * Math.pow(q.area / 150, 0.35) + (q.storeys - 1);
  if (q.foundation === 'pile') months += 0.5;
  if (q.hasGarage) months += 0.5;
  if (q.hasAttic) months += 0.5;
  const likely = Math.max(2, Math.round(months));
  return { min: Math.max(1, Math.floor(months * 0.85)), likely, max: Math.ceil(months * 1.25) };
}
