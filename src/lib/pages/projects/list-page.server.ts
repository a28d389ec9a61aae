// Everything the /projects pages show, in one call: the page of cards, the category navigation with
// counts, regions for the location filter, and the page's title and canonical path.
import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/i18n/languages';
import { listRegions, type RegionItem } from '@/lib/catalog/list-regions.server';
import { categoryNav, publicProjectTotal, type CategoryNavItem } from './category-nav.server';
import {
  listProjects,
  type ProjectTotal,
  maxPageNumber,
  type ProjectPage,
} from '@/lib/projects/read/list-projects.server';
import type { CatalogRoute } from './list-route.server';
import { countActiveFilters, pageHref } from '@/lib/projects/project-filters.params';
import { pickVariant } from '@/lib/projects/project-card';

export type CatalogPage = Extract<CatalogRoute, { kind: 'list' }> & {
  result: ProjectPage;
  /** The last page the pager links: the last of the list, or the deepest page served. */
  lastPage: number;
  nav: CategoryNavItem[];
  regions: RegionItem[];
  total: ProjectTotal;
  activeCount: number;
  heading: string;
  title: string;
  description: string;
  canonicalPath: string;
  noindex: boolean;
  /** The first card's image, for link previews. */
  ogImage: string | undefined;
};

/** A page number past the deepest page served (the page answers 400 with a way back). */
export type CatalogTooDeep = { tooDeep: true; maxPage: number; path: string };

/** null when the page number is past the end (the page answers 404). */
export async function loadCatalogPage(
  route: Extract<CatalogRoute, { kind: 'list' }>,
  lang: Lang,
  t: TFunction,
): Promise<CatalogPage | CatalogTooDeep | null> {
  const maxPage = maxPageNumber(route.filters.PageSize);
  if (route.filters.PageNumber > maxPage) return { tooDeep: true, maxPage, path: route.path };
  const [result, nav, regions, total] = await Promise.all([
    listProjects(route.filters, lang),
    categoryNav(lang),
    listRegions(lang),
    publicProjectTotal(),
  ]);
  const page = route.filters.PageNumber;
  const totalPages = Math.max(1, Math.ceil(result.metaData.totalCount / route.filters.PageSize));
  if (page > totalPages) return null;
  const lastPage = Math.min(totalPages, maxPage);
  const activeCount = countActiveFilters(route.query);
  const heading = route.category ? route.category.name : t('projects:list.heading');
  const title = page > 1 ? t('projects:list.pageTitle', { title: heading, page }) : heading;
  // Filtered, searched and re-sorted views are not separate documents for search engines.
  const noindex = activeCount > 0 || route.query.has('Sort');
  return {
    ...route,
    result,
    lastPage,
    nav,
    regions,
    total,
    activeCount,
    heading,
    title,
    noindex,
    ogImage: result.items[0]?.image
      ? pickVariant(result.items[0].image.variants, 1200)?.path
      : undefined,
    description: route.category
      ? `${route.category.name}. ${t('projects:metaDescription')}`
      : t('projects:metaDescription'),
    canonicalPath: pageHref(route.path, new URLSearchParams(), page),
  };
}
