// Roofing worked examples, computed by hand. Roof area = plan area with overhangs ÷ cos(pitch),
// per slope; sheets = area ÷ (useful width × (sheet length − end overlap)), + waste, rounded up.
import { describe, expect, it } from 'vitest';
import { roofGeometry } from './roofing';
import type { RoofingInput } from './roofing.schema';
import { calc, errors, figure, lineOf } from './test-helpers';

const roof = (over: Partial<RoofingInput>): RoofingInput => ({
  roofType: 'gable',
  length: 10,
  width: 8,
  eaveOverhang: 0.5,
  gableOverhang: 0.3,
  pitchMode: 'angle',
  pitch: 30,
  covering: 'metalTile',
  ...over,
});

describe('roofing: worked examples', () => {
  it('1. gable 10 × 8 m, overhangs 0.5 / 0.3 m, 30°, metal tile 2.25 m sheets', () => {
    const result = calc('roofing', roof({}));
    // plan 10.6 × 9 = 95.4 m²; ÷ cos 30° (0.866025) = 110.158 m²; two slopes of 55.079 m²
    expect(figure(result, 'planArea')).toBe(95.4);
    expect(figure(result, 'roofArea')).toBe(110.16);
    expect(figure(result, 'slope1')).toBe(55.08);
    expect(figure(result, 'slope2')).toBe(55.08);
    // rafter 4.5 / 0.866 = 5.196 m; rise 4 × tan 30° = 2.309 m; ridge 10.6; eaves 2 × 10.6; rakes 4 × 5.196
    expect(figure(result, 'slopeLength')).toBe(5.2);
    expect(figure(result, 'rise')).toBe(2.31);
    expect(figure(result, 'ridgeLength')).toBe(10.6);
    expect(figure(result, 'eaveLength')).toBe(21.2);
    expect(figure(result, 'rakeLength')).toBe(20.78);
    // useful sheet 1.10 × (2.25 − 0.15) = 2.31 m² → 47.69 → 48 sheets; + 10 % = 52.46 → 53
    expect(lineOf(result, 'covering')).toMatchObject({
      net: 48,
      waste: 5,
      total: 53,
      buy: 53,
      buyUnit: 'sheet',
    });
    // underlay 110.158 × 1.1 = 121.17 m² ÷ 67.5 m² per roll = 1.8 → 2 rolls
    expect(lineOf(result, 'underlay')).toMatchObject({ buy: 2, buyUnit: 'roll' });
    expect(result.wastePercent).toBe(10);
    expect(result.warnings).toEqual([]);
  });

  it('2. hip 12 × 8 m, eaves 0.5 m, 25°, bitumen shingles (3 m² packs), 15 % waste', () => {
    const result = calc(
      'roofing',
      roof({ roofType: 'hip', length: 12, width: 8, pitch: 25, covering: 'shingles' }),
    );
    // plan 13 × 9 = 117 m² ÷ cos 25° (0.906308) = 129.094 m²
    expect(figure(result, 'roofArea')).toBe(129.1);
    // run a = 4.5 m, rafter 4.5 / 0.906308 = 4.9652 m; ridge 13 − 9 = 4 m
    // trapezoids (13 + 4) / 2 × 4.9652 = 42.204 m² each; triangles 9 × 4.9652 / 2 = 22.343 m² each
    expect(figure(result, 'ridgeLength')).toBe(4);
    expect([1, 2, 3, 4].map((i) => figure(result, `slope${i}`))).toEqual([
      42.2, 42.2, 22.34, 22.34,
    ]);
    // hip: √(2 × 4.5² + (4.5 × tan 25°)²) = √(40.5 + 2.0984²) = 6.701 m, × 4 = 26.80 m; eaves 2 × (13 + 9) = 44
    expect(figure(result, 'hipLength')).toBe(26.8);
    expect(figure(result, 'eaveLength')).toBe(44);
    // + 15 % = 148.458 m² ÷ 3 = 49.49 → 50 packs; underlay 148.458 ÷ 67.5 = 2.2 → 3 rolls
    expect(result.wastePercent).toBe(15);
    expect(lineOf(result, 'covering')).toMatchObject({
      net: 129.1,
      total: 148.46,
      buy: 50,
      buyUnit: 'pack',
      packSize: 3,
    });
    expect(lineOf(result, 'underlay').buy).toBe(3);
  });

  it('3. single-slope 6 × 4 m, overhangs 0.4 / 0.2 m, pitch 1 : 4 (rise/run), profiled sheet 2 m', () => {
    const result = calc(
      'roofing',
      roof({
        roofType: 'single',
        length: 6,
        width: 4,
        eaveOverhang: 0.4,
        gableOverhang: 0.2,
        pitchMode: 'ratio',
        rise: 1,
        run: 4,
        covering: 'profiled',
      }),
    );
    // atan(1/4) = 14.04°; plan 6.4 × 4.8 = 30.72 m² × √17 / 4 = 31.665 m²; rise 4 × 1/4 = 1 m
    expect(figure(result, 'pitch')).toBe(14);
    expect(figure(result, 'roofArea')).toBe(31.67);
    expect(figure(result, 'rise')).toBe(1);
    // useful 1.10 × (2.0 − 0.2) = 1.98 m² → 15.99 → 16 sheets; + 10 % = 17.59 → 18
    expect(lineOf(result, 'covering')).toMatchObject({ net: 16, total: 18 });
    // a single slope has no ridge or hips: those figures are left out
    expect(result.summary.map((q) => q.key)).not.toContain('ridgeLength');
    expect(result.summary.map((q) => q.key)).not.toContain('hipLength');
    expect(figure(result, 'eaveLength')).toBe(6.4);
  });
});

