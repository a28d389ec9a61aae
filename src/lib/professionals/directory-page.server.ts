// What a directory page (/agencies, /professionals/agents/…) shows besides its title: one page of
// cards for the filters of the URL, the regions and services of the filter form, the page count,
// and on the map view (`?view=map`) the profiles counted by region or, with a region, by district.
import type { Paged } from '@/lib/http/query';
import type { Lang } from '@/lib/i18n/languages';
import { listRegions } from '@/lib/catalog/list-regions.server';
import { listActiveServices } from '@/lib/catalog/active-services.server';
import { DIRECTORY_PAGE_SIZE, type DirectoryParams } from './list-page-params';
import type { ListProfessionalsInput, PlaceCount } from './list-professionals.server';
import type { ProfessionalsFilter } from './professionals.schema';

type ByPlace = (filter: ProfessionalsFilter, by: 'region' | 'district') => Promise<PlaceCount[]>;

export async function loadDirectoryPage<T>(
  list: (q: ListProfessionalsInput) => Promise<Paged<T>>,
  {
    lang,
    params,
    serviceId,
    byPlace,
  }: {
    lang: Lang;
    params: DirectoryParams;
    serviceId: number | undefined;
    /** the map view's counts; a page without a map view leaves it out */
    byPlace?: ByPlace;
  },
) {
  // The map's counts leave out the place filters they choose between: all regions without a
  // region, the region's districts with one (a chosen district still shows its neighbours).
  const placeFilter = { serviceId, search: params.search };
  const [result, regions, services, places] = await Promise.all([
    list({
      lang,
      pageNumber: params.page,
      pageSize: DIRECTORY_PAGE_SIZE,
      order: 'asc',
      serviceId,
      regionId: params.regionId,
      districtId: params.districtId,
      search: params.search,
      sort: params.sort,
    }),
    listRegions(lang),
    listActiveServices(lang),
    !params.map || !byPlace
      ? null
      : params.regionId === undefined
        ? byPlace(placeFilter, 'region')
        : byPlace({ ...placeFilter, regionId: params.regionId }, 'district'),
  ]);
  const totalPages = Math.max(1, Math.ceil(result.metaData.totalCount / DIRECTORY_PAGE_SIZE));
  return { result, regions, services, totalPages, places };
}
