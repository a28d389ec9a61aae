// The list's query parameters as plain functions (no zod): the filter script in the browser and the
// pages share them, so a URL built by either is the same URL (shareable, cacheable, bookmarkable).
// Validation lives in project-filters.schema.ts, which builds on the same names.
import type { Bbox, ProjectFilters } from './project-filters.schema';

/** Filter parameters of GET /api/projects and /projects (docs/api.md names), in URL order. */
export const FILTER_PARAMS = [
  'Search',
  'CategoryId',
  'Status',
  'RegionId',
  'DistrictId',
  'PropertyType',
  'PriceMin',
  'PriceMax',
  'Storeys',
  'AreaMin',
  'AreaMax',
  'WidthMax',
  'LengthMax',
  'WallMaterial',
  'Style',
  'Foundation',
  'HasGarage',
  'HasAttic',
  'OnlyDesign',
  'OnlyNegotiable',
  'Bbox',
] as const;

/** Page size of the /projects page (the API lets callers choose 1–50). */
export const LIST_PAGE_SIZE = 12;

/**
 * `view=map`: the list beside a map (docs/map.md). Not a filter: it changes how the same matches are
 * shown, so the filter form and the page links keep it.
 */
export const VIEW_PARAM = 'view';
const ORDER = [...FILTER_PARAMS, 'Sort', 'PageNumber', VIEW_PARAM];
const KNOWN = new Set<string>(ORDER);

/** A box as the `Bbox` parameter writes it (the map rounds to 5 decimals, about a metre). */
export function formatBbox(b: Bbox): string {
  return [b.minLng, b.minLat, b.maxLng, b.maxLat].join(',');
}

/**
 * A form's or URL's values → the canonical query: known names only, empty values dropped, the
 * defaults (Sort=all, PageNumber=1) left out, fixed order. `omit` drops names (e.g. CategoryId on a
 * category page, whose path already says it).
 */
export function cleanQuery(
  input: Iterable<[string, FormDataEntryValue | string]>,
  omit: readonly string[] = [],
): URLSearchParams {
  const values = new Map<string, string[]>();
  for (const [key, raw] of input) {
    if (!KNOWN.has(key) || omit.includes(key) || typeof raw !== 'string') continue;
    const value = raw.trim();
    if (value === '') continue;
    if (key === 'Sort' && value === 'all') continue;
    if (key === 'PageNumber' && value === '1') continue;
    if (key === VIEW_PARAM && value !== 'map') continue;
    values.set(key, [...(values.get(key) ?? []), value]);
  }
  const out = new URLSearchParams();
  for (const k of ORDER) {
    for (const v of new Set(values.get(k) ?? [])) out.append(k, v);
  }
  return out;
}

/** How many filters are set (the "Filters (3)" button); paging and sorting do not count. */
export function countActiveFilters(query: URLSearchParams, omit: readonly string[] = []): number {
  return FILTER_PARAMS.filter(
    (k) => !omit.includes(k) && query.getAll(k).some((v) => v.trim() !== ''),
  ).length;
}

/** Parsed filters → query parameters (page links, API calls). */
export function filtersToQuery(
  filters: Partial<ProjectFilters>,
  omit: readonly string[] = [],
): URLSearchParams {
  const pairs: [string, string][] = [];
  const put = (k: string, v: string | number | boolean | readonly string[] | undefined) => {
    if (v === undefined) return;
    if (Array.isArray(v)) for (const x of v) pairs.push([k, String(x)]);
    else pairs.push([k, String(v)]);
  };
  put('Search', filters.Search);
  put('CategoryId', filters.CategoryId);
  put('Status', filters.Status);
  put('RegionId', filters.RegionId);
  put('DistrictId', filters.DistrictId);
  put('PropertyType', filters.PropertyType);
  put('PriceMin', filters.PriceMin);
  put('PriceMax', filters.PriceMax);
  put('Storeys', filters.Storeys);
  put('AreaMin', filters.AreaMin);
  put('AreaMax', filters.AreaMax);
  put('WidthMax', filters.WidthMax);
  put('LengthMax', filters.LengthMax);
  put('WallMaterial', filters.WallMaterial);
  put('Style', filters.Style);
  put('Foundation', filters.Foundation);
  put('HasGarage', filters.HasGarage);
  put('HasAttic', filters.HasAttic);
  put('OnlyDesign', filters.OnlyDesign);
  put('OnlyNegotiable', filters.OnlyNegotiable);
  put('Bbox', filters.Bbox && formatBbox(filters.Bbox));
  put('Sort', filters.Sort);
  put('PageNumber', filters.PageNumber);
  return cleanQuery(pairs, omit);
}

/** `path?query` with the given page (page 1 has no PageNumber: one URL per page). */
export function pageHref(path: string, query: URLSearchParams, page: number): string {
  const q = new URLSearchParams(query);
  q.delete('PageNumber');
  if (page > 1) q.set('PageNumber', String(page));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
