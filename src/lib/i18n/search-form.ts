// The form searched text and queries are compared in: toSearchLatin (one Latin script, lower case,
// no apostrophes, so oʻ/o'/o‘/ў → o and gʻ/g'/ғ → g) with the spelling variants people type for one
// Uzbek word folded together. Kept apart from toSearchLatin because slugs and the place-line
// comparison use that form and must not change.
//
// - x and h: "xovli" is a common spelling of "hovli" (Cyrillic ҳ and х, and a Russian keyboard's х
//   for ҳ, end up here too);
// - q and k: a Russian keyboard has no қ ("кишлок" for "қишлоқ"), and Russian-style spellings
//   write k ("Karshi" for "Qarshi");
// - the 1993 Latin alphabet and Turkish keyboards: ö, ŏ, ō → o; ğ, ǵ, ḡ → g; ş → sh; ç → ch; ñ → ng.
//
// Not folded: o and u ("Узбекистон" typed for "Ўзбекистон"), which would merge distinct words.
// The stored search text of projects is in this form: a change here needs a migration that rewrites
// `projects.search_text` (see 0007_search_spelling_variants.sql for how).
import { toSearchLatin } from './translit';

/** One letter → its folded spelling (several letters for the 1993 alphabet's ş, ç, ñ). */
export const SPELLING_FOLD: Readonly<Record<string, string>> = {
  x: 'h',
  q: 'k',
  ö: 'o',
  ŏ: 'o',
  ō: 'o',
  ğ: 'g',
  ǵ: 'g',
  ḡ: 'g',
  ş: 'sh',
  ç: 'ch',
  ñ: 'ng',
};

const FOLDED = new RegExp(`[${Object.keys(SPELLING_FOLD).join('')}]`, 'gu');

/** Folds the variants in text already in toSearchLatin's form (lower case). */
export function foldSpelling(latin: string): string {
  return latin.replace(FOLDED, (c) => SPELLING_FOLD[c]!);
}

/** "Xovli", "ҳовли", "ховли" and "hovli" → "hovli"; "Gʻisht", "g'isht", "ğisht" → "gisht". */
export function toSearchForm(text: string): string {
  return foldSpelling(toSearchLatin(text));
}
