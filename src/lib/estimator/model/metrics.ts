// Error measures on the price scale. Predictions and targets are log(price / prior), so a
// prediction p for a target y means price_hat / price = e^(p − y).
import type { Metrics } from './types';

/** Linear-interpolated quantile of a list (q in [0, 1]); NaN for an empty list. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

export const median = (values: number[]) => quantile(values, 0.5);

/** |estimate / actual − 1| for log predictions and log targets. */
export function absolutePercentageErrors(pred: number[], y: number[]): number[] {
  return pred.map((p, i) => Math.abs(Math.exp(p - y[i]!) - 1));
}

export function summarise(
  folds: number,
  y: number[],
  pred: number[],
  baselinePrior: number[],
  baselineCalibrated: number[],
): Metrics {
  const ape = absolutePercentageErrors(pred, y);
  return {
    folds,
    n: y.length,
    mdape: median(ape),
    meanApe: ape.reduce((s, v) => s + v, 0) / ape.length,
    p80: quantile(ape, 0.8),
    baselinePrior: median(absolutePercentageErrors(baselinePrior, y)),
    baselineCalibrated: median(absolutePercentageErrors(baselineCalibrated, y)),
  };
}
