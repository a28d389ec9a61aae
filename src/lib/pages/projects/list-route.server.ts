// Which list a /projects or /projects/{categorySeoName}~{categoryId} request names, and whether its
// URL is the canonical one (docs/api.md "Page URLs"):
// - a wrong category name part → 301 to the canonical one; a non-number or unknown id → 404;
// - a CategoryId chosen in the filter form → 302 to that category's path (the category lives in the
//   path, so one list has one URL), "all categories" → 302 to /projects;
// - a plain form's empty fields, default values and unreadable values → 302 to the tidy URL, so a
//   shared or bookmarked link is short and means exactly what it shows.
import type { Lang } from '@/lib/i18n/languages';
import { parseSeoParam } from '@/lib/http/params';
import { getCategoryRef, type CategoryRef } from './category-nav.server';
import {
  cleanQuery,
  FILTER_PARAMS,
  LIST_PAGE_SIZE,
  VIEW_PARAM,
} from '@/lib/projects/project-filters.params';
import { parseFiltersLenient, type ProjectFilters } from '@/lib/projects/project-filters.schema';

const PROJECTS_PATH = '/projects';
const LIST_PARAMS = [...FILTER_PARAMS, 'Sort', 'PageNumber', VIEW_PARAM] as const;

export type CatalogRoute =
  | {
      kind: 'list';
      category: CategoryRef | null;
      filters: ProjectFilters;
      path: string;
      query: URLSearchParams;
      /** `view=map`: the list beside the map (docs/map.md). */
      mapView: boolean;
    }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'notFound' };

/** `?lang=` is the language switch's parameter (hreflang links use it): redirects keep it. */
function withLang(path: string, query: URLSearchParams, url: URL): string {
  const q = new URLSearchParams(query);
  const lang = url.searchParams.get('lang');
  if (lang) q.set('lang', lang);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export async function resolveCatalogRoute(
  slug: string | undefined,
  url: URL,
  lang: Lang,
): Promise<CatalogRoute> {
  let category: CategoryRef | null = null;
  if (slug !== undefined) {
    const seo = parseSeoParam(slug);
    if (!seo) return { kind: 'notFound' };
    category = await getCategoryRef(seo.id, lang);
    if (!category) return { kind: 'notFound' };
    if (seo.name !== category.seoUrl) {
      return {
        kind: 'redirect',
        status: 301,
        location: withLang(category.url, cleanQuery(url.searchParams, ['CategoryId']), url),
      };
    }
  }
  const path = category?.url ?? PROJECTS_PATH;
  const { filters, dropped } = parseFiltersLenient(url.searchParams);

  if (url.searchParams.has('CategoryId')) {
    const rest = cleanQuery(url.searchParams, ['CategoryId', ...dropped]);
    rest.delete('PageNumber'); // another list starts at its first page
    const chosen =
      filters.CategoryId !== undefined && !dropped.includes('CategoryId')
        ? await getCategoryRef(filters.CategoryId, lang)
        : null;
    if (!chosen)
      return { kind: 'redirect', status: 302, location: withLang(PROJECTS_PATH, rest, url) };
    if (chosen.id !== category?.id)
      return { kind: 'redirect', status: 302, location: withLang(chosen.url, rest, url) };
    return {
      kind: 'redirect',
      status: 302,
      location: withLang(path, cleanQuery(url.searchParams, ['CategoryId', ...dropped]), url),
    };
  }

  const query = cleanQuery(url.searchParams, ['CategoryId', ...dropped]);
  // Other parameters (lang, toast, utm_…) are not ours to tidy and stay as they are.
  const ours = [...url.searchParams.keys()].filter((k) =>
    (LIST_PARAMS as readonly string[]).includes(k),
  );
  const untidy = dropped.length > 0 || ours.length !== [...query.keys()].length;
  if (untidy) return { kind: 'redirect', status: 302, location: withLang(path, query, url) };

  return {
    kind: 'list',
    category,
    path,
    query,
    mapView: query.get(VIEW_PARAM) === 'map',
    // The pages page by number; `After` (the API's cursor) is not theirs.
    filters: { ...filters, CategoryId: category?.id, PageSize: LIST_PAGE_SIZE, After: undefined },
  };
}
