// The agencies directory: a page of company cards with their worker counts and services, filtered
// by service (with sub-services), region and a name search. Best rated first unless `sort` says
// otherwise (sort.server.ts).
import { and, count, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { db } from '../db/client.server';
import { accounts, agencies, agencyServices, agents, regions } from '../db/schema';
import { pickName, type Lang } from '../i18n/languages';
import type { Paged } from '@/lib/http/query';
import type { ProfessionalsFilter } from './professionals.schema';
import { professionalsOrder, type ProfessionalsSort } from './sort.server';
import { matchesSearch, serviceWithChildren } from './service-filter.server';
import { agencyCardInScript } from './professional-in-script';
import { servicesOfAgencies, type ServiceRef } from './professional-services.server';

export type AgencyCard = {
  id: number;
  seoName: string;
  companyName: string;
  directorName: string;
  image: { imagePath: string } | null;
  regionId: number | null;
  regionName: string | null;
  rating: number;
  /** How many reviews carry stars (the rating is their mean; 0: not rated yet). */
  reviewCount: number;
  workerCount: number;
  services: ServiceRef[];
};

export type ListAgenciesInput = ProfessionalsFilter & {
  lang: Lang;
  pageNumber: number;
  pageSize: number;
  order: 'asc' | 'desc';
  sort?: ProfessionalsSort | undefined;
};

async function agencyWhere(filter: ProfessionalsFilter): Promise<SQL | null> {
  const conds: SQL[] = [eq(accounts.isBlocked, false)];
  if (filter.serviceId !== undefined) {
    const ids = await serviceWithChildren(filter.serviceId);
    if (ids.length === 0) return null;
    conds.push(
      exists(
        db()
          .select({ one: sql`1` })
          .from(agencyServices)
          .where(
            and(eq(agencyServices.agencyId, agencies.id), inArray(agencyServices.serviceId, ids)),
          ),
      ),
    );
  }
  if (filter.regionId !== undefined) conds.push(eq(agencies.regionId, filter.regionId));
  if (filter.search)
    conds.push(
      matchesSearch(sql`${agencies.companyName} || ' ' || ${agencies.directorName}`, filter.search),
    );
  return and(...conds)!;
}

export async function listAgencies(query: ListAgenciesInput): Promise<Paged<AgencyCard>> {
  const meta = { pageNumber: query.pageNumber, pageSize: query.pageSize };
  const where = await agencyWhere(query);
  if (!where) return { items: [], metaData: { totalCount: 0, ...meta } };
  const [rows, [total]] = await Promise.all([
    db()
      .select({ agency: agencies, region: regions })
      .from(agencies)
      .innerJoin(accounts, eq(accounts.id, agencies.accountId))
      .leftJoin(regions, eq(regions.id, agencies.regionId))
      .where(where)
      .orderBy(
        ...professionalsOrder(
          {
            rating: agencies.rating,
            reviewCount: agencies.reviewCount,
            createdAt: agencies.createdAt,
            id: agencies.id,
            name: agencies.companyName,
          },
          query.sort,
          query.order,
        ),
      )
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db()
      .select({ n: count() })
      .from(agencies)
      .innerJoin(accounts, eq(accounts.id, agencies.accountId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.agency.id);
  const [svc, workers] = await Promise.all([
    servicesOfAgencies(ids, query.lang),
    ids.length === 0
      ? []
      : db()
          .select({ agencyId: agents.agencyId, n: count() })
          .from(agents)
          .where(inArray(agents.agencyId, ids))
          .groupBy(agents.agencyId),
  ]);
  const workerCount = new Map(workers.map((w) => [w.agencyId, w.n]));
  return {
    items: rows
      .map(({ agency: agency, region }) => ({
        id: agency.id,
        seoName: agency.seoName,
        companyName: agency.companyName,
        directorName: agency.directorName,
        image: agency.photoPath ? { imagePath: agency.photoPath } : null,
        regionId: agency.regionId,
        regionName: region ? pickName(region, query.lang) : null,
        rating: agency.rating,
        reviewCount: agency.reviewCount,
        workerCount: workerCount.get(agency.id) ?? 0,
        services: svc.get(agency.id) ?? [],
      }))
      .map((card) => agencyCardInScript(card, query.lang)),
    metaData: { totalCount: total?.n ?? 0, ...meta },
  };
}
