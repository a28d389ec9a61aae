// Estimates from a trained model: prior (rates table and rules) × learned correction, and the
// low–high range from the held-out residuals. Money is rounded so no estimate pretends to a
// precision it does not have.
import { corrected } from './cv';
import { nearest } from './distance';
import { encode } from './features';
import { predictLinear } from './ridge';
import { constructionPrior, designPrior } from './rules';
import { durationMonths, stageShares, STAGES, type Stage } from './stages';
import type { EstimatorModel, HouseTraits, QueryTraits, TargetModel } from './types';

export interface Range {
  low: number;
  likely: number;
  high: number;
}
export interface CostEstimate extends Range {
  perM2: Range;
}
export interface ConstructionEstimate extends CostEstimate {
  stages: { stage: Stage; amount: number; share: number }[];
  months: { min: number; likely: number; max: number };
}

/** The linear part and the nearest-neighbour part of a target's log correction. */
export function correctionParts(
  tm: TargetModel,
  t: HouseTraits,
): { linear: number; neighbours: number } {
  const linear = predictLinear(tm.fit, encode(t, tm.encoding));
  if (tm.alpha === 0 || tm.neighbours.length === 0) return { linear, neighbours: 0 };
  const nb = nearest(tm.neighbours, t, tm.k);
  return {
    linear,
    neighbours: tm.alpha * (nb.reduce((s, x) => s + x.item.residual, 0) / nb.length),
  };
}

/** log of the prior: the rates table and the rules, before anything learned. */
export function logPrior(
  model: EstimatorModel,
  target: 'construction' | 'design',
  traits: QueryTraits,
): number {
  return Math.log(
    target === 'construction' ? constructionPrior(model.rates, traits) : designPrior(traits),
  );
}

/** The learned log correction on top of the prior (clamped as in training). */
export function logCorrection(
  model: EstimatorModel,
  target: 'construction' | 'design',
  traits: QueryTraits,
  withNeighbours = true,
): number {
  const tm = model[target];
  const parts = correctionParts(tm, traits);
  return corrected(tm.fit.intercept, parts.linear, withNeighbours ? parts.neighbours : 0);
}

/** log of the likely cost; `withNeighbours: false` gives the part the factor explanations decompose. */
export function logCost(
  model: EstimatorModel,
  target: 'construction' | 'design',
  traits: QueryTraits,
  withNeighbours = true,
): number {
  return logPrior(model, target, traits) + logCorrection(model, target, traits, withNeighbours);
}

const roundTo = (v: number, step: number) => Math.round(v / step) * step;

function costRange(tm: TargetModel, logLikely: number, area: number, step: number): CostEstimate {
  const likely = roundTo(Math.exp(logLikely), step);
  const low = roundTo(Math.exp(logLikely + tm.residualLow), step);
  const high = roundTo(Math.exp(logLikely + tm.residualHigh), step);
  const perStep = step / 100;
  return {
    low,
    likely,
    high,
    perM2: {
      low: roundTo(low / area, perStep),
      likely: roundTo(likely / area, perStep),
      high: roundTo(high / area, perStep),
    },
  };
}

export function estimateConstruction(
  model: EstimatorModel,
  traits: QueryTraits,
): ConstructionEstimate {
  const cost = costRange(
    model.construction,
    logCost(model, 'construction', traits),
    traits.area,
    100_000,
  );
  const shares = stageShares(traits);
  return {
    ...cost,
    stages: STAGES.filter((s) => shares[s] > 0).map((stage) => ({
      stage,
      share: shares[stage],
      amount: roundTo(cost.likely * shares[stage], 10_000),
    })),
    months: durationMonths(traits),
  };
}

export function estimateDesign(model: EstimatorModel, traits: QueryTraits): CostEstimate {
  return costRange(model.design, logCost(model, 'design', traits), traits.area, 10_000);
}
