// Rounding rules of the calculator, in one place: shown figures are rounded to the precision a
// person can use, purchases are always rounded UP to what a shop sells (whole pieces, packs, 0.1 m³).
import type { Line, Prices, Quantity, UnitKey } from './types';

/** Float noise (0.1 + 0.2) must not push an exact 4 packs to 5. */
const EPS = 1e-9;

export function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round((x + Math.sign(x) * EPS) * f) / f;
}

/** Rounds up to a multiple of `step` (1 = whole units, 0.1 = tenths), tolerant to float noise. */
export function ceilTo(x: number, step = 1): number {
  const n = Math.ceil(x / step - EPS);
  return round(Math.max(0, n) * step, step < 1 ? Math.ceil(-Math.log10(step)) : 0);
}

/** Digits shown for a base unit. */
const DIGITS: Partial<Record<UnitKey, number>> = {
  m: 2,
  m2: 2,
  m3: 3,
  kg: 1,
  mm: 1,
  deg: 1,
  percent: 1,
};

export function quantity(key: string, value: number, unit: UnitKey): Quantity {
  return { key, value: round(value, DIGITS[unit] ?? 2), unit };
}

type LineSpec = {
  id: string;
  unit: UnitKey;
  /** exact need without waste */
  net: number;
  wastePercent: number;
} &
  /** counted in whole pieces (net and total); bought by the piece, or in packs of `packSize` pieces */
  (
    | { mode: 'pieces'; buyUnit?: UnitKey; packSize?: number; extra?: (total: number) => Quantity }
    /** bought in packs of `packSize` units */
    | { mode: 'packs'; buyUnit: UnitKey; packSize: number }
    /** bought by measure (m³, kg, m²) rounded up to `step` */
    | { mode: 'measure'; step: number }
  );

export function line(spec: LineSpec): Line {
  const factor = 1 + spec.wastePercent / 100;
  const exactTotal = spec.net * factor;
  if (spec.mode === 'pieces') {
    const net = ceilTo(spec.net);
    const total = Math.max(net, ceilTo(exactTotal));
    const out: Line = {
      id: spec.id,
      unit: spec.unit,
      net,
      waste: total - net,
      total,
      buy: total,
      buyUnit: spec.buyUnit ?? spec.unit,
    };
    if (spec.packSize !== undefined) {
      out.buy = ceilTo(total / spec.packSize);
      out.packSize = spec.packSize;
    }
    if (spec.extra) out.extra = spec.extra(total);
    return out;
  }
  const d = DIGITS[spec.unit] ?? 2;
  const net = round(spec.net, d);
  const total = round(exactTotal, d);
  const base = { id: spec.id, unit: spec.unit, net, waste: round(total - net, d), total };
  if (spec.mode === 'packs') {
    return {
      ...base,
      buy: ceilTo(exactTotal / spec.packSize),
      buyUnit: spec.buyUnit,
      packSize: spec.packSize,
    };
  }
  return { ...base, buy: ceilTo(exactTotal, spec.step), buyUnit: spec.unit };
}

/** Adds `price`/`cost` (whole so'm) to priced lines and the total of what was priced. */
export function withCosts(
  lines: Line[],
  prices: Prices | undefined,
): { lines: Line[]; totalCost?: number } {
  if (!prices) return { lines };
  let sum = 0;
  let any = false;
  const out = lines.map((l) => {
    const price = prices[l.id];
    if (price === undefined) return l;
    any = true;
    const cost = Math.round(l.buy * price);
    sum += cost;
    return { ...l, price, cost };
  });
  return any ? { lines: out, totalCost: sum } : { lines: out };
}
