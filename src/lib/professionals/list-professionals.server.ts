// The agents and agencies directories: a page of cards, filtered by service (with its
// sub-services), region and a name search, blocked accounts left out, best rated first unless
// `sort` says otherwise (sort.server.ts). One listing for both; a `Directory` says what differs:
// the table and its columns, the service link, the searchable text, the page's select with its
// joins, and how its rows become cards (an agent names its agency, an agency counts its workers).
import { and, count, eq, exists, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { db } from '../db/client.server';
import { cachedRead } from '@/lib/cache/read-cache.server';
import { accounts, agencies, agents, regions } from '../db/schema';
import { pickName, type Lang } from '../i18n/languages';
import type { Paged, SortOrder } from '@/lib/http/query';
import { accountNotBlocked } from '@/lib/accounts/public-owner.server';
import type { AgencyCard, AgentCard } from './cards';
import { agencyCardInScript, agentCardInScript } from './professional-in-script';
import {
  AGENCY_SERVICES,
  AGENT_SERVICES,
  servicesOfAgencies,
  servicesOfAgents,
  type ServiceLink,
} from './professional-services.server';
import type { ProfessionalsFilter } from './professionals.schema';
import { professionalsOrder, type ProfessionalsSort } from './sort.server';
import { matchesSearch, serviceWithChildren } from './service-filter.server';

export type ListProfessionalsInput = ProfessionalsFilter & {
  lang: Lang;
  pageNumber: number;
  pageSize: number;
  order: SortOrder;
  sort?: ProfessionalsSort | undefined;
};

type Directory<Q extends PgSelect, Card> = {
  /** the read cache's name for its pages */
  name: string;
  table: PgTable;
  cols: Parameters<typeof professionalsOrder>[0] & {
    accountId: AnyColumn;
    regionId: AnyColumn;
    districtId: AnyColumn;
  };
  /** the link to services (a service filter) */
  offers: ServiceLink;
  /** the text a name search looks in */
  searchText: SQL;
  /** a page's rows: the kind's table joined to its account (the blocked filter) and what it shows */
  select: () => Q;
  cards: (rows: Awaited<Q>, lang: Lang) => Promise<Card[]>;
};

async function whereOf(
  kind: Directory<PgSelect, unknown>,
  filter: ProfessionalsFilter,
): Promise<SQL | null> {
  const conds: SQL[] = [eq(accounts.isBlocked, false)];
  if (filter.serviceId !== undefined) {
    const ids = await serviceWithChildren(filter.serviceId);
    if (ids.length === 0) return null; // unknown service: nobody offers it
    const { table, owner, service } = kind.offers;
    conds.push(
      exists(
        db()
          .select({ one: sql`1` })
          .from(table)
          .where(and(eq(owner, kind.cols.id), inArray(service, ids))),
      ),
    );
  }
  if (filter.regionId !== undefined) conds.push(eq(kind.cols.regionId, filter.regionId));
  if (filter.districtId !== undefined) conds.push(eq(kind.cols.districtId, filter.districtId));
  if (filter.search) conds.push(matchesSearch(kind.searchText, filter.search));
  return and(...conds)!;
}

/**
 * A page of cards, the same for every visitor: kept by the read cache until the directory's tables
 * change (docs/performance.md#agent-directory-and-article-pages). The key names every input.
 */
function listDirectory<Q extends PgSelect, Card>(
  kind: Directory<Q, Card>,
  q: ListProfessionalsInput,
): Promise<Paged<Card>> {
  const key = [
    q.lang,
    q.pageNumber,
    q.pageSize,
    q.order,
    q.sort,
    q.serviceId,
    q.regionId,
    q.districtId,
    q.search,
  ];
  return cachedRead(`directory:${kind.name}:${JSON.stringify(key)}`, () => readDirectory(kind, q));
}

async function readDirectory<Q extends PgSelect, Card>(
  kind: Directory<Q, Card>,
  query: ListProfessionalsInput,
): Promise<Paged<Card>> {
  const meta = { pageNumber: query.pageNumber, pageSize: query.pageSize };
  const where = await whereOf(kind as unknown as Directory<PgSelect, unknown>, query);
  if (!where) return { items: [], metaData: { totalCount: 0, ...meta } };
  const [rows, [total]] = await Promise.all([
    kind
      .select()
      .where(where)
      .orderBy(...professionalsOrder(kind.cols, query.sort, query.order))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize) as unknown as Promise<Awaited<Q>>,
    db()
      .select({ n: count() })
      .from(kind.table)
      .innerJoin(accounts, eq(accounts.id, kind.cols.accountId))
      .where(where),
  ]);
  return {
    items: await kind.cards(rows, query.lang),
    metaData: { totalCount: total?.n ?? 0, ...meta },
  };
}

export type PlaceCount = { id: number | null; count: number };

/**
 * How many profiles of the directory match `filter` in each region (`by: 'region'`) or in each
 * district (`by: 'district'`, with the filter's region): one grouped statement through the list's
 * own conditions, so a place's count is what the list shows for it. Kept by the read cache as the
 * pages are. A profile with no region or district counts under `id: null`.
 */
