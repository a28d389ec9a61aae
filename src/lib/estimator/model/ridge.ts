// Ridge regression by the normal equations, with its own small Cholesky solver: a few dozen columns
// and at most a few hundred rows, so no library is needed and every run gives the same numbers
// (fixed summation order, no randomness).
//
//   minimise  Σ (y − b − x·w)²  +  κ·b²  +  λ·|w|²
//
// κ is a weak pull of the intercept towards 0 — towards the rules' prior — that only matters when
// there are a handful of examples; λ is the real regularisation, chosen by cross-validation.
// With fewer rows than columns (a small catalog, the folds of leave-one-out) the same solution comes
// from the n×n "dual" system, which is much cheaper than the p×p one.
import type { LinearFit } from './types';

export interface Gram {
  /** (p+1)×(p+1) row-major AᵀA of A = [1 | X] */
  ata: Float64Array;
  aty: Float64Array;
  size: number;
}

export function gram(X: number[][], y: number[]): Gram {
  const p = (X[0]?.length ?? 0) + 1;
  const ata = new Float64Array(p * p);
  const aty = new Float64Array(p);
  const row = new Float64Array(p);
  for (let i = 0; i < X.length; i++) {
    row[0] = 1;
    const xi = X[i]!;
    for (let j = 1; j < p; j++) row[j] = xi[j - 1]!;
    const yi = y[i]!;
    for (let a = 0; a < p; a++) {
      const ra = row[a]!;
      if (ra === 0) continue; // one-hot columns are mostly zero
      aty[a]! += ra * yi;
      for (let b = a; b < p; b++) ata[a * p + b]! += ra * row[b]!;
    }
  }
  for (let a = 0; a < p; a++) for (let b = 0; b < a; b++) ata[a * p + b] = ata[b * p + a]!;
  return { ata, aty, size: p };
}

/** Solves (AᵀA + diag(κ, λ, …, λ)) θ = Aᵀy; θ = [b, w…]. */
export function solveRidge(g: Gram, lambda: number, kappa: number): LinearFit {
  const p = g.size;
  const m = Float64Array.from(g.ata);
  m[0] = m[0]! + kappa;
  for (let j = 1; j < p; j++) m[j * p + j] = m[j * p + j]! + lambda;
  const theta = choleskySolve(m, Float64Array.from(g.aty), p);
  return { intercept: theta[0]!, weights: Array.from(theta.subarray(1)) };
}

/** In-place Cholesky of a symmetric positive definite matrix, then two triangular solves. */
export function choleskySolve(m: Float64Array, b: Float64Array, n: number): Float64Array {
  for (let j = 0; j < n; j++) {
    let d = m[j * n + j]!;
    for (let k = 0; k < j; k++) d -= m[j * n + k]! ** 2;
    // κ, λ > 0 keep the matrix positive definite; the floor only guards rounding.
    const ljj = Math.sqrt(Math.max(d, 1e-12));
    m[j * n + j] = ljj;
    for (let i = j + 1; i < n; i++) {
      let s = m[i * n + j]!;
      for (let k = 0; k < j; k++) s -= m[i * n + k]! * m[j * n + k]!;
      m[i * n + j] = s / ljj;
    }
  }
  const z = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= m[i * n + k]! * z[k]!;
    z[i] = s / m[i * n + i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = z[i]!;
    for (let k = i + 1; k < n; k++) s -= m[k * n + i]! * x[k]!;
    x[i] = s / m[i * n + i]!;
  }
  return x;
}

export function predictLinear(fit: LinearFit, x: number[]): number {
  let s = fit.intercept;
  for (let j = 0; j < x.length; j++) s += fit.weights[j]! * x[j]!;
  return s;
}

/** Solves (K + λ·(κ⁻¹·11ᵀ + I)) c = y with K = XXᵀ, then w = Xᵀc, b = (λ/κ)·Σc (the dual of solveRidge). */
function solveDual(
  xxt: Float64Array,
  X: number[][],
  y: number[],
  lambda: number,
  kappa: number,
): LinearFit {
  const n = X.length;
  const p = X[0]?.length ?? 0;
  const s = lambda / kappa;
  const m = new Float64Array(n * n);
  for (let i = 0; i < n * n; i++) m[i] = xxt[i]! + s;
  for (let i = 0; i < n; i++) m[i * n + i] = m[i * n + i]! + lambda;
  const c = choleskySolve(m, Float64Array.from(y), n);
  const weights = new Array<number>(p).fill(0);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    sum += c[i]!;
    const xi = X[i]!;
    for (let j = 0; j < p; j++) weights[j]! += c[i]! * xi[j]!;
  }
  return { intercept: s * sum, weights };
}

/** Fits for every λ of the list, by whichever of the primal (p×p) or dual (n×n) systems is smaller. */
export function ridgePath(
  X: number[][],
  y: number[],
  lambdas: readonly number[],
  kappa: number,
): LinearFit[] {
  const n = X.length;
  const p = (X[0]?.length ?? 0) + 1;
  if (n >= p) {
    const g = gram(X, y);
    return lambdas.map((l) => solveRidge(g, l, kappa));
  }
  const xxt = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i; j < n; j++) {
      let d = 0;
      const a = X[i]!;
      const b = X[j]!;
      for (let k = 0; k < a.length; k++) d += a[k]! * b[k]!;
      xxt[i * n + j] = d;
      xxt[j * n + i] = d;
    }
  }
  return lambdas.map((l) => solveDual(xxt, X, y, l, kappa));
}
