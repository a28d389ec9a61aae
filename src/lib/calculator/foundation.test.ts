// Foundation worked examples, computed by hand (the arithmetic is in the comments).
// Constants: dry factor 1.54, cement 1440 kg/m³ in 50 kg bags, steel 7850 kg/m³, cover 50 mm.
import { describe, expect, it } from 'vitest';
import { barMassPerM, barsAcross } from './foundation';
import { calc, errors, figure, lineOf } from './test-helpers';

describe('foundation: constants', () => {
  it('bar mass per metre matches the rebar tables', () => {
    // π × 0.012² / 4 × 7850 = 0.8878 kg/m (table: 0.888); Ø10: 0.6165 (table: 0.617)
    expect(barMassPerM(12)).toBeCloseTo(0.888, 3);
    expect(barMassPerM(10)).toBeCloseTo(0.617, 3);
  });

  it('bars across a section keep the cover on both sides', () => {
    expect(barsAcross(0.4, 200)).toBe(2); // (0.4 − 0.1) / 0.2 = 1.5 → 1 space → 2 bars
    expect(barsAcross(0.5, 200)).toBe(3); // 0.4 / 0.2 = 2 spaces exactly → 3 bars
    expect(barsAcross(0.08, 200)).toBe(1); // narrower than the cover: one bar
  });
});

describe('foundation: worked examples', () => {
  it('1. strip 10 × 8 m, 6 m inner walls, 0.4 × 1.0 m, 1:2:4, Ø12 @ 200, 2 rows, 5 %', () => {
    const result = calc('foundation', {
      type: 'strip',
      length: 10,
      width: 8,
      innerWalls: 6,
      stripWidth: 0.4,
      stripDepth: 1,
      mix: '1:2:4',
      barDiameter: 12,
      barSpacing: 200,
      barRows: 2,
      wastePercent: 5,
    });
    // strip length = 2 × (10 + 8) + 6 = 42 m; V = 42 × 0.4 × 1.0 = 16.8 m³
    expect(figure(result, 'stripLength')).toBe(42);
    expect(figure(result, 'concreteVolume')).toBe(16.8);
    // dry = 16.8 × 1.54 = 25.872 m³, 7 parts: cement 3.696 m³ × 1440 = 5322.24 kg
    // + 5 % = 5588.35 kg = 111.77 bags → 112
    expect(lineOf(result, 'cement')).toMatchObject({
      net: 5322.2,
      total: 5588.4,
      buy: 112,
      buyUnit: 'bag',
    });
    // sand 25.872 × 2/7 = 7.392 m³ (+5 % = 7.7616 → 7.8); gravel × 4/7 = 14.784 (+5 % = 15.5232 → 15.6)
    expect(lineOf(result, 'sand')).toMatchObject({ net: 7.392, buy: 7.8 });
    expect(lineOf(result, 'gravel')).toMatchObject({ net: 14.784, buy: 15.6 });
    // rebar: 2 bars per row × 2 rows × 42 m = 168 m × 0.8878 = 149.15 kg; + 5 % = 156.6 → 157 kg
    expect(figure(result, 'rebarLength')).toBe(168);
    expect(lineOf(result, 'rebar')).toMatchObject({ net: 149.2, buy: 157 });
    // formwork both sides: 2 × 42 × 1.0 = 84 m²; + 5 % = 88.2 → 89 m²
    expect(lineOf(result, 'formwork')).toMatchObject({ net: 84, waste: 4.2, buy: 89 });
  });

  it('2. slab 6 × 4 m, 200 mm, 1:3:6, Ø10 @ 200, 2 meshes, 5 %', () => {
    const result = calc('foundation', {
      type: 'slab',
      length: 6,
      width: 4,
      slabThickness: 200,
      mix: '1:3:6',
      barDiameter: 10,
    });
    // V = 6 × 4 × 0.2 = 4.8 m³; edge formwork 2 × (6 + 4) × 0.2 = 4 m²
    expect(figure(result, 'concreteVolume')).toBe(4.8);
    expect(lineOf(result, 'formwork')).toMatchObject({ net: 4, buy: 5 }); // 4.2 → 5
    // dry 7.392 m³, 10 parts: cement 0.7392 m³ × 1440 = 1064.45 kg; +5 % = 1117.67 = 22.35 bags → 23
    expect(lineOf(result, 'cement')).toMatchObject({ net: 1064.4, buy: 23 });
    // sand 7.392 × 3/10 = 2.2176 (+5 % 2.3285 → 2.4); gravel × 6/10 = 4.4352 (+5 % 4.657 → 4.7)
    expect(lineOf(result, 'sand')).toMatchObject({ net: 2.218, buy: 2.4 });
    expect(lineOf(result, 'gravel')).toMatchObject({ net: 4.435, buy: 4.7 });
    // mesh: along 6 m: floor(3.9 / 0.2) + 1 = 20 bars × 5.9 m = 118 m;
    //       along 4 m: floor(5.9 / 0.2) + 1 = 30 bars × 3.9 m = 117 m; 235 m × 2 = 470 m
    // 470 × 0.61654 = 289.77 kg; + 5 % = 304.26 → 305 kg
    expect(figure(result, 'rebarLength')).toBe(470);
    expect(lineOf(result, 'rebar')).toMatchObject({ net: 289.8, buy: 305 });
  });

  it('3. 12 bored piles Ø300 × 2.5 m + grillage 36 × 0.4 × 0.4 m, ready-mix, prices', () => {
    const result = calc('foundation', {
      type: 'piles',
      pileCount: 12,
      pileDiameter: 300,
      pileDepth: 2.5,
      barsPerPile: 4,
      grillage: true,
      grillageLength: 36,
      grillageWidth: 0.4,
      grillageHeight: 0.4,
      concrete: 'readyMix',
      prices: { concrete: 850000, rebar: 9000 },
    });
    // piles 12 × π × 0.15² × 2.5 = 2.1206 m³; grillage 36 × 0.4 × 0.4 = 5.76 m³; total 7.8806
    expect(figure(result, 'pileVolume')).toBe(2.121);
    expect(figure(result, 'grillageVolume')).toBe(5.76);
    expect(figure(result, 'concreteVolume')).toBe(7.881);
    // + 5 % = 8.2746 → 8.3 m³ × 850 000 = 7 055 000 soʻm
    expect(lineOf(result, 'concrete')).toMatchObject({ net: 7.881, buy: 8.3, cost: 7055000 });
    // rebar: piles 12 × 4 × 2.5 = 120 m; grillage 2 rows × 2 bars × 36 = 144 m → 264 m × 0.8878 = 234.38 kg
    // + 5 % = 246.1 → 247 kg × 9000 = 2 223 000 soʻm
    expect(lineOf(result, 'rebar')).toMatchObject({ net: 234.4, buy: 247, cost: 2223000 });
    // formwork only for the grillage sides: 2 × 36 × 0.4 = 28.8 m² (+5 % = 30.24 → 31), not priced
    expect(lineOf(result, 'formwork')).toMatchObject({ net: 28.8, buy: 31 });
    expect(lineOf(result, 'formwork').cost).toBeUndefined();
    expect(result.totalCost).toBe(7055000 + 2223000);
    expect(result.lines.map((l) => l.id)).not.toContain('cement');
  });
});

