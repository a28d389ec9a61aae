// The bodies of POST/PUT /api/saved-searches (docs/saved-searches.md) and the parsing of a saved
// query. A saved query is a /projects query string read with the list's own filter schema
// (ProjectFiltersSchema): one definition of a filter for the list, the API and the alerts. Paging
// and the language are not part of a search and are dropped; the sort is kept for the link back to
// the list but never changes what matches.
import { z } from 'zod';
import { FILTER_PARAMS, filtersToQuery, VIEW_PARAM } from '@/lib/projects/project-filters.params';
import { ProjectFiltersSchema, type ProjectFilters } from '@/lib/projects/project-filters.schema';
import { zodFields } from '@/lib/validation/zod-fields';
import { msg } from '@/lib/validation/messages';

export const FREQUENCIES = ['instant', 'daily'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const CHANNELS = ['site', 'email', 'telegram'] as const;
export type Channel = (typeof CHANNELS)[number];

/** At most this many saved searches per account (409 past it). */
export const MAX_SAVED_SEARCHES = 20;
export const NAME_MAX = 80;
const QUERY_MAX = 2000;

export const SAVED_SEARCH_ERRORS = {
  tooMany: msg('savedSearches:errors.tooMany', { max: MAX_SAVED_SEARCHES }),
  unknownFilter: 'savedSearches:errors.unknownFilter',
  telegramOff: 'savedSearches:errors.telegramOff',
  channelsRequired: 'savedSearches:errors.channelsRequired',
} as const;

const name = z
  .string({ error: 'errors:invalidValue' })
  .trim()
  .max(NAME_MAX, msg('errors:maxLength', { max: NAME_MAX }))
  .regex(/^[^\p{Cc}]*$/u, 'errors:controlChars');

// A form with no box ticked sends no `channels` at all: the same "choose one" as an empty list.
const channels = z.preprocess(
  (v) => (v === undefined ? [] : v),
  z
    .array(z.enum(CHANNELS, { error: 'errors:invalidEnum' }), { error: 'errors:invalidValue' })
    .min(1, SAVED_SEARCH_ERRORS.channelsRequired)
    .max(CHANNELS.length, 'errors:invalidValue')
    .transform((list) => [...new Set(list)]),
);

export const CreateSavedSearchSchema = z.object({
  query: z
    .string({ error: 'errors:invalidValue' })
    .max(QUERY_MAX, msg('errors:maxLength', { max: QUERY_MAX })),
  name: name.optional(),
  frequency: z.enum(FREQUENCIES, { error: 'errors:invalidEnum' }),
  channels,
});
export type CreateSavedSearch = z.output<typeof CreateSavedSearchSchema>;

/** PUT: any of the fields, and `paused` (pause/resume). */
export const UpdateSavedSearchSchema = CreateSavedSearchSchema.partial().extend({
  paused: z.boolean({ error: 'errors:invalidValue' }).optional(),
});
export type UpdateSavedSearch = z.output<typeof UpdateSavedSearchSchema>;

/** The filters a saved search matches with: the list's, without paging, cursor or language. */
export type SearchFilters = Omit<ProjectFilters, 'PageNumber' | 'PageSize' | 'After' | 'Lang'>;

// Paging, the language and the map view (`view=map`) say how a list is shown, not what it holds.
const NOT_SEARCH = new Set(['PageNumber', 'PageSize', 'After', 'Lang', VIEW_PARAM]);
const KNOWN = new Set<string>([...FILTER_PARAMS, 'Sort', ...NOT_SEARCH]);

export type ParsedQuery =
  | { ok: true; filters: SearchFilters; query: string }
  | { ok: false; fields: Record<string, string> };

/**
 * A /projects query string (with or without `?`, or a whole /projects URL's query) → its filters
 * and canonical form, or the fields (`query.<Filter>`) that are unknown or hold a bad value.
 */
export function parseSavedQuery(raw: string): ParsedQuery {
  const params = new URLSearchParams(raw.trim().replace(/^\?/, ''));
  const obj: Record<string, string | string[]> = {};
  const fields: Record<string, string> = {};
  for (const key of new Set(params.keys())) {
    if (!KNOWN.has(key)) {
      fields[`query.${key}`] = SAVED_SEARCH_ERRORS.unknownFilter;
      continue;
    }
    if (NOT_SEARCH.has(key)) continue;
    const all = params.getAll(key);
    obj[key] = all.length > 1 ? all : all[0]!;
  }
  const parsed = ProjectFiltersSchema.safeParse(obj);
  if (!parsed.success)
    for (const [k, m] of Object.entries(zodFields(parsed.error))) fields[`query.${k}`] ??= m;
  if (!parsed.success || Object.keys(fields).length > 0) return { ok: false, fields };
  const { PageNumber: _n, PageSize: _s, After: _a, Lang: _l, ...filters } = parsed.data;
  return { ok: true, filters, query: filtersToQuery(filters).toString() };
}
