// The calculators' choices without zod: the island renders its selects from these, and the schemas
// (*.schema.ts, which re-export them) are loaded only when the form is first used
// (docs/performance.md#lcp-and-script-budgets).
import { COVERINGS, TILES, TILE_WASTE, UNITS, WYTHES } from './constants';

export const COVERING_KEYS = Object.keys(COVERINGS) as [
  keyof typeof COVERINGS,
  ...(keyof typeof COVERINGS)[],
];

export const TILE_SIZES = [
  't300x300',
  't400x400',
  't600x600',
  't300x600',
  't200x300',
  't250x400',
  't150x600',
  't600x1200',
  'custom',
] as const satisfies readonly (keyof typeof TILES | 'custom')[];
export type TileSize = (typeof TILE_SIZES)[number];
export const LAYOUTS = Object.keys(TILE_WASTE) as [
  keyof typeof TILE_WASTE,
  ...(keyof typeof TILE_WASTE)[],
];

export const MATERIALS = [
  'brickSingle',
  'brickThickened',
  'brickDouble',
  'aerated600x300x200',
  'aerated600x200x300',
  'aerated600x100x300',
  'foam600x300x200',
  'cinder390x190x188',
  'custom',
] as const satisfies readonly (keyof typeof UNITS | 'custom')[];
export type Material = (typeof MATERIALS)[number];
export const THICKNESSES = Object.keys(WYTHES) as [keyof typeof WYTHES, ...(keyof typeof WYTHES)[]];

/** Area of a wall's openings (m²). */
export function openingsArea(list: { width: number; height: number; count: number }[]): number {
  return list.reduce((s, o) => s + o.width * o.height * o.count, 0);
}