function countByPlace(
  kind: Directory<PgSelect, unknown>,
  filter: ProfessionalsFilter,
  by: 'region' | 'district',
): Promise<PlaceCount[]> {
  const key = [by, filter.serviceId, filter.regionId, filter.districtId, filter.search];
  return cachedRead(`directory:${kind.name}:places:${JSON.stringify(key)}`, async () => {
    const where = await whereOf(kind, filter);
    if (!where) return [];
    const place = sql<
      number | null
    >`${by === 'region' ? kind.cols.regionId : kind.cols.districtId}`;
    const rows = await db()
      .select({ id: place, count: count() })
      .from(kind.table)
      .innerJoin(accounts, eq(accounts.id, kind.cols.accountId))
      .where(where)
      .groupBy(place);
    return rows.map((r) => ({ id: r.id, count: r.count }));
  });
}

const selectAgents = () =>
  db()
    .select({
      agent: agents,
      region: regions,
      agencyId: agencies.id,
      agencySeo: agencies.seoName,
      agencyName: agencies.companyName,
    })
    .from(agents)
    .innerJoin(accounts, eq(accounts.id, agents.accountId))
    .leftJoin(regions, eq(regions.id, agents.regionId))
    // A blocked company is not named (its page is a 404).
    .leftJoin(
      agencies,
      and(eq(agencies.id, agents.agencyId), accountNotBlocked(agencies.accountId)),
    )
    .$dynamic();

const AGENTS: Directory<ReturnType<typeof selectAgents>, AgentCard> = {
  name: 'agents',
  table: agents,
  cols: {
    id: agents.id,
    accountId: agents.accountId,
    regionId: agents.regionId,
    districtId: agents.districtId,
    rating: agents.rating,
    reviewCount: agents.reviewCount,
    createdAt: agents.createdAt,
    name: agents.fullName,
  },
  offers: AGENT_SERVICES,
  searchText: sql`${agents.fullName} || ' ' || ${agents.designation} || ' ' || ${agents.specialistType}`,
  select: selectAgents,
  async cards(rows, lang) {
    const svc = await servicesOfAgents(
      rows.map((r) => r.agent.id),
      lang,
    );
    return rows.map(({ agent, region, agencyId, agencySeo, agencyName }) =>
      agentCardInScript(
        {
          id: agent.id,
          seoName: agent.seoName,
          fullName: agent.fullName,
          designation: agent.designation,
          specialistType: agent.specialistType,
          image: agent.photoPath ? { imagePath: agent.photoPath } : null,
          regionId: agent.regionId,
          regionName: region ? pickName(region, lang) : null,
          agency:
            agencyId !== null && agencySeo !== null && agencyName !== null
              ? { id: agencyId, seoName: agencySeo, companyName: agencyName }
              : null,
          rating: agent.rating,
          reviewCount: agent.reviewCount,
          services: svc.get(agent.id) ?? [],
        },
        lang,
      ),
    );
  },
};

const selectAgencies = () =>
  db()
    .select({ agency: agencies, region: regions })
    .from(agencies)
    .innerJoin(accounts, eq(accounts.id, agencies.accountId))
    .leftJoin(regions, eq(regions.id, agencies.regionId))
    .$dynamic();

const AGENCIES: Directory<ReturnType<typeof selectAgencies>, AgencyCard> = {
  name: 'agencies',
  table: agencies,
  cols: {
    id: agencies.id,
    accountId: agencies.accountId,
    regionId: agencies.regionId,
    districtId: agencies.districtId,
    rating: agencies.rating,
    reviewCount: agencies.reviewCount,
    createdAt: agencies.createdAt,
    name: agencies.companyName,
  },
  offers: AGENCY_SERVICES,
  searchText: sql`${agencies.companyName} || ' ' || ${agencies.directorName}`,
  select: selectAgencies,
  async cards(rows, lang) {
    const ids = rows.map((r) => r.agency.id);
    const [svc, workers] = await Promise.all([
      servicesOfAgencies(ids, lang),
      ids.length === 0
        ? []
        : db()
            .select({ agencyId: agents.agencyId, n: count() })
            .from(agents)
            .where(inArray(agents.agencyId, ids))
            .groupBy(agents.agencyId),
    ]);
    const workerCount = new Map(workers.map((w) => [w.agencyId, w.n]));
    return rows.map(({ agency, region }) =>
      agencyCardInScript(
        {
          id: agency.id,
          seoName: agency.seoName,
          companyName: agency.companyName,
          directorName: agency.directorName,
          image: agency.photoPath ? { imagePath: agency.photoPath } : null,
          regionId: agency.regionId,
          regionName: region ? pickName(region, lang) : null,
          rating: agency.rating,
          reviewCount: agency.reviewCount,
          workerCount: workerCount.get(agency.id) ?? 0,
          services: svc.get(agency.id) ?? [],
        },
        lang,
      ),
    );
  },
};

export const listAgents = (query: ListProfessionalsInput): Promise<Paged<AgentCard>> =>
  listDirectory(AGENTS, query);

export const listAgencies = (query: ListProfessionalsInput): Promise<Paged<AgencyCard>> =>
  listDirectory(AGENCIES, query);

export const agentsByPlace = (filter: ProfessionalsFilter, by: 'region' | 'district') =>
  countByPlace(AGENTS as unknown as Directory<PgSelect, unknown>, filter, by);

export const agenciesByPlace = (filter: ProfessionalsFilter, by: 'region' | 'district') =>
  countByPlace(AGENCIES as unknown as Directory<PgSelect, unknown>, filter, by);
