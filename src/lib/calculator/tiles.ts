// Tiles: tiles = area ÷ ((tile width + joint) × (tile length + joint)) × (1 + waste), rounded up;
// boxes; adhesive by layer thickness; grout by the grout makers' formula.
import {
  ADHESIVE_BAG_KG,
  ADHESIVE_KG_PER_M2_MM,
  GROUT_BAG_KG,
  GROUT_DENSITY,
  TILES,
  TILE_WASTE,
} from './constants';
import { line, quantity, withCosts } from './numbers';
import { openingsArea } from './choices';
import type { TilesInput } from './tiles.schema';
import type { CalcResult } from './types';

/** Tile sides (mm), thickness, box contents and adhesive layer, from the size preset or the input. */
export function tileOf(
  input: Pick<
    TilesInput,
    'tileSize' | 'tileLength' | 'tileWidth' | 'tileThickness' | 'perBox' | 'adhesiveLayer'
  >,
) {
  const preset = input.tileSize === 'custom' ? null : TILES[input.tileSize];
  const a = preset ? preset.size[0] : (input.tileLength ?? 300);
  const b = preset ? preset.size[1] : (input.tileWidth ?? 300);
  const longSide = Math.max(a, b);
  return {
    a,
    b,
    thickness: input.tileThickness ?? preset?.thickness ?? (longSide > 600 ? 10 : 8),
    perBox: input.perBox ?? preset?.perBox ?? Math.max(1, Math.floor(1 / ((a * b) / 1e6))),
    layer:
      input.adhesiveLayer ??
      preset?.layer ??
      (longSide <= 300 ? 3 : longSide <= 400 ? 4 : longSide <= 600 ? 5 : 6),
  };
}

/** Grout, kg per m² of tiling: (A + B) / (A × B) × C × D × 1.6 (mm in, kg out). */
export function groutKgPerM2(a: number, b: number, thickness: number, joint: number): number {
  return ((a + b) / (a * b)) * thickness * joint * GROUT_DENSITY;
}

export function calculateTiles(input: TilesInput): CalcResult {
  const waste = input.wastePercent ?? TILE_WASTE[input.layout];
  const t = tileOf(input);
  const gross = input.length * input.width;
  const holes = input.surface === 'wall' ? openingsArea(input.openings) : 0;
  const area = gross - holes;
  const cell = ((t.a + input.joint) * (t.b + input.joint)) / 1e6;
  const tiles = area / cell;
  const adhesive = area * ADHESIVE_KG_PER_M2_MM * t.layer;
  const grout = area * groutKgPerM2(t.a, t.b, t.thickness, input.joint);

  const lines = [
    // Tiles are counted in whole pieces (net and total), then bought in whole boxes.
    line({
      id: 'tiles',
      unit: 'pcs',
      net: tiles,
      wastePercent: waste,
      mode: 'pieces',
      buyUnit: 'box',
      packSize: t.perBox,
    }),
    line({
      id: 'adhesive',
      unit: 'kg',
      net: adhesive,
      wastePercent: waste,
      mode: 'packs',
      buyUnit: 'bag',
      packSize: ADHESIVE_BAG_KG,
    }),
    line({
      id: 'grout',
      unit: 'kg',
      net: grout,
      wastePercent: waste,
      mode: 'packs',
      buyUnit: 'bag',
      packSize: GROUT_BAG_KG,
    }),
  ];
  const costed = withCosts(lines, input.prices);
  return {
    kind: 'tiles',
    wastePercent: waste,
    summary: [
      quantity('surfaceArea', gross, 'm2'),
      ...(holes > 0 ? [quantity('openingsArea', holes, 'm2')] : []),
      quantity('tiledArea', area, 'm2'),
      quantity('tilesPerM2', 1 / cell, 'pcsPerM2'),
      quantity('boxArea', (t.perBox * t.a * t.b) / 1e6, 'm2'),
      quantity('wastePercent', waste, 'percent'),
    ],
    ...costed,
    warnings: [],
  };
}
