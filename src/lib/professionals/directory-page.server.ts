// What a directory page (/agencies, /professionals/agents/…) shows besides its title: one page of
// cards for the filters of the URL, the regions and services of the filter form, the page count.
import type { Paged } from '@/lib/http/query';
import type { Lang } from '@/lib/i18n/languages';
import { listRegions } from '@/lib/catalog/list-regions.server';
import { listActiveServices } from '@/lib/catalog/active-services.server';
import { DIRECTORY_PAGE_SIZE, type DirectoryParams } from './list-page-params';
import type { ListProfessionalsInput } from './list-professionals.server';

export async function loadDirectoryPage<T>(
  list: (q: ListProfessionalsInput) => Promise<Paged<T>>,
  {
    lang,
    params,
    serviceId,
  }: { lang: Lang; params: DirectoryParams; serviceId: number | undefined },
) {
  const [result, regions, services] = await Promise.all([
    list({
      lang,
      pageNumber: params.page,
      pageSize: DIRECTORY_PAGE_SIZE,
      order: 'asc',
      serviceId,
      regionId: params.regionId,
      search: params.search,
      sort: params.sort,
    }),
    listRegions(lang),
    listActiveServices(lang),
  ]);
  const totalPages = Math.max(1, Math.ceil(result.metaData.totalCount / DIRECTORY_PAGE_SIZE));
  return { result, regions, services, totalPages };
}
