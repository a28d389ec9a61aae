// Money, number, area and date formatting for the four UI languages (docs/api.md "Conventions": whole so'm,
// Intl grouping of the mapped tag, time zone Asia/Tashkent). Runs on the server and in islands, so
// the output must not depend on the runtime's ICU data: spaces are normalised and Uzbek dates are
// built from our own month tables (see format-dates.ts).
import { memoized } from '@/lib/util/memo';
import { INTL_TAG, type Lang } from './languages';

export { formatDate, formatDateTime, type DateStyle, type DateTimeStyle } from './format-dates';

/** No-break space: between digit groups and before units, so "1 234 568 soʻm" never wraps. */
export const NBSP = '\u00A0';

const CURRENCY: Record<Lang, string> = { uz: 'soʻm', oz: 'сўм', ru: 'сум', en: 'UZS' };
const SQUARE_METRE: Record<Lang, string> = { uz: 'm²', oz: 'м²', ru: 'м²', en: 'm²' };

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(maxFractionDigits: number): Intl.NumberFormat {
  const key = String(maxFractionDigits);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_TAG.en, { maximumFractionDigits: maxFractionDigits });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Grouped number in the language's convention: "1 234 567,5" (uz, oz, ru), "1,234,567.5" (en).
 * ICU versions disagree on the group separator (U+00A0, U+202F or a space): always U+00A0 here,
 * so server HTML and hydrated islands match byte for byte.
 */
export function formatNumber(value: number, lang: Lang, maxFractionDigits = 2): string {
  if (!Number.isFinite(value)) return '—';
  const key = `${lang}${maxFractionDigits}`;
  let format = grouped.get(key);
  if (!format)
    grouped.set(key, (format = memoized((v: number) => group(v, lang, maxFractionDigits))));
  // `+ 0`: -0 is 0 (Map keys cannot tell them apart, and "-0" says nothing more).
  return format(value + 0);
}

// The same prices and areas come back on every page: Intl's formatting of them was 2 % of the home
// page's time. Kept per language and number of decimals (memoized is bounded).
const grouped = new Map<string, (value: number) => string>();

function group(value: number, lang: Lang, maxFractionDigits: number): string {
  // Browsers' ICU builds differ: Chromium has no uz-Latn data and formats it like English, which
  // broke hydration. So digits are grouped by the en-US formatter every runtime has, and the
  // separators of uz, oz and ru (no-break space, decimal comma) are put in by hand.
  const en = numberFormat(maxFractionDigits).format(value);
  if (lang === 'en') return en;
  return en.replace(/[,.]/g, (c) => (c === ',' ? NBSP : ','));
}

/** Whole so'm, no decimals: "1 234 568 soʻm", "1 234 568 сўм", "1 234 568 сум", "1,234,568 UZS". */
export function formatSom(amount: number, lang: Lang): string {
  if (!Number.isFinite(amount)) return '—';
  // `+ 0` turns the -0 of Math.round(-0.4) into 0 ("-0 soʻm" would be silly).
  return `${formatNumber(Math.round(amount) + 0, lang, 0)}${NBSP}${CURRENCY[lang]}`;
}

/** Area in square metres, one decimal at most: "120 m²", "45,5 м²". */
export function formatArea(m2: number, lang: Lang): string {
  if (!Number.isFinite(m2)) return '—';
  return `${formatNumber(m2, lang, 1)}${NBSP}${SQUARE_METRE[lang]}`;
}
