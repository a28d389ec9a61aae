// The text a project is found by: title, description, category, address and place names in every
// language we have, reduced by toSearchForm to one lower-case Latin form with Uzbek spelling
// variants folded. A query goes through the same function, so "Чилонзор", "Chilonzor" and
// "Чиланзар" all meet the stored text, and so do "xovli", "ҳовли" and "hovli".
import { toSearchForm } from '@/lib/i18n/search-form';

type Names = readonly (string | null | undefined)[];

export type ProjectSearchParts = {
  title: string;
  description?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  /** Category, region and district names in uz/ru/en (oz transliterates to the uz form anyway). */
  names?: Names;
  /** The same, by kind (callers that read them separately). */
  categoryNames?: Names;
  regionNames?: Names;
  districtNames?: Names;
};

/** Parts joined with " | " so a phrase query never matches across two fields. */
export function buildProjectSearchText(project: ProjectSearchParts): string {
  const parts = [
    project.title,
    project.description,
    project.address,
    project.city,
    project.state,
    ...(project.categoryNames ?? []),
    ...(project.regionNames ?? []),
    ...(project.districtNames ?? []),
    ...(project.names ?? []),
  ]
    .map((s) => (s ? toSearchForm(s) : ''))
    .filter(Boolean);
  return [...new Set(parts)].join(' | ');
}

/** Longest query we split into words; more words only narrow a list nobody reads. */
const MAX_WORDS = 8;

/**
 * Words shorter than this are matched at the start of a word instead of anywhere: the trigram index
 * cannot serve a one- or two-letter substring (it has no trigram to look up), so `%uy%` would read
 * every project, and a fragment that short inside a word ("uy" in "buyurtma") is noise anyway.
 */
export const SHORT_WORD = 3;

/**
 * A user's query → LIKE patterns, one group per word (every word must occur; a group matches when
 * any of its patterns does), in the stored text's form, which is lower case, so LIKE needs no
 * case folding. A word of SHORT_WORD letters or more matches anywhere (`%word%`); a shorter one at
 * the start of the text or after a space (`wo%`, `% wo%`), which pg_trgm serves with the padded
 * trigrams of a word start. `%`, `_` and `\` are escaped so they match themselves.
 */
/**
 * Whether every word of `query` matches anywhere (SHORT_WORD letters or more): each pattern is then
 * served by the trigrams inside the word, whose posting lists are short next to those of a word
 * start that a short word's patterns read.
 */
export function onlyLongWords(query: string): boolean {
  return searchPatterns(query).every((group) => group.length === 1);
}

export function searchPatterns(query: string): string[][] {
  const words = toSearchForm(query).replace(/\|/g, ' ').split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS).map((w) => {
    const e = w.replace(/[\\%_]/g, (c) => `\\${c}`);
    return [...w].length >= SHORT_WORD ? [`%${e}%`] : [`${e}%`, `% ${e}%`];
  });
}
