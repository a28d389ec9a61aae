import { describe, expect, it } from 'vitest';
import { formatArea, formatDate, formatDateTime, formatNumber, formatSom, NBSP } from './format';
import { INTL_TAG, LANGS } from './languages';

// Expected strings are written with "_" for the no-break space U+00A0, which is easy to miss.
const nb = (s: string) => s.replaceAll('_', NBSP);

describe('formatSom', () => {
  it.each([
    ['uz', '1_234_568_soʻm'],
    ['oz', '1_234_568_сўм'],
    ['ru', '1_234_568_сум'],
    ['en', '1,234,568_UZS'], // en-US grouping, as Intl gives it for the mapped tag
  ] as const)('%s', (lang, expected) => {
    expect(formatSom(1234567.8, lang)).toBe(nb(expected));
  });
  it('rounds to whole soʻm and never shows -0', () => {
    expect(formatSom(999.5, 'uz')).toBe(nb('1_000_soʻm'));
    expect(formatSom(-0.4, 'uz')).toBe(nb('0_soʻm'));
    expect(formatSom(-2500, 'ru')).toBe(nb('-2_500_сум'));
    expect(formatSom(Number.NaN, 'uz')).toBe('—');
  });
});

describe('formatNumber and formatArea', () => {
  it('groups with U+00A0 and uses the decimal comma except in English', () => {
    expect(formatNumber(1234567.25, 'uz')).toBe(nb('1_234_567,25'));
    expect(formatNumber(1234567.25, 'ru')).toBe(nb('1_234_567,25'));
    expect(formatNumber(1234567.25, 'en')).toBe('1,234,567.25');
    expect(formatNumber(5, 'oz')).toBe('5');
  });
  it('never leaves a breaking or narrow space, whatever the ICU build', () => {
    for (const lang of LANGS) expect(formatSom(123456789, lang)).not.toMatch(/[ \u202F\u2009]/);
  });
  it('formats square metres', () => {
    expect(formatArea(120, 'uz')).toBe(nb('120_m²'));
    expect(formatArea(45.55, 'oz')).toBe(nb('45,6_м²'));
    expect(formatArea(1500, 'ru')).toBe(nb('1_500_м²'));
    expect(formatArea(12.5, 'en')).toBe(nb('12.5_m²'));
  });
});

describe('formatDate in Asia/Tashkent', () => {
  // 20:30 UTC on 14 March is 01:30 on 15 March in Tashkent (UTC+5).
  const nearMidnight = '2024-03-14T20:30:00Z';
  it.each([
    ['uz', '15-mart, 2024'],
    ['oz', '15 март, 2024'],
    ['ru', '15 марта 2024 г.'],
    ['en', 'March 15, 2024'],
  ] as const)('%s long', (lang, expected) => {
    expect(formatDate(nearMidnight, lang)).toBe(nb(expected));
    expect(formatDate(new Date(nearMidnight), lang)).toBe(nb(expected));
  });
  it('has the other styles', () => {
    expect(formatDate(nearMidnight, 'uz', { style: 'medium' })).toBe('15-mar, 2024');
    expect(formatDate(nearMidnight, 'oz', { style: 'medium' })).toBe('15 мар, 2024');
    expect(formatDate(nearMidnight, 'uz', { style: 'short' })).toBe('15.03.2024');
    expect(formatDate(nearMidnight, 'ru', { style: 'short' })).toBe('15.03.2024');
    expect(formatDate(nearMidnight, 'en', { style: 'short' })).toBe('03/15/2024');
    expect(formatDate(nearMidnight, 'oz', { style: 'monthYear' })).toBe('март, 2024');
    expect(formatDate('2024-12-31T19:00:00Z', 'uz')).toBe('1-yanvar, 2025');
  });
  it('rejects what is not a date', () => {
    expect(() => formatDate('yesterday', 'uz')).toThrow(RangeError);
  });
  // Our Uzbek month tables exist so browsers with trimmed ICU data render what the server did;
  // they must say what CLDR says.
  it.each(['uz', 'oz'] as const)('%s month names agree with ICU', (lang) => {
    for (let m = 0; m < 12; m++) {
      const date = new Date(Date.UTC(2024, m, 10, 12));
      for (const [style, month] of [
        ['long', 'long'],
        ['medium', 'short'],
      ] as const) {
        const icu = new Intl.DateTimeFormat(INTL_TAG[lang], {
          day: 'numeric',
          month,
          year: 'numeric',
          timeZone: 'Asia/Tashkent',
        }).format(date);
        expect(formatDate(date, lang, { style })).toBe(icu);
      }
    }
  });
});

describe('formatDateTime', () => {
  it.each([
    ['uz', '1-yanvar, 2025, 00:05'],
    ['oz', '1 январ, 2025 00:05'],
    ['ru', '1 января 2025 г. в 00:05'],
    ['en', 'January 1, 2025 at 12:05 AM'], // a plain space before AM, as CLDR 44+
  ] as const)('%s', (lang, expected) => {
    expect(formatDateTime('2024-12-31T19:05:00Z', lang)).toBe(nb(expected));
  });
  it('has a short style', () => {
    expect(formatDateTime('2024-12-31T19:05:00Z', 'oz', { style: 'short' })).toBe(
      '01.01.2025, 00:05',
    );
    expect(formatDateTime('2024-12-31T19:05:00Z', 'ru', { style: 'short' })).toBe(
      '01.01.2025, 00:05',
    );
  });
});
