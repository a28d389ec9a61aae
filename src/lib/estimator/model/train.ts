// Training of one target (construction or design cost): ridge regression of log(price / prior) on
// the house's traits, plus a nearest-neighbour correction, both tuned by cross-validation; then the
// held-out error by nested cross-validation (the tuning is redone inside every outer fold, so the
// error is measured on projects that influenced nothing, not even the choice of λ).
import {
  FOLDS,
  K_NEIGHBOURS,
  KAPPA,
  assignFolds,
  chooseHyper,
  predictGrid,
  prepare,
  type Prepared,
} from './cv';
import { encode, featureNames, fitEncoding } from './features';
import { quantile, summarise } from './metrics';
import { predictLinear, ridgePath } from './ridge';
import { DEFAULT_RESIDUAL, MIN_RESIDUAL } from './rules';
import type { Example, LinearFit, Metrics, Target, TargetModel } from './types';

/** Below this many examples the catalog only calibrates the prior (one constant), nothing more. */
export const MIN_EXAMPLES_TO_LEARN = 10;

const mean = (v: number[], fallback: number) =>
  v.length ? v.reduce((s, x) => s + x, 0) / v.length : fallback;

export function trainTarget(target: Target, examples: Example[]): TargetModel {
  const traits = examples.map((e) => e.traits);
  const encoding = fitEncoding(traits);
  const names = featureNames(encoding);
  const common = {
    target,
    n: examples.length,
    featureNames: names,
    encoding,
    k: K_NEIGHBOURS,
    bedroomsPer100: mean(
      traits.map((t) => (t.bedrooms / t.area) * 100),
      2,
    ),
    bathroomsPer100: mean(
      traits.map((t) => (t.bathrooms / t.area) * 100),
      1.3,
    ),
  };
  if (examples.length < MIN_EXAMPLES_TO_LEARN) {
    // A few examples: the prior times one shrunk constant; no held-out error can be measured honestly.
    const intercept = examples.reduce((s, e) => s + e.y, 0) / (examples.length + KAPPA);
    return {
      ...common,
      learned: false,
      fit: { intercept, weights: names.map(() => 0) },
      lambda: 0,
      alpha: 0,
      neighbours: [],
      metrics: null,
      residualLow: -DEFAULT_RESIDUAL,
      residualHigh: DEFAULT_RESIDUAL,
    };
  }
  const data = prepare(examples);
  const all = examples.map((_, i) => i);
  const { lambda, alpha } = chooseHyper(data, all);
  const x = traits.map((t) => encode(t, encoding));
  const [fit] = ridgePath(
    x,
    examples.map((e) => e.y),
    [lambda],
    KAPPA,
  ) as [LinearFit];
  const neighbours = examples.map((e, i) => ({
    id: e.id,
    traits: e.traits,
    residual: e.y - predictLinear(fit, x[i]!),
  }));
  const { metrics, residuals } = nestedCrossValidation(data);
  return {
    ...common,
    learned: true,
    fit,
    lambda,
    alpha,
    neighbours,
    metrics,
    residualLow: Math.min(-MIN_RESIDUAL, quantile(residuals, 0.1)),
    residualHigh: Math.max(MIN_RESIDUAL, quantile(residuals, 0.9)),
  };
}

/** Out-of-fold predictions of the whole procedure (tuning included) and their error. */
export function nestedCrossValidation(data: Prepared): { metrics: Metrics; residuals: number[] } {
  const examples = data.ex;
  const folds = assignFolds(examples.map((e) => e.id));
  const pred = new Array<number>(examples.length).fill(0);
  const calibrated = new Array<number>(examples.length).fill(0);
  for (let f = 0; f < FOLDS; f++) {
    const test = examples.map((_, i) => i).filter((i) => folds[i] === f);
    const train = examples.map((_, i) => i).filter((i) => folds[i] !== f);
    if (test.length === 0) continue;
    const h = chooseHyper(data, train);
    const [[out]] = predictGrid(data, train, test, [h.lambda], [h.alpha]) as [[number[]]];
    const constant = train.reduce((s, i) => s + examples[i]!.y, 0) / (train.length + KAPPA);
    test.forEach((i, t) => {
      pred[i] = out[t]!;
      calibrated[i] = constant;
    });
  }
  const y = examples.map((e) => e.y);
  return {
    metrics: summarise(
      FOLDS,
      y,
      pred,
      y.map(() => 0),
      calibrated,
    ),
    residuals: y.map((v, i) => v - pred[i]!),
  };
}
