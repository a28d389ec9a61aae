// Which agents list a /professionals/agents/{slug} URL names (docs/api.md "Page URLs"):
// - the spec's base slug `quruvchi-mutaxassislar-xizmati`: every agent;
// - `{seoServiceName}~{serviceId}`: agents offering that service; a wrong name part → 301 to the
//   canonical one; an unknown or hidden service, or a non-number id → 404;
// - `~` or `{name}~` (both parts are optional): no service → 301 to the base list;
// - a `?ServiceId=` from the filter form → 302 to that service's path, the other filters kept.
import type { Lang } from '../i18n/languages';
import { AGENTS_LIST_PATH, serviceAgentsPath } from './seo-path';
import { parseSeoParam } from '@/lib/http/params';
import { getPublicService, type PublicService } from './get-public-service.server';
import { directoryHref, readDirectoryParams, type DirectoryParams } from './list-page-params';

export const BASE_SLUG = 'quruvchi-mutaxassislar-xizmati';

export type AgentsRoute =
  | { kind: 'list'; service: PublicService | null; params: DirectoryParams; path: string }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'notFound' };

export async function resolveAgentsRoute(
  slug: string | undefined,
  url: URL,
  lang: Lang,
): Promise<AgentsRoute> {
  const params = readDirectoryParams(url);
  const keep = { regionId: params.regionId, search: params.search };
  if (params.serviceId !== undefined) {
    const chosen = await getPublicService(params.serviceId, lang);
    return {
      kind: 'redirect',
      status: 302,
      location: directoryHref(chosen ? serviceAgentsPath(chosen) : AGENTS_LIST_PATH, keep),
    };
  }
  if (slug === BASE_SLUG) return { kind: 'list', service: null, params, path: AGENTS_LIST_PATH };
  if (!slug || !slug.includes('~')) return { kind: 'notFound' };
  if (slug.endsWith('~'))
    return {
      kind: 'redirect',
      status: 301,
      location: directoryHref(AGENTS_LIST_PATH, { ...keep, page: params.page }),
    };
  const seo = parseSeoParam(slug);
  if (!seo) return { kind: 'notFound' };
  const service = await getPublicService(seo.id, lang);
  if (!service) return { kind: 'notFound' };
  const path = serviceAgentsPath(service);
  if (seo.name !== service.seoUrl)
    return {
      kind: 'redirect',
      status: 301,
      location: directoryHref(path, { ...keep, page: params.page }),
    };
  return { kind: 'list', service, params, path };
}
