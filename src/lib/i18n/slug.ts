// ASCII slugs for seoUrl of projects, news, categories and agents. Cyrillic (Uzbek or Russian) goes
// through the same Latin form as search, so "Ўзбекистон" and "Oʻzbekiston" give one slug.
import { toSearchLatin } from './translit';

export const SLUG_MAX_LENGTH = 80;

/**
 * "Oʻzbekiston boʻylab taʼmir!" → "ozbekiston-boylab-tamir". Lower-case a–z, 0–9 and single dashes,
 * at most 80 characters, cut at a dash when that keeps at least half of the slug. Returns "" when
 * nothing usable is left (e.g. only punctuation): callers fall back to the id.
 */
export function slugify(text: string, maxLength = SLUG_MAX_LENGTH): string {
  const slug = toSearchLatin(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // é → e, ü → u
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  // Avoid a chopped last word when the cut fell inside one.
  const lastDash = cut.lastIndexOf('-');
  const whole = slug[maxLength] === '-' || lastDash < maxLength / 2 ? cut : cut.slice(0, lastDash);
  return whole.replace(/-+$/, '');
}
