// What a /professionals/{agents|agencies}/{slug} URL names (docs/product.md §2 routes
// `/professionals/{seoAgencyOrAgent}/{seoServiceName}~{serviceId}` and
// `/professionals/{seoAgencyOrAgent}/{seoUrlAgencyOrAgent}`; docs/api.md "Page URLs"). The two
// share one slot, so a slug is read in this order:
// 1. `?ServiceId=` from the agents filter form → 302 to that service's path, the other filters kept.
// 2. The agents base slug `quruvchi-mutaxassislar-xizmati` → every agent.
// 3. `~` or `{name}~` (both parts optional, no service) → 301 to the base list: the agents list, or
//    /agencies for `agencies`.
// 4. `{name}~{id}` (a non-number id → 404):
//    a. name = the seoUrl of the public (active, under an active parent) service `id` → that
//       service's list (for `agencies`: 301 to /agencies?ServiceId={id}, the agencies list);
//    b. else name = the seoName of the agent (`agents`) / agency (`agencies`) `id` → 301 to its
//       detail page (/agent/… or /agency/…);
//    c. else a public service `id` exists → 301 to the canonical path of its list;
//    d. else the agent / agency `id` exists → 301 to its detail page;
//    e. else 404.
// 5. Any other slug (no `~`): the agent / agency whose seoName is exactly the slug (the newest one
//    when several share it) → 301 to its detail page; else 404.
// Professionals of blocked accounts have no public page, so they are never a redirect target.
// Redirects to a list keep its filters (region, search, sort, page); to a detail page they drop them.
import { and, desc, eq } from 'drizzle-orm';
import { db } from '../db/client.server';
import { accounts, agencies, agents } from '../db/schema';
import type { Lang } from '../i18n/languages';
import { parseSeoParam } from '@/lib/http/params';
import {
  AGENCIES_LIST_PATH,
  AGENTS_LIST_PATH,
  agencyPath,
  agencySlug,
  agentPath,
  agentSlug,
  serviceAgentsPath,
} from '@/lib/accounts/seo-path';
import { getPublicService, type PublicService } from './get-public-service.server';
import { directoryHref, readDirectoryParams, type DirectoryParams } from './list-page-params';

export const BASE_SLUG = 'quruvchi-mutaxassislar-xizmati';

export type ProfessionalKind = 'agents' | 'agencies';

export type AgentsRoute =
  | { kind: 'list'; service: PublicService | null; params: DirectoryParams; path: string }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'notFound' };

type Ref = { id: number; seoName: string };

/** The public agent or agency `id` (its account not blocked), or null. */
async function professionalById(kind: ProfessionalKind, id: number): Promise<Ref | null> {
  const t = kind === 'agents' ? agents : agencies;
  const [row] = await db()
    .select({ id: t.id, seoName: t.seoName })
    .from(t)
    .innerJoin(accounts, eq(accounts.id, t.accountId))
    .where(and(eq(t.id, id), eq(accounts.isBlocked, false)))
    .limit(1);
  return row ?? null;
}

/** The newest public agent or agency whose seoName is exactly `seoName`, or null. */
async function professionalBySeoName(kind: ProfessionalKind, seoName: string): Promise<Ref | null> {
  const t = kind === 'agents' ? agents : agencies;
  const [row] = await db()
    .select({ id: t.id, seoName: t.seoName })
    .from(t)
    .innerJoin(accounts, eq(accounts.id, t.accountId))
    .where(and(eq(t.seoName, seoName), eq(accounts.isBlocked, false)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(1);
  return row ?? null;
}

const detailPath = (kind: ProfessionalKind, ref: Ref) =>
  kind === 'agents' ? agentPath(ref) : agencyPath(ref);
const slugOf = (kind: ProfessionalKind, ref: Ref) =>
  kind === 'agents' ? agentSlug(ref) : agencySlug(ref);
const moved = (location: string): AgentsRoute => ({ kind: 'redirect', status: 301, location });

export async function resolveProfessionalsRoute(
  kind: ProfessionalKind,
  slug: string | undefined,
  url: URL,
  lang: Lang,
): Promise<AgentsRoute> {
  const params = readDirectoryParams(url);
  const keep = {
    regionId: params.regionId,
    districtId: params.districtId,
    search: params.search,
    sort: params.sort,
    map: params.map,
  };
  const listHref = (path: string, serviceId?: number) =>
    directoryHref(path, { ...keep, serviceId, page: params.page });
  // Where a service's list lives: its own path for agents, the filtered /agencies for agencies.
  const serviceList = (service: PublicService) =>
    kind === 'agents'
      ? listHref(serviceAgentsPath(service))
      : listHref(AGENCIES_LIST_PATH, service.id);

  if (kind === 'agents' && params.serviceId !== undefined) {
    const chosen = await getPublicService(params.serviceId, lang);
    return {
      kind: 'redirect',
      status: 302,
      location: directoryHref(chosen ? serviceAgentsPath(chosen) : AGENTS_LIST_PATH, keep),
    };
  }
  if (kind === 'agents' && slug === BASE_SLUG)
    return { kind: 'list', service: null, params, path: AGENTS_LIST_PATH };
  if (!slug) return { kind: 'notFound' };
  if (slug.endsWith('~'))
    return moved(listHref(kind === 'agents' ? AGENTS_LIST_PATH : AGENCIES_LIST_PATH));
  if (!slug.includes('~')) {
    const named = await professionalBySeoName(kind, slug);
    return named ? moved(detailPath(kind, named)) : { kind: 'notFound' };
  }
  const seo = parseSeoParam(slug);
  if (!seo) return { kind: 'notFound' };
  const [service, professional] = await Promise.all([
    getPublicService(seo.id, lang),
    professionalById(kind, seo.id),
  ]);
  if (service && seo.name === service.seoUrl) {
    return kind === 'agents'
      ? { kind: 'list', service, params, path: serviceAgentsPath(service) }
      : moved(serviceList(service));
  }
  if (professional && seo.name === slugOf(kind, professional))
    return moved(detailPath(kind, professional));
  if (service) return moved(serviceList(service));
  if (professional) return moved(detailPath(kind, professional));
  return { kind: 'notFound' };
}

/** The agents directory's URLs (resolveProfessionalsRoute for `agents`). */
export function resolveAgentsRoute(
  slug: string | undefined,
  url: URL,
  lang: Lang,
): Promise<AgentsRoute> {
  return resolveProfessionalsRoute('agents', slug, url, lang);
}
