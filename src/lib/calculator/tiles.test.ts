// Tile worked examples, computed by hand. Tiles = area ÷ ((a + j)(b + j)) × (1 + waste), rounded up;
// adhesive 1.5 kg/m² per mm of layer (25 kg bags); grout (A + B)/(A·B) × C × D × 1.6 kg/m² (2 kg bags).
import { describe, expect, it } from 'vitest';
import { groutKgPerM2 } from './tiles';
import type { TilesInput } from './tiles.schema';
import { calc, errors, figure, lineOf } from './test-helpers';

const floor = (over: Partial<TilesInput>): Partial<TilesInput> => ({
  surface: 'floor',
  length: 4,
  width: 3,
  tileSize: 't300x300',
  joint: 2,
  layout: 'straight',
  ...over,
});

describe('tiles: worked examples', () => {
  it('1. floor 4 × 3 m, 300×300 tiles, 2 mm joint, straight (10 %), 11 per box', () => {
    const result = calc('tiles', floor({}));
    // 12 m² ÷ (0.302 × 0.302 = 0.091204) = 131.57 → 132 tiles; × 1.10 = 144.73 → 145; 145 / 11 = 13.2 → 14 boxes
    expect(figure(result, 'tiledArea')).toBe(12);
    expect(lineOf(result, 'tiles')).toMatchObject({
      net: 132,
      waste: 13,
      total: 145,
      buy: 14,
      buyUnit: 'box',
      packSize: 11,
    });
    // adhesive 12 × 1.5 × 3 mm = 54 kg; + 10 % = 59.4 kg = 2.38 bags → 3
    expect(lineOf(result, 'adhesive')).toMatchObject({ net: 54, total: 59.4, buy: 3 });
    // grout (600 / 90 000) × 8 × 2 × 1.6 = 0.1707 kg/m² × 12 = 2.048 kg; + 10 % = 2.253 kg → 2 bags of 2 kg
    expect(lineOf(result, 'grout')).toMatchObject({ net: 2, total: 2.3, buy: 2 });
  });

  it('2. the same floor in 600×600 laid diagonally (15 %), 4 per box, 5 mm adhesive', () => {
    const result = calc('tiles', floor({ tileSize: 't600x600', layout: 'diagonal' }));
    // 12 ÷ (0.602² = 0.362404) = 33.11 → 34; × 1.15 = 38.08 → 39 tiles; 39 / 4 = 9.75 → 10 boxes
    expect(result.wastePercent).toBe(15);
    expect(lineOf(result, 'tiles')).toMatchObject({ net: 34, total: 39, buy: 10 });
    // adhesive 12 × 1.5 × 5 = 90 kg; + 15 % = 103.5 kg → 5 bags
    expect(lineOf(result, 'adhesive')).toMatchObject({ net: 90, buy: 5 });
    // grout (1200 / 360 000) × 9 × 2 × 1.6 = 0.096 kg/m² × 12 = 1.152 kg; + 15 % = 1.32 → 1 bag
    expect(lineOf(result, 'grout')).toMatchObject({ net: 1.2, buy: 1 });
  });

  it('3. bathroom walls: perimeter 8.4 m × 2.5 m minus a 0.7 × 2.0 m door, 200×300 tiles', () => {
    const result = calc('tiles', {
      surface: 'wall',
      length: 8.4,
      width: 2.5,
      openings: [{ width: 0.7, height: 2 }],
      tileSize: 't200x300',
      joint: 2,
      layout: 'straight',
      prices: { tiles: 180000 },
    });
    // 21 − 1.4 = 19.6 m² ÷ (0.302 × 0.202 = 0.061004) = 321.29 → 322; × 1.1 = 353.4 → 354 tiles;
    // 16 per box → 22.1 → 23 boxes × 180 000 = 4 140 000 soʻm
    expect(figure(result, 'openingsArea')).toBe(1.4);
    expect(figure(result, 'tiledArea')).toBe(19.6);
    expect(lineOf(result, 'tiles')).toMatchObject({ net: 322, total: 354, buy: 23, cost: 4140000 });
    // adhesive 19.6 × 1.5 × 3 = 88.2 kg; grout (500 / 60 000) × 7 × 2 × 1.6 = 0.18667 × 19.6 = 3.659 kg
    expect(lineOf(result, 'adhesive').net).toBe(88.2);
    expect(lineOf(result, 'grout')).toMatchObject({ net: 3.7, buy: 3 }); // + 10 % = 4.02 kg → 3 bags of 2 kg
    expect(result.totalCost).toBe(4140000);
  });

  it('4. herringbone 150×600 planks (20 %), 3 mm joint', () => {
    const result = calc(
      'tiles',
      floor({ length: 5, width: 4, tileSize: 't150x600', layout: 'herringbone', joint: 3 }),
    );
    // 20 m² ÷ (0.603 × 0.153 = 0.092259) = 216.78 → 217; × 1.2 = 260.1 → 261; 11 per box → 23.7 → 24
    expect(lineOf(result, 'tiles')).toMatchObject({ net: 217, total: 261, buy: 24 });
  });
});

