// Wall worked examples, computed by hand. Units per m² = wythes / ((l + j)(h + j)); mortar = wall
// volume − units × unit volume; mortar 1:4 with dry factor 1.27 → 365.76 kg cement and 1.016 m³
// sand per m³; block glue 1500 kg per m³ of joint.
import { describe, expect, it } from 'vitest';
import { calc, errors, figure, lineOf } from './test-helpers';

describe('wall: the textbook rates', () => {
  it('single brick, 10 mm joints: about 51 per m² of half-brick wall, 394 per m³ of masonry', () => {
    const r = calc('wall', { length: 1, height: 1, material: 'brickSingle', thickness: 'half' });
    expect(figure(r, 'unitsPerM2')).toBeCloseTo(51.28, 2); // 1 / (0.26 × 0.075)
    expect(figure(r, 'unitsPerM3')).toBeCloseTo(394.48, 2); // 1 / (0.26 × 0.13 × 0.075)
  });

  it('one, one and a half and two bricks: 102, 153, 204 per m², 250 / 380 / 510 mm thick', () => {
    const rate = (thickness: string) =>
      calc('wall', { length: 1, height: 1, material: 'brickSingle', thickness });
    expect(figure(rate('one'), 'unitsPerM2')).toBeCloseTo(102.56, 2);
    expect(figure(rate('oneAndHalf'), 'unitsPerM2')).toBeCloseTo(153.85, 2);
    expect(figure(rate('two'), 'unitsPerM2')).toBeCloseTo(205.13, 2);
    expect(figure(rate('one'), 'wallThickness')).toBe(250); // 2 × 120 + 10
    expect(figure(rate('oneAndHalf'), 'wallThickness')).toBe(380);
    expect(figure(rate('two'), 'wallThickness')).toBe(510);
  });
});

describe('wall: worked examples', () => {
  it('1. half-brick wall 10 × 3 m, single brick, no openings, mortar 10 mm, 5 %', () => {
    const result = calc('wall', {
      length: 10,
      height: 3,
      material: 'brickSingle',
      thickness: 'half',
      openings: [],
    });
    // net 30 m² × 51.282 = 1538.46 → 1539 bricks; × 1.05 = 1615.4 → 1616; pallets of 480 → 3.37 → 4
    expect(figure(result, 'netArea')).toBe(30);
    expect(lineOf(result, 'units')).toMatchObject({ net: 1539, waste: 77, total: 1616, buy: 1616 });
    expect(lineOf(result, 'units').extra).toEqual({ key: 'pallets', value: 4, unit: 'pallet' });
    // volume 30 × 0.12 = 3.6 m³; bricks 1538.46 × 0.25 × 0.12 × 0.065 = 3.0 m³ → mortar 0.6 m³
    expect(figure(result, 'mortarVolume')).toBe(0.6);
    // cement 0.6 × 365.76 = 219.46 kg; +5 % = 230.43 kg = 4.6 bags → 5
    expect(lineOf(result, 'mortarCement')).toMatchObject({ net: 219.5, buy: 5 });
    // sand 0.6 × 1.016 = 0.6096 m³; +5 % = 0.640 → 0.7
    expect(lineOf(result, 'mortarSand')).toMatchObject({ net: 0.61, buy: 0.7 });
  });

  it('2. aerated blocks 600×300×200 on glue 3 mm, 40 m × 3 m, a door and 4 windows', () => {
    const result = calc('wall', {
      length: 40,
      height: 3,
      material: 'aerated600x300x200',
      thickness: 'block',
      openings: [
        { width: 0.9, height: 2.1 },
        { width: 1.2, height: 1.5, count: 4 },
      ],
    });
    // gross 120 m²; openings 0.9 × 2.1 + 4 × 1.2 × 1.5 = 1.89 + 7.2 = 9.09; net 110.91 m²
    expect(figure(result, 'openingsArea')).toBe(9.09);
    expect(figure(result, 'netArea')).toBe(110.91);
    // 1 / (0.603 × 0.203) = 8.1696 per m² → 906.09 → 907; × 1.05 = 951.4 → 952; 40 per pallet → 24
    expect(lineOf(result, 'units')).toMatchObject({ net: 907, total: 952 });
    expect(lineOf(result, 'units').extra?.value).toBe(24);
    // joint share of the face 1 − 0.12 / 0.122409 = 0.01968; × 0.3 m × 110.91 m² = 0.6548 m³
    // glue 0.6548 × 1500 = 982.2 kg; +5 % = 1031.3 kg = 41.25 bags of 25 kg → 42
    expect(figure(result, 'glueVolume')).toBe(0.655);
    expect(lineOf(result, 'glue')).toMatchObject({ net: 982.2, buy: 42, buyUnit: 'bag' });
    expect(result.lines.map((l) => l.id)).toEqual(['units', 'glue']);
  });

  it('3. one-brick wall of thickened brick 250×120×88, 20 × 3 m, a 2 × 2 m opening, prices', () => {
    const result = calc('wall', {
      length: 20,
      height: 3,
      material: 'brickThickened',
      thickness: 'one',
      openings: [{ width: 2, height: 2, count: 1 }],
      prices: { units: 1500, mortarCement: 62000 },
    });
    // net 60 − 4 = 56 m²; 2 / (0.26 × 0.098) = 78.493 per m² → 4395.6 → 4396; × 1.05 = 4615.4 → 4616
    expect(lineOf(result, 'units')).toMatchObject({
      net: 4396,
      total: 4616,
      buy: 4616,
      cost: 4616 * 1500,
    });
    // pallets of 352: 13.1 → 14
    expect(lineOf(result, 'units').extra?.value).toBe(14);
    // volume 56 × 0.25 = 14 m³; bricks 4395.6 × 0.00264 = 11.604 m³ → mortar 2.396 m³
    // cement 2.3956 × 365.76 = 876.2 kg; +5 % = 920 kg = 18.4 bags → 19 × 62 000 = 1 178 000
    expect(figure(result, 'mortarVolume')).toBe(2.396);
    expect(lineOf(result, 'mortarCement')).toMatchObject({ net: 876.2, buy: 19, cost: 1178000 });
    expect(result.totalCost).toBe(4616 * 1500 + 1178000);
  });
});

