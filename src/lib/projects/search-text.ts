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
 * A user's query → ILIKE patterns, one per word (every word must occur), in the stored text's form.
 * `%`, `_` and `\` are escaped so they match themselves; the trigram index serves `%word%`.
 */
export function searchPatterns(query: string): string[] {
  const words = toSearchForm(query).replace(/\|/g, ' ').split(' ').filter(Boolean);
  return [...new Set(words)]
    .slice(0, MAX_WORDS)
    .map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