describe('roofing: geometry holds for every type', () => {
  it('the slopes add up to plan ÷ cos(pitch)', () => {
    for (const roofType of ['single', 'gable', 'hip'] as const) {
      for (const pitch of [1, 17, 45, 75]) {
        const g = roofGeometry(roof({ roofType, pitch, length: 11, width: 7 }));
        expect(g.area).toBeCloseTo(g.planArea / Math.cos((pitch * Math.PI) / 180), 9);
      }
    }
  });

  it('a square hip roof is a pyramid: no ridge, four equal hips', () => {
    const g = roofGeometry(roof({ roofType: 'hip', length: 8, width: 8, pitch: 45 }));
    expect(g.ridge).toBe(0);
    // a = 4.5, hip = √(2 × 20.25 + 20.25) = 7.794 m
    expect(g.hips / 4).toBeCloseTo(Math.sqrt(3 * 4.5 * 4.5), 9);
  });

  it('an angle and the same rise/run give the same roof', () => {
    const a = roofGeometry(roof({ pitchMode: 'angle', pitch: 45 }));
    const b = roofGeometry(roof({ pitchMode: 'ratio', rise: 2, run: 2 }));
    expect(b.area).toBeCloseTo(a.area, 9);
  });
});

describe('roofing: edge cases', () => {
  it('minimum pitch 1°: the area is nearly the plan area, and metal tile warns', () => {
    const r = calc('roofing', roof({ pitch: 1 }));
    // 95.4 ÷ cos 1° (0.999848) = 95.415 m²
    expect(figure(r, 'roofArea')).toBe(95.41);
    expect(r.warnings).toEqual(['pitchBelowCovering']);
  });

  it('maximum pitch 75°: the area is almost four times the plan', () => {
    const r = calc('roofing', roof({ pitch: 75 }));
    // 95.4 ÷ cos 75° (0.258819) = 368.60 m²
    expect(figure(r, 'roofArea')).toBe(368.6);
  });

  it('rejects a pitch of 90° or 0°, a flat rise/run and a vertical one', () => {
    expect(errors('roofing', roof({ pitch: 90 }))).toEqual({
      pitch: 'calculator:error.pitchRange',
    });
    expect(errors('roofing', roof({ pitch: 0 }))).toEqual({ pitch: 'calculator:error.pitchRange' });
    expect(errors('roofing', roof({ pitchMode: 'ratio', rise: 10, run: 1 }))).toEqual({
      rise: 'calculator:error.pitchRange',
    }); // 84°
    expect(errors('roofing', roof({ pitchMode: 'ratio', rise: 1, run: 0 }))).toEqual({
      run: 'calculator:error.positive',
    });
    expect(errors('roofing', roof({ pitchMode: 'ratio', pitch: undefined }))).toEqual({
      rise: 'calculator:error.number',
      run: 'calculator:error.number',
    });
  });

  it('rejects zero sizes, negative overhangs and a sheet shorter than its overlap', () => {
    expect(errors('roofing', roof({ length: 0, eaveOverhang: -0.5 }))).toEqual({
      length: 'calculator:error.positive',
      eaveOverhang: 'calculator:error.min',
    });
    expect(errors('roofing', roof({ sheetLength: 0.3 }))).toEqual({
      sheetLength: 'calculator:error.sheetTooShort',
    });
  });

  it('tiny and huge roofs', () => {
    // 0.5 × 0.5 m with no overhangs at 30°: 0.25 ÷ 0.866 = 0.289 m² → 1 sheet, 1 roll
    const tiny = calc(
      'roofing',
      roof({ length: 0.5, width: 0.5, eaveOverhang: 0, gableOverhang: 0 }),
    );
    expect(lineOf(tiny, 'covering').buy).toBe(1);
    expect(lineOf(tiny, 'underlay').buy).toBe(1);
    // 500 × 500 m at 30°: plan (500 + 0.6) × (500 + 1) = 250 800.6 m² ÷ 0.866025 = 289 599.6 m²
    const huge = calc('roofing', roof({ length: 500, width: 500 }));
    expect(figure(huge, 'roofArea')).toBeCloseTo(289599.6, 0);
  });
});