describe('wall: edge cases', () => {
  it('zero openings: the net area is the whole wall', () => {
    const r = calc('wall', { length: 12, height: 2.5, material: 'brickDouble', openings: [] });
    expect(figure(r, 'netArea')).toBe(30);
    expect(figure(r, 'openingsArea')).toBe(0);
  });

  it('an opening covering most of the wall leaves a small net area', () => {
    const result = calc('wall', {
      length: 10,
      height: 3,
      material: 'brickSingle',
      thickness: 'half',
      openings: [{ width: 9.9, height: 2.9 }],
    });
    // 30 − 28.71 = 1.29 m² × 51.28 = 66.15 → 67; × 1.05 = 69.46 → 70
    expect(figure(result, 'netArea')).toBe(1.29);
    expect(lineOf(result, 'units')).toMatchObject({ net: 67, total: 70 });
  });

  it('rejects an opening larger than the wall and openings that cover it', () => {
    expect(
      errors('wall', {
        length: 10,
        height: 3,
        material: 'brickSingle',
        openings: [{ width: 11, height: 2 }],
      }),
    ).toEqual({ 'openings.0.width': 'calculator:error.openingTooLarge' });
    expect(
      errors('wall', {
        length: 10,
        height: 3,
        material: 'brickSingle',
        openings: [{ width: 1, height: 3.5 }],
      }),
    ).toEqual({ 'openings.0.height': 'calculator:error.openingTooLarge' });
    expect(
      errors('wall', {
        length: 10,
        height: 3,
        material: 'brickSingle',
        openings: [{ width: 10, height: 3 }],
      }),
    ).toEqual({ openings: 'calculator:error.openingsCoverWall' });
    expect(
      errors('wall', {
        length: 10,
        height: 3,
        material: 'brickSingle',
        openings: [{ width: 5, height: 3, count: 2 }],
      }),
    ).toEqual({ openings: 'calculator:error.openingsCoverWall' });
    expect(
      errors('wall', {
        length: 10,
        height: 3,
        material: 'brickSingle',
        openings: [{ width: 0, height: 1 }],
      }),
    ).toEqual({ 'openings.0.width': 'calculator:error.positive' });
  });

  it('rejects zero and negative wall sizes', () => {
    expect(errors('wall', { length: 0, height: -2.8, material: 'brickSingle' })).toEqual({
      length: 'calculator:error.positive',
      height: 'calculator:error.positive',
    });
  });

  it('a custom unit needs its size; with it, the same formula applies', () => {
    expect(errors('wall', { length: 10, height: 3, material: 'custom' })).toEqual({
      unitLength: 'calculator:error.unitSizeRequired',
      unitWidth: 'calculator:error.unitSizeRequired',
      unitHeight: 'calculator:error.unitSizeRequired',
    });
    const result = calc('wall', {
      length: 10,
      height: 1,
      material: 'custom',
      unitLength: 390,
      unitWidth: 190,
      unitHeight: 188,
      thickness: 'block',
      joint: 12,
      perPallet: 60,
      wastePercent: 0,
    });
    // 1 / (0.402 × 0.2) = 12.438 per m² × 10 m² = 124.38 → 125; pallets of 60 → 3
    expect(lineOf(result, 'units')).toMatchObject({ net: 125, total: 125 });
    expect(lineOf(result, 'units').extra?.value).toBe(3);
  });

  it('tiny and huge walls', () => {
    // 0.1 × 0.1 m = 0.01 m² × 51.28 = 0.51 → 1 brick, 1 pallet, 1 bag
    const tiny = calc('wall', {
      length: 0.1,
      height: 0.1,
      material: 'brickSingle',
      thickness: 'half',
    });
    expect(lineOf(tiny, 'units')).toMatchObject({ net: 1, total: 1 });
    expect(lineOf(tiny, 'mortarCement').buy).toBe(1);
    // 10 000 m × 100 m = 1 000 000 m² × 102.564 = 102 564 103 bricks (+5 % = 107 692 308)
    const huge = calc('wall', {
      length: 10000,
      height: 100,
      material: 'brickSingle',
      thickness: 'one',
    });
    expect(lineOf(huge, 'units')).toMatchObject({ net: 102564103, total: 107692308 });
  });
});
