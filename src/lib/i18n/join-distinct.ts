// One line from several parts (an address, a subtitle) without saying the same thing twice:
// "Taxtakoʻpir tumani, Taxtakoʻpir tumani" (a district typed again as the city) and
// "Muhandis-konstruktor · Muhandis-konstruktor" (designation = specialist type) were defects.
// Parts are compared in their search form (toSearchLatin: case, apostrophes and script do not
// count, so "Тахтакўпир тумани" is "Taxtakoʻpir tumani"). A reference part (a district or region
// from the reference data) may carry its other names: a city typed in Russian or in another
// script is then not repeated beside the district's name in the reader's language.
import { memoized } from '@/lib/util/memo';
import { toSearchLatin } from './translit';

// The comparison form of a part, kept: the same district and region names (with their aliases in
// four languages) come back on every page, and transliterating them was 2 % of a project page's
// time. Bounded: cleared when full, typed addresses could otherwise grow it without end.
const key = memoized((text: string) =>
  toSearchLatin(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim(),
);

/** A part that is always shown when present, with the other names it is known by. */
export type NamedPart = { text: string | null | undefined; aliases: readonly string[] };
export type Part = string | null | undefined | NamedPart;

/** The non-empty parts, each said once: a typed part equal to another part (or to one of a named
 * part's aliases) is left out; of two equal typed parts the first stays. */
export function distinctParts(parts: readonly Part[]): string[] {
  const named = new Set<string>();
  for (const part of parts)
    if (part && typeof part === 'object' && part.text?.trim())
      for (const name of [part.text, ...part.aliases]) if (name.trim()) named.add(key(name));
  const shown = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const isNamed = !!part && typeof part === 'object';
    const text = (isNamed ? part.text : part)?.trim();
    if (!text) continue;
    const k = key(text);
    if (shown.has(k) || (!isNamed && named.has(k))) continue;
    shown.add(k);
    out.push(text);
  }
  return out;
}

export function joinDistinct(parts: readonly Part[], separator: string): string {
  return distinctParts(parts).join(separator);
}