describe('tiles: edge cases', () => {
  it('the grout formula matches the makers\u02bc table (300×300×8, 2 mm → 0.17 kg/m²)', () => {
    expect(groutKgPerM2(300, 300, 8, 2)).toBeCloseTo(0.1707, 4);
  });

  it('no joint: no grout to buy', () => {
    const r = calc('tiles', floor({ joint: 0 }));
    // 12 ÷ 0.09 = 133.33 → 134
    expect(lineOf(r, 'tiles').net).toBe(134);
    expect(lineOf(r, 'grout')).toMatchObject({ net: 0, buy: 0 });
  });

  it('a tiny area still needs one tile and one box; a huge one is counted in full', () => {
    const tiny = calc('tiles', floor({ length: 0.1, width: 0.1 }));
    expect(lineOf(tiny, 'tiles')).toMatchObject({ net: 1, total: 1, buy: 1 });
    const huge = calc('tiles', floor({ length: 1000, width: 1000 }));
    // 1 000 000 ÷ 0.091204 = 10 964 431.4 → 10 964 432; × 1.1 = 12 060 874.5 → 12 060 875
    expect(lineOf(huge, 'tiles')).toMatchObject({ net: 10964432, total: 12060875 });
  });

  it('openings count only on walls, and must fit the wall', () => {
    const onFloor = calc('tiles', floor({ openings: [{ width: 1, height: 1, count: 1 }] }));
    expect(figure(onFloor, 'tiledArea')).toBe(12);
    expect(
      errors('tiles', {
        ...floor({ surface: 'wall', openings: [{ width: 5, height: 1, count: 1 }] }),
      }),
    ).toEqual({ 'openings.0.width': 'calculator:error.openingTooLarge' });
    expect(
      errors('tiles', {
        ...floor({ surface: 'wall', openings: [{ width: 4, height: 3, count: 1 }] }),
      }),
    ).toEqual({ openings: 'calculator:error.openingsCoverWall' });
  });

  it('a custom tile needs its size; overrides of box, thickness and layer are used', () => {
    expect(errors('tiles', floor({ tileSize: 'custom' }))).toEqual({
      tileLength: 'calculator:error.unitSizeRequired',
      tileWidth: 'calculator:error.unitSizeRequired',
    });
    const result = calc(
      'tiles',
      floor({
        tileSize: 'custom',
        tileLength: 450,
        tileWidth: 450,
        tileThickness: 10,
        perBox: 7,
        adhesiveLayer: 4,
        wastePercent: 5,
      }),
    );
    // 12 ÷ 0.452² (0.204304) = 58.74 → 59; × 1.05 = 61.67 → 62; 7 per box → 8.86 → 9
    expect(lineOf(result, 'tiles')).toMatchObject({ net: 59, total: 62, buy: 9 });
    expect(lineOf(result, 'adhesive').net).toBe(72); // 12 × 1.5 × 4
  });

  it('rejects zero and negative sizes and an unknown layout', () => {
    expect(errors('tiles', floor({ length: 0, width: -1, layout: 'zigzag' as never }))).toEqual({
      length: 'calculator:error.positive',
      width: 'calculator:error.positive',
      layout: 'calculator:error.choice',
    });
  });
});
