// The ridge solver: recovers known coefficients, shrinks with λ, pulls the intercept with κ.
import { describe, expect, it } from 'vitest';
import { assignFolds } from './cv';
import { gram, predictLinear, ridgePath, solveRidge } from './ridge';

const X = Array.from({ length: 40 }, (_, i) => [Math.sin(i), (i % 7) / 7, i % 2]);
const y = X.map((x) => 0.5 + 2 * x[0]! - x[1]! + 0.3 * x[2]!);

describe('ridge', () => {
  it('recovers exact coefficients with a tiny penalty', () => {
    const fit = solveRidge(gram(X, y), 1e-9, 1e-9);
    expect(fit.intercept).toBeCloseTo(0.5, 5);
    expect(fit.weights[0]).toBeCloseTo(2, 5);
    expect(fit.weights[1]).toBeCloseTo(-1, 5);
    expect(fit.weights[2]).toBeCloseTo(0.3, 5);
    expect(predictLinear(fit, X[3]!)).toBeCloseTo(y[3]!, 6);
  });

  it('shrinks the weights as λ grows, towards the mean', () => {
    const g = gram(X, y);
    const norm = (l: number) => solveRidge(g, l, 0).weights.reduce((s, w) => s + w * w, 0);
    expect(norm(10)).toBeLessThan(norm(0.1));
    const flat = solveRidge(g, 1e9, 0);
    expect(flat.intercept).toBeCloseTo(y.reduce((s, v) => s + v, 0) / y.length, 4);
  });

  it('a strong κ pulls the intercept towards 0 (the prior)', () => {
    const g = gram([[0], [0]], [1, 1]);
    expect(solveRidge(g, 1, 2).intercept).toBeCloseTo(0.5, 10); // 2 / (2 + 2)
  });
});

describe('ridgePath', () => {
  it('gives the same fit from the dual system (fewer rows than columns) as from the primal one', () => {
    const wide = Array.from({ length: 6 }, (_, i) =>
      Array.from({ length: 10 }, (_, j) => Math.cos(i * 3 + j * 7)),
    );
    const yw = wide.map((x, i) => x[0]! - 2 * x[3]! + i / 10);
    const [dual] = ridgePath(wide, yw, [0.7], 2);
    const primal = solveRidge(gram(wide, yw), 0.7, 2);
    expect(dual!.intercept).toBeCloseTo(primal.intercept, 9);
    dual!.weights.forEach((w, j) => expect(w).toBeCloseTo(primal.weights[j]!, 9));
  });
});

describe('folds', () => {
  it('are the same every time, balanced, and independent of input order', () => {
    const ids = Array.from({ length: 23 }, (_, i) => i * 3 + 1);
    const folds = assignFolds(ids);
    expect(assignFolds(ids)).toEqual(folds);
    const counts = [0, 1, 2, 3, 4].map((f) => folds.filter((x) => x === f).length);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    const reversed = assignFolds([...ids].reverse());
    expect(ids.map((_, i) => reversed[ids.length - 1 - i])).toEqual(folds);
  });
});
