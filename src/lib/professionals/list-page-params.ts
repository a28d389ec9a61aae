// The query of the directory pages (?RegionId=, ?Search=, ?ServiceId=, ?Sort=, ?page=). Pages are
// forgiving where the API is strict: a malformed value is ignored rather than answered with an error
// page. The default order (best rated first) is left out of links.
import { DEFAULT_SORT, isProfessionalsSort, type ProfessionalsSort } from './sort.server';

export const DIRECTORY_PAGE_SIZE = 12;

export type DirectoryParams = {
  regionId?: number;
  serviceId?: number;
  search?: string;
  sort?: ProfessionalsSort;
  page: number;
};

function positiveInt(raw: string | null, max = 2_147_483_647): number | undefined {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n <= max ? n : undefined;
}

export function readDirectoryParams(url: URL): DirectoryParams {
  const search = (url.searchParams.get('Search') ?? '').trim().slice(0, 100);
  const regionId = positiveInt(url.searchParams.get('RegionId'));
  const serviceId = positiveInt(url.searchParams.get('ServiceId'));
  const sort = url.searchParams.get('Sort');
  return {
    page: positiveInt(url.searchParams.get('page'), 100_000) ?? 1,
    ...(regionId !== undefined ? { regionId } : {}),
    ...(serviceId !== undefined ? { serviceId } : {}),
    ...(search ? { search } : {}),
    ...(isProfessionalsSort(sort) && sort !== DEFAULT_SORT ? { sort } : {}),
  };
}

/** `path` with the given filters and page (page 1 and empty filters are left out). */
export function directoryHref(
  path: string,
  params: {
    regionId?: number | undefined;
    serviceId?: number | undefined;
    search?: string | undefined;
    sort?: ProfessionalsSort | undefined;
    page?: number | undefined;
  },
): string {
  const search = new URLSearchParams();
  if (params.serviceId !== undefined) search.set('ServiceId', String(params.serviceId));
  if (params.regionId !== undefined) search.set('RegionId', String(params.regionId));
  if (params.search) search.set('Search', params.search);
  if (params.sort && params.sort !== DEFAULT_SORT) search.set('Sort', params.sort);
  if (params.page !== undefined && params.page > 1) search.set('page', String(params.page));
  const s = search.toString();
  return s ? `${path}?${s}` : path;
}
