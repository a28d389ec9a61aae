import { describe, expect, it } from 'vitest';
import { finishingLevelEnum, wallMaterialEnum } from '../db/schema';
import regionData from './catalog/uz-regions.json' with { type: 'json' };
import { nationalRates, regionalRates } from '@/lib/estimator/construction-rates';
import { englishDistrictName } from './reference.server';

describe('englishDistrictName', () => {
  it('uses the Uzbek suffix when there is one, else the kind', () => {
    expect(englishDistrictName('Oltinkoʻl tumani', 'district')).toBe('Oltinkoʻl district');
    expect(englishDistrictName('Andijon', 'city')).toBe('Andijon city');
    expect(englishDistrictName('Qoʻqon shahri', 'city')).toBe('Qoʻqon city');
    expect(englishDistrictName('Gʻozgʻon tumani', 'city')).toBe('Gʻozgʻon district');
  });

  it('names every district of the data file', () => {
    const all = regionData.regions.flatMap((r) => r.districts);
    expect(all).toHaveLength(209);
    for (const d of all)
      expect(englishDistrictName(d.name.uz, d.kind)).toMatch(/^\S.* (district|city)$/);
  });
});

describe('construction rates', () => {
  const rate = (w: string, l: string) =>
    nationalRates().find((r) => r.wallMaterial === w && r.finishingLevel === l)!.ratePerM2;

  it('has one national rate per wall material and finishing level, rising with the level', () => {
    expect(nationalRates()).toHaveLength(
      wallMaterialEnum.enumValues.length * finishingLevelEnum.enumValues.length,
    );
    for (const w of wallMaterialEnum.enumValues) {
      expect(rate(w, 'shell')).toBeLessThan(rate(w, 'whiteBox'));
      expect(rate(w, 'whiteBox')).toBeLessThan(rate(w, 'turnkey'));
    }
  });

  it('keeps the assumed proportions: brick turnkey 4.5–6.5 M, blocks cheaper, frame cheaper still', () => {
    expect(rate('brick', 'turnkey')).toBeGreaterThanOrEqual(4_500_000);
    expect(rate('brick', 'turnkey')).toBeLessThanOrEqual(6_500_000);
    expect(rate('aeratedConcrete', 'turnkey')).toBeLessThan(rate('brick', 'turnkey'));
    expect(rate('frame', 'turnkey')).toBeLessThan(rate('aeratedConcrete', 'turnkey'));
    expect(regionalRates(1.25).every((r, i) => r.ratePerM2 > nationalRates()[i]!.ratePerM2)).toBe(
      true,
    );
  });
});
