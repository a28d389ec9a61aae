import { describe, expect, it } from 'vitest';
import metadata from 'libphonenumber-js/metadata.min.json' with { type: 'json' };
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { formatPhone, normalizePhone, UZ_METADATA } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['+998 90 123 45 67', '+998901234567'],
    ['90 123 45 67', '+998901234567'],
    ['(90) 123-45-67', '+998901234567'],
    ['901234567', '+998901234567'],
    ['998901234567', '+998901234567'],
    ['00998901234567', '+998901234567'],
    ['+998 (33) 123 45 67', '+998331234567'],
    ['+998\u00A095\u00A0123\u00A045\u00A067', '+998951234567'],
    ['  +998-71-200-00-00 ', '+998712000000'],
  ])('%j → %s', (input, out) => expect(normalizePhone(input)).toBe(out));

  it.each([
    [''],
    ['abc'],
    ['+998 12 345'],
    ['+998 10 123 45 67'],
    ['90 123 45 6'],
    ['90 123 45 678'],
    ['+998901234567890'],
    ['90-123-45-67x'],
    ['name@example.com'],
    ['+'],
    ['0'],
    ['1'.repeat(40)],
  ])('%j is not a phone', (input) => expect(normalizePhone(input)).toBeNull());

  it('accepts other countries only in full international form (the server decides if they may get SMS)', () => {
    expect(normalizePhone('+7 912 345 67 89')).toBe('+79123456789');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('+1 23')).toBeNull();
  });

  it('answers as libphonenumber-js does for Uzbek numbers of every prefix and length', () => {
    const reference = (input: string) => {
      const parsed = parsePhoneNumberFromString(input, 'UZ', UZ_METADATA);
      return parsed && parsed.isValid() ? parsed.number : null;
    };
    // from 01: a leading 00 is the international prefix, turned into + before the parser is asked
    for (let prefix = 1; prefix < 100; prefix++)
      for (const rest of ['1234567', '0000000', '9999999', '123456', '12345678']) {
        const national = `${String(prefix).padStart(2, '0')}${rest}`;
        for (const input of [national, `+998${national}`])
          expect(normalizePhone(input), input).toBe(reference(input));
      }
  });

  it('keeps the Uzbek metadata in step with libphonenumber-js', () => {
    const m = UZ_METADATA as unknown as { countries: { UZ: unknown } };
    expect(m.countries.UZ).toEqual(
      (metadata as { countries: Record<string, unknown> }).countries.UZ,
    );
  });
});

describe('formatPhone', () => {
  it('groups an Uzbek number the way people read it', () => {
    expect(formatPhone('+998901234567')).toBe('+998 90 123 45 67');
    expect(formatPhone('+79123456789')).toBe('+79123456789');
  });
});
