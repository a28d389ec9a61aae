// Cross-validation with fixed folds. Folds are dealt from the examples sorted by a hash of their id,
// so the split is the same on every run and every machine, yet does not follow the order projects
// were created in (a seed that cycles through wall materials would otherwise put one material in
// one fold). Everything a fold learns — standardisation, weights, neighbours — comes from its
// training part only (a region column whose region is absent there stays at weight 0).
import { distance } from './distance';
import { fitEncoding, numericStats, rawFeatures, standardise } from './features';
import { predictLinear, ridgePath } from './ridge';
import { CORRECTION_MAX, CORRECTION_MIN } from './rules';
import type { Example } from './types';

export const FOLDS = 5;
/** Regularisation strengths tried, strongest first (ties go to the stronger one); 1e6 = traits ignored. */
export const LAMBDAS = [1e6, 1000, 300, 100, 30, 10, 3, 1];
/** Weights of the nearest-neighbour correction tried, none first. */
export const ALPHAS = [0, 0.5, 1];
export const K_NEIGHBOURS = 5;
/** Pull of the intercept towards the rules' prior, in "pseudo-examples". */
export const KAPPA = 2;

/**
 * The learned log correction: the constant (how the catalog differs from the prior on average) is
 * kept as learned; what the traits and neighbours add on top is clamped, so an odd combination
 * never multiplies an estimate by something the data cannot support.
 */
export function corrected(intercept: number, linear: number, neighbours: number): number {
  return (
    intercept + Math.min(CORRECTION_MAX, Math.max(CORRECTION_MIN, linear - intercept + neighbours))
  );
}

function hashId(id: number): number {
  let h = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Fold number of each position of `ids`. */
export function assignFolds(ids: number[], folds = FOLDS): number[] {
  const order = ids
    .map((id, pos) => ({ pos, h: hashId(id), id }))
    .sort((a, b) => a.h - b.h || a.id - b.id);
  const out = new Array<number>(ids.length);
  order.forEach((o, rank) => {
    out[o.pos] = rank % folds;
  });
  return out;
}

/** The examples with what every fold reuses: pairwise distances and unstandardised feature rows. */
export interface Prepared {
  ex: Example[];
  /** row-major n×n distances */
  d: Float64Array;
  raw: number[][];
}

export function prepare(ex: Example[]): Prepared {
  const n = ex.length;
  const d = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const v = distance(ex[i]!.traits, ex[j]!.traits);
      d[i * n + j] = v;
      d[j * n + i] = v;
    }
  }
  // Region columns of every example: a region missing from a fold's training part is a zero column
  // there, which ridge gives weight 0 — the same as having no column.
  const { regionIds } = fitEncoding(ex.map((e) => e.traits));
  return { ex, d, raw: ex.map((e) => rawFeatures(e.traits, regionIds)) };
}

/** The K nearest of `pool` (indices) to example i; ties to the lower index. */
export function nearestIn(
  d: Float64Array,
  n: number,
  i: number,
  pool: number[],
  k = K_NEIGHBOURS,
): number[] {
  const best: number[] = [];
  for (const j of pool) {
    const v = d[i * n + j]!;
    let at = best.length;
    while (at > 0 && d[i * n + best[at - 1]!]! > v) at--;
    if (at < k) {
      best.splice(at, 0, j);
      if (best.length > k) best.pop();
    }
  }
  return best;
}

export type Hyper = { lambda: number; alpha: number };

/**
 * Fits on `train` (indices) and predicts `test` for every λ and α: out[l][a][t].
 * The neighbour correction adds α × the mean training residual of the K nearest training examples.
 */
export function predictGrid(
  data: Prepared,
  train: number[],
  test: number[],
  lambdas = LAMBDAS,
  alphas = ALPHAS,
): number[][][] {
  const { ex, d, raw } = data;
  const n = ex.length;
  const stats = numericStats(train.map((i) => raw[i]!));
  const xTrain = train.map((i) => standardise(raw[i]!, stats));
  const xTest = test.map((i) => standardise(raw[i]!, stats));
  const fits = ridgePath(
    xTrain,
    train.map((i) => ex[i]!.y),
    lambdas,
    KAPPA,
  );
  const position = new Map(train.map((i, p) => [i, p]));
  const neighbours = test.map((i) => nearestIn(d, n, i, train).map((j) => position.get(j)!));
  return fits.map((fit) => {
    const residual = train.map((i, p) => ex[i]!.y - predictLinear(fit, xTrain[p]!));
    const linear = xTest.map((x) => predictLinear(fit, x));
    const knn = neighbours.map((nb) =>
      nb.length ? nb.reduce((s, p) => s + residual[p]!, 0) / nb.length : 0,
    );
    return alphas.map((alpha) =>
      linear.map((v, t) => corrected(fit.intercept, v, alpha * knn[t]!)),
    );
  });
}

/**
 * Folds of the tuning: leave-one-out up to this many examples (5 folds of a few projects choose λ
 * noisily), 10 folds up to 200, then 5 (enough data, and training stays well under a second).
 */
export const LEAVE_ONE_OUT_BELOW = 30;
const tuningFolds = (n: number) => (n <= LEAVE_ONE_OUT_BELOW ? n : n <= 200 ? 10 : FOLDS);

/**
 * λ and α by cross-validation over the examples `idx`, with the one-standard-error rule: the
 * simplest setting (no neighbour correction before a weaker one, then the strongest λ) whose squared log error is
 * within one standard error of the best. With a few dozen projects the differences between settings
 * are mostly noise, and the rule keeps the model close to the rates table until the data insist.
 */
export function chooseHyper(data: Prepared, idx: number[]): Hyper {
  const { ex } = data;
  const k = tuningFolds(idx.length);
  const folds = assignFolds(
    idx.map((i) => ex[i]!.id),
    k,
  );
  const errors = LAMBDAS.map(() => ALPHAS.map(() => [] as number[]));
  for (let f = 0; f < k; f++) {
    const test = idx.filter((_, p) => folds[p] === f);
    const train = idx.filter((_, p) => folds[p] !== f);
    if (test.length === 0 || train.length === 0) continue;
    const grid = predictGrid(data, train, test);
    grid.forEach((row, l) =>
      row.forEach((pred, a) => {
        pred.forEach((v, t) => errors[l]![a]!.push((v - ex[test[t]!]!.y) ** 2));
      }),
    );
  }
  const stats = errors.map((row) =>
    row.map((e) => {
      const m = e.reduce((s, v) => s + v, 0) / Math.max(1, e.length);
      const variance = e.reduce((s, v) => s + (v - m) ** 2, 0) / Math.max(1, e.length - 1);
      return { mean: m, se: Math.sqrt(variance / Math.max(1, e.length)) };
    }),
  );
  let min = { mean: Number.POSITIVE_INFINITY, se: 0 };
  for (const row of stats) for (const s of row) if (s.mean < min.mean) min = s;
  for (let a = 0; a < ALPHAS.length; a++) {
    for (let l = 0; l < LAMBDAS.length; l++) {
      if (stats[l]![a]!.mean <= min.mean + min.se)
        return { lambda: LAMBDAS[l]!, alpha: ALPHAS[a]! };
    }
  }
  return { lambda: LAMBDAS[0]!, alpha: ALPHAS[0]! };
}
