// Phone numbers as people write them (+998 90 123 45 67, 90 123 45 67, (90) 123-45-67,
// 998901234567) become E.164 (+998901234567), the only form stored and compared.
// The Uzbek entry of libphonenumber-js's metadata decides what a valid Uzbek number is: its national
// pattern and length, read here without the library's parser (7 KB brotli, too much for the
// sign-in island: docs/decisions/005-island-weight.md, 014). phone.test.ts checks the answers
// against libphonenumber-js itself and the entry against its current metadata.
import type { MetadataJson } from 'libphonenumber-js/core';

/** The `UZ` entry of libphonenumber-js/metadata.min.json (phone.test.ts checks it has not drifted). */
export const UZ_METADATA = {
  version: 4,
  country_calling_codes: { '998': ['UZ'] },
  countries: {
    UZ: [
      '998',
      '00',
      '(?:20|33|[5-9]\\d)\\d{7}',
      [9],
      [['(\\d{2})(\\d{3})(\\d{2})(\\d{2})', '$1 $2 $3 $4', ['[235-9]']]],
    ],
  },
  nonGeographic: {},
} as unknown as MetadataJson;

const SEPARATORS = /[\s\u00A0().\-‐‑‒–—]/g;

/** The national number of a valid Uzbek phone: the metadata's pattern, whole, at a possible length. */
const UZ_ENTRY = (
  UZ_METADATA as unknown as { countries: { UZ: [string, string, string, number[]] } }
).countries.UZ;
const UZ_NATIONAL = new RegExp(`^(?:${UZ_ENTRY[2]})$`);
const isUzNational = (digits: string) =>
  UZ_ENTRY[3].includes(digits.length) && UZ_NATIONAL.test(digits);

/**
 * E.164 of an Uzbek number, or null. Numbers of other countries are only accepted written in full
 * international form (+<country code><number>, 8–15 digits): whether such a number may receive an
 * SMS at all is the server's decision (SMS_ALLOWED_PREFIXES, checked with the full metadata).
 */
export function normalizePhone(input: string): string | null {
  const raw = input.trim();
  if (raw.length === 0 || raw.length > 32 || /[a-z@]/i.test(raw)) return null;
  let compact = raw.replace(SEPARATORS, '');
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`;
  if (!/^\+?\d+$/.test(compact)) return null;
  // "998901234567" without the plus: the Uzbek country code typed in full.
  if (/^998\d{9}$/.test(compact)) compact = `+${compact}`;
  if (compact.startsWith('+') && !compact.startsWith('+998')) {
    return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
  }
  const national = compact.startsWith('+998') ? compact.slice(4) : compact;
  return isUzNational(national) ? `+998${national}` : null;
}

export function isUzPhone(e164: string): boolean {
  return /^\+998\d{9}$/.test(e164);
}

/** +998901234567 → "+998 90 123 45 67" (other numbers unchanged). */
export function formatPhone(e164: string): string {
  const m = /^\+998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  return m ? `+998 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : e164;
}
