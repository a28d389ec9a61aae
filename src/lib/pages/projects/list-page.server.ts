// Everything the /projects pages show, in one call: the page of cards, the category navigation with
// counts, regions for the location filter, and the page's title and canonical path.
import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/i18n/languages';
import { listRegions, type RegionItem } from '@/lib/catalog/list-regions.server';
import type { Paged } from '@/lib/http/query';
import { categoryNav, type CategoryNavItem } from './category-nav.server';
import {
  countProjects,
  listProjects,
  type ProjectTotal,
} from '@/lib/projects/read/list-projects.server';
import type { CatalogRoute } from './list-route.server';
import { countActiveFilters, pageHref } from '@/lib/projects/project-filters.params';
import { pickVariant, type ProjectCard } from '@/lib/projects/project-card';

export type CatalogPage = Extract<CatalogRoute, { kind: 'list' }> & {
  result: Paged<ProjectCard>;
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

/** null when the page number is past the end (the page answers 404). */
export async function loadCatalogPage(
  route: Extract<CatalogRoute, { kind: 'list' }>,
  lang: Lang,
  t: TFunction,
): Promise<CatalogPage | null> {
  const [result, nav, regions, total] = await Promise.all([
    listProjects(route.filters, lang),
    categoryNav(lang),
    listRegions(lang),
    countProjects({}),
  ]);
  const page = route.filters.PageNumber;
  const totalPages = Math.max(1, Math.ceil(result.metaData.totalCount / route.filters.PageSize));
  if (page > totalPages) return null;
  const activeCount = countActiveFilters(route.query);
  const heading = route.category ? route.category.name : t('projects:list.heading');
  const title = page > 1 ? t('projects:list.pageTitle', { title: heading, page }) : heading;
  // Filtered, searched and re-sorted views are not separate documents for search engines.
  const noindex = activeCount > 0 || route.query.has('Sort');
  return {
    ...route,
    result,
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
