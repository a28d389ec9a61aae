// Query strings: the list query of docs/api.md (PageNumber from 1, PageSize 1–50, Lang, Order),
// the single-item `?Lang=`, and parsing a URL's query with a schema. Messages are translation
// keys, answered in the request's language.
import { z, type ZodType } from 'zod';
import { LANGS, isLang, type Lang } from '../i18n/languages';
import { parseWith } from './validate';

/** Query string → plain object (repeated keys become arrays) → zod, or a 400 with `fields`. */
export function parseQuery<T extends ZodType>(url: URL, schema: T): z.output<T> {
  const obj: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    obj[key] = all.length > 1 ? all : all[0]!;
  }
  return parseWith(schema, obj);
}

const LangParam = z.enum(LANGS, { error: 'errors:lang' }).optional();

/** `?Lang=` of single-item endpoints. */
export const LangQuerySchema = z.object({ Lang: LangParam });

export const PageNumber = z.coerce
  .number({ error: 'errors:invalidNumber' })
  .int('errors:invalidNumber')
  .min(1, 'errors:invalidNumber')
  .max(100_000, 'errors:invalidNumber');

/** `PageSize=`: 1 to `max`, `fallback` when absent; each list picks its own. */
export const pageSizeParam = (fallback: number, max = 50) =>
  z.coerce
    .number({ error: 'errors:pageSize' })
    .int('errors:pageSize')
    .min(1, 'errors:pageSize')
    .max(max, 'errors:pageSize')
    .default(fallback);

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** `Order=asc|desc`, each list with its own default. */
export const orderParam = (fallback: SortOrder) =>
  z.enum(SORT_ORDERS, { error: 'errors:invalidEnum' }).default(fallback);

export const ListQuerySchema = z.object({
  PageNumber: PageNumber.default(1),
  PageSize: pageSizeParam(50),
  Lang: LangParam,
  Order: orderParam('asc'),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

export type Paged<T> = {
  items: T[];
  /** `totalCapped`: more match than `totalCount`, which is the count's cap (only the project list). */
  metaData: { totalCount: number; pageNumber: number; pageSize: number; totalCapped?: boolean };
};

/** One page of an in-memory list (small trees: categories, services). */
export function paged<T>(all: T[], query: { PageNumber: number; PageSize: number }): Paged<T> {
  const start = (query.PageNumber - 1) * query.PageSize;
  return {
    items: all.slice(start, start + query.PageSize),
    metaData: { totalCount: all.length, pageNumber: query.PageNumber, pageSize: query.PageSize },
  };
}

/** The answer's language: `?Lang=`, else the request's (cookie, else uz). */
export function langOf(query: { Lang?: Lang | undefined }, fallback: Lang): Lang {
  return query.Lang ?? fallback;
}

/**
 * The language of an API answer, its error messages included (docs/api.md "Language"): `?Lang=`,
 * else `fallback` — the request's language (`?lang=`, else the `lang` cookie, else uz). One rule for
 * every endpoint: the middleware and endpoint() both apply it, so an error thrown before a route
 * reads its query (a bad filter, a bad body, an unknown path) speaks the caller's `Lang` too. An
 * invalid `Lang` cannot choose: its own error comes in the fallback language.
 */
export function apiLang(url: URL, fallback: Lang): Lang {
  const q = url.searchParams.get('Lang');
  return isLang(q) ? q : fallback;
}

/** The `?page=` of a reading page: a whole number from 1 (anything else is page 1). */
export function pageParam(url: URL, max = 100_000): number {
  const raw = url.searchParams.get('page');
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return 1;
  const n = Number(raw);
  return n <= max ? n : 1;
}