describe('foundation: edge cases', () => {
  it('piles without grillage need no formwork; no rebar rows and no bars means no rebar line', () => {
    const result = calc('foundation', {
      type: 'piles',
      pileCount: 1,
      pileDiameter: 200,
      pileDepth: 1,
      barsPerPile: 0,
      barRows: 0,
    });
    expect(result.lines.map((l) => l.id)).toEqual(['cement', 'sand', 'gravel']);
    // 1 × π × 0.1² × 1 = 0.0314 m³ → cement 0.0314 × 1.54 / 7 × 1440 = 9.95 kg → 1 bag
    expect(lineOf(result, 'cement').buy).toBe(1);
  });

  it('a zero waste allowance buys exactly the need (rounded up)', () => {
    const result = calc('foundation', {
      type: 'slab',
      length: 5,
      width: 5,
      slabThickness: 100,
      wastePercent: 0,
      concrete: 'readyMix',
    });
    expect(lineOf(result, 'concrete')).toMatchObject({ net: 2.5, waste: 0, buy: 2.5 });
  });

  it('rejects impossible sizes with field errors', () => {
    expect(
      errors('foundation', { type: 'strip', length: 0, width: -3, stripWidth: 0.4, stripDepth: 1 }),
    ).toEqual({ length: 'calculator:error.positive', width: 'calculator:error.positive' });
    expect(
      errors('foundation', { type: 'piles', pileCount: 2.5, pileDiameter: 300, pileDepth: 2 }),
    ).toEqual({ pileCount: 'calculator:error.integer' });
    expect(errors('foundation', { type: 'dome' })).toEqual({ type: 'calculator:error.choice' });
    expect(
      errors('foundation', { type: 'slab', length: 5, width: 5, slabThickness: 200, mix: '1:9:9' }),
    ).toEqual({ mix: 'calculator:error.choice' });
    expect(
      errors('foundation', { type: 'slab', length: '5', width: 5, slabThickness: 200 }),
    ).toEqual({ length: 'calculator:error.number' });
  });
});
