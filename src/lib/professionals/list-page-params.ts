// The query of the directory pages (?RegionId=, ?DistrictId=, ?Search=, ?ServiceId=, ?Sort=,
// ?view=map, ?page=). Pages are
// forgiving where the API is strict: a malformed value is ignored rather than answered with an error
// page. The default order (best rated first) is left out of links.
import { DEFAULT_SORT, isProfessionalsSort, type ProfessionalsSort } from './sort.server';

export const DIRECTORY_PAGE_SIZE = 12;

export type DirectoryParams = {
  regionId?: number;
  /** only with a region: the map view's district links narrow a region to one of its districts */
  districtId?: number;
  serviceId?: number;
  search?: string;
  sort?: ProfessionalsSort;
  /** `?view=map`: the map of counts by region above the list (docs/map.md "Directories") */
  map?: true;
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
  const districtId =
    regionId !== undefined ? positiveInt(url.searchParams.get('DistrictId')) : undefined;
  const serviceId = positiveInt(url.searchParams.get('ServiceId'));
  const sort = url.searchParams.get('Sort');
  return {
    page: positiveInt(url.searchParams.get('page'), 100_000) ?? 1,
    ...(regionId !== undefined ? { regionId } : {}),
    ...(districtId !== undefined ? { districtId } : {}),
    ...(serviceId !== undefined ? { serviceId } : {}),
    ...(search ? { search } : {}),
    ...(isProfessionalsSort(sort) && sort !== DEFAULT_SORT ? { sort } : {}),
    ...(url.searchParams.get('view') === 'map' ? { map: true as const } : {}),
  };
}

/** A directory page's filters, as its links carry them. */
export type DirectoryFilters = {
  regionId?: number | undefined;
  districtId?: number | undefined;
  serviceId?: number | undefined;
  search?: string | undefined;
  sort?: ProfessionalsSort | undefined;
  map?: boolean | undefined;
  page?: number | undefined;
};

/** `path` with the given filters and page (page 1 and empty filters are left out). */
export function directoryHref(path: string, params: DirectoryFilters): string {
  const search = new URLSearchParams();
  if (params.serviceId !== undefined) search.set('ServiceId', String(params.serviceId));
  if (params.regionId !== undefined) search.set('RegionId', String(params.regionId));
  if (params.regionId !== undefined && params.districtId !== undefined)
    search.set('DistrictId', String(params.districtId));
  if (params.search) search.set('Search', params.search);
  if (params.sort && params.sort !== DEFAULT_SORT) search.set('Sort', params.sort);
  if (params.map) search.set('view', 'map');
  if (params.page !== undefined && params.page > 1) search.set('page', String(params.page));
  const s = search.toString();
  return s ? `${path}?${s}` : path;
}
