// Result shapes shared by the four calculators, the API answer and the island: plain data, numbers
// with unit keys (translated as `calculator:unit.<key>`), no formatted strings.
export const KINDS = ['foundation', 'wall', 'roofing', 'tiles'] as const;
export type Kind = (typeof KINDS)[number];

export function isKind(value: unknown): value is Kind {
  return typeof value === 'string' && (KINDS as readonly string[]).includes(value);
}

export type UnitKey =
  | 'm'
  | 'mm'
  | 'm2'
  | 'm3'
  | 'kg'
  | 'pcs'
  | 'deg'
  | 'percent'
  | 'pcsPerM2'
  | 'pcsPerM3'
  | 'bag'
  | 'pallet'
  | 'pack'
  | 'roll'
  | 'box'
  | 'sheet';

/** A figure shown in the summary list (areas, lengths, rates). `key` → `calculator:summary.<key>`. */
export interface Quantity {
  key: string;
  value: number;
  unit: UnitKey;
}

/**
 * One row of "what to buy". `net` is the need without waste, `waste` the allowance, `total` their
 * sum, all in `unit`. `buy` is `total` rounded up to what a shop sells, in `buyUnit` (`packSize`
 * units of `unit` per pack when the two differ). Unit prices are per `buyUnit`; `cost` = buy × price.
 */
export interface Line {
  id: string;
  unit: UnitKey;
  net: number;
  waste: number;
  total: number;
  buy: number;
  buyUnit: UnitKey;
  packSize?: number;
  /** a second way to count the purchase, e.g. pallets of bricks */
  extra?: Quantity;
  price?: number;
  cost?: number;
}

export interface CalcResult {
  kind: Kind;
  wastePercent: number;
  summary: Quantity[];
  lines: Line[];
  /** sum of the costs of the lines that have a price; absent when no price was given */
  totalCost?: number;
  /** translation keys under `calculator:warning.` */
  warnings: string[];
}

/** Unit prices in so'm per purchase unit, keyed by line id. */
export type Prices = Partial<Record<string, number>>;
