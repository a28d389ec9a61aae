import { describe, expect, it } from 'vitest';
import { ceilTo, line, round, withCosts } from './numbers';

describe('rounding to what a shop sells', () => {
  it('rounds up, but float noise never adds a pack', () => {
    expect(ceilTo(0.1 + 0.2, 0.1)).toBe(0.3); // 0.30000000000000004 is 0.3, not 0.4
    expect(ceilTo(3 * 1.1, 0.1)).toBe(3.3);
    expect(ceilTo(100 / 50)).toBe(2);
    expect(ceilTo(2.0001)).toBe(3);
    expect(ceilTo(7.761, 0.1)).toBe(7.8);
    expect(ceilTo(0)).toBe(0);
  });

  it('rounds half away from zero', () => {
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(2.5, 0)).toBe(3);
  });

  it('packs: 100 kg in 50 kg bags is exactly 2 bags; 100.1 kg is 3', () => {
    expect(
      line({
        id: 'c',
        unit: 'kg',
        net: 100,
        wastePercent: 0,
        mode: 'packs',
        buyUnit: 'bag',
        packSize: 50,
      }).buy,
    ).toBe(2);
    expect(
      line({
        id: 'c',
        unit: 'kg',
        net: 100.1,
        wastePercent: 0,
        mode: 'packs',
        buyUnit: 'bag',
        packSize: 50,
      }).buy,
    ).toBe(3);
  });

  it('pieces: net and total are whole pieces, and net + waste = total = buy', () => {
    // 10.2 pieces → 11 needed; with 5 %: 10.71 → 11 total, waste 0
    expect(
      line({ id: 'u', unit: 'pcs', net: 10.2, wastePercent: 5, mode: 'pieces' }),
    ).toMatchObject({ net: 11, waste: 0, total: 11, buy: 11 });
    // 100 pieces + 5 % = 105
    expect(line({ id: 'u', unit: 'pcs', net: 100, wastePercent: 5, mode: 'pieces' })).toMatchObject(
      { net: 100, waste: 5, total: 105, buy: 105 },
    );
    // 105 pieces in boxes of 10 → 11 boxes
    expect(
      line({
        id: 'u',
        unit: 'pcs',
        net: 100,
        wastePercent: 5,
        mode: 'pieces',
        buyUnit: 'box',
        packSize: 10,
      }),
    ).toMatchObject({ total: 105, buy: 11, buyUnit: 'box', packSize: 10 });
  });

  it('measure: shown figures add up (net + waste = total) after rounding', () => {
    const computed = line({
      id: 's',
      unit: 'm3',
      net: 7.3924,
      wastePercent: 5,
      mode: 'measure',
      step: 0.1,
    });
    expect(computed.net).toBe(7.392);
    expect(computed.total).toBe(7.762); // 7.76202
    expect(round(computed.net + computed.waste, 3)).toBe(computed.total);
    expect(computed.buy).toBe(7.8);
  });

  it('costs: whole so\u02bcm per priced line and their total; no prices, no cost', () => {
    const lines = [
      line({
        id: 'a',
        unit: 'kg',
        net: 120,
        wastePercent: 0,
        mode: 'packs',
        buyUnit: 'bag',
        packSize: 50,
      }), // 3 bags
      line({ id: 'b', unit: 'm3', net: 1.25, wastePercent: 0, mode: 'measure', step: 0.1 }), // 1.3 m³
    ];
    const priced = withCosts(lines, { a: 65000, b: 180000.4 });
    expect(priced.lines.map((l) => l.cost)).toEqual([195000, 234001]); // 1.3 × 180000.4 = 234000.52
    expect(priced.totalCost).toBe(429001);
    expect(withCosts(lines, {}).totalCost).toBeUndefined();
    expect(withCosts(lines, undefined).lines[0]!.cost).toBeUndefined();
  });
});
