// The agencies directory: a page of company cards with their worker counts and services, filtered
// by service (with sub-services), region and a name search. Best rated first.
import { and, asc, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { db } from '../db/client.server';
import { accounts, agencies, agencyServices, agents, regions } from '../db/schema';
import { pickName, type Lang } from '../i18n/languages';
import type { Paged } from '@/lib/http/query';
import type { ProfessionalsFilter } from './professionals.schema';
import { matchesSearch, serviceWithChildren } from './service-filter.server';
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
  workerCount: number;
  services: ServiceRef[];
};

export type ListAgenciesInput = ProfessionalsFilter & {
  lang: Lang;
  pageNumber: number;
  pageSize: number;
  order: 'asc' | 'desc';
};

async function agencyWhere(f: ProfessionalsFilter): Promise<SQL | null> {
  const conds: SQL[] = [eq(accounts.isBlocked, false)];
  if (f.serviceId !== undefined) {
    const ids = await serviceWithChildren(f.serviceId);
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
  if (f.regionId !== undefined) conds.push(eq(agencies.regionId, f.regionId));
  if (f.search)
    conds.push(
      matchesSearch(sql`${agencies.companyName} || ' ' || ${agencies.directorName}`, f.search),
    );
  return and(...conds)!;
}

export async function listAgencies(q: ListAgenciesInput): Promise<Paged<AgencyCard>> {
  const meta = { pageNumber: q.pageNumber, pageSize: q.pageSize };
  const where = await agencyWhere(q);
  if (!where) return { items: [], metaData: { totalCount: 0, ...meta } };
  const [rows, [total]] = await Promise.all([
    db()
      .select({ agency: agencies, region: regions })
      .from(agencies)
      .innerJoin(accounts, eq(accounts.id, agencies.accountId))
      .leftJoin(regions, eq(regions.id, agencies.regionId))
      .where(where)
      .orderBy(desc(agencies.rating), q.order === 'desc' ? desc(agencies.id) : asc(agencies.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db()
      .select({ n: count() })
      .from(agencies)
      .innerJoin(accounts, eq(accounts.id, agencies.accountId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.agency.id);
  const [svc, workers] = await Promise.all([
    servicesOfAgencies(ids, q.lang),
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
    items: rows.map(({ agency: a, region }) => ({
      id: a.id,
      seoName: a.seoName,
      companyName: a.companyName,
      directorName: a.directorName,
      image: a.photoPath ? { imagePath: a.photoPath } : null,
      regionId: a.regionId,
      regionName: region ? pickName(region, q.lang) : null,
      rating: a.rating,
      workerCount: workerCount.get(a.id) ?? 0,
      services: svc.get(a.id) ?? [],
    })),
    metaData: { totalCount: total?.n ?? 0, ...meta },
  };
}
