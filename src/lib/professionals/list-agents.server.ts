// The agents directory: a page of agent cards, filtered by service (with its sub-services), region
// and a name search. Best rated first unless `sort` says otherwise (sort.server.ts).
import { and, count, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { db } from '../db/client.server';
import { accounts, agencies, agentServices, agents, regions } from '../db/schema';
import { pickName, type Lang } from '../i18n/languages';
import type { Paged } from '@/lib/http/query';
import type { ProfessionalsFilter } from './professionals.schema';
import { professionalsOrder, type ProfessionalsSort } from './sort.server';
import { matchesSearch, serviceWithChildren } from './service-filter.server';
import { agentCardInScript } from './professional-in-script';
import { servicesOfAgents, type ServiceRef } from './professional-services.server';
import { accountNotBlocked } from '@/lib/accounts/public-owner.server';

export type AgentCard = {
  id: number;
  seoName: string;
  fullName: string;
  designation: string;
  specialistType: string;
  image: { imagePath: string } | null;
  regionId: number | null;
  regionName: string | null;
  agency: { id: number; seoName: string; companyName: string } | null;
  rating: number;
  /** How many reviews carry stars (the rating is their mean; 0: not rated yet). */
  reviewCount: number;
  services: ServiceRef[];
};

export type ListAgentsInput = ProfessionalsFilter & {
  lang: Lang;
  pageNumber: number;
  pageSize: number;
  order: 'asc' | 'desc';
  sort?: ProfessionalsSort | undefined;
};

async function agentWhere(filter: ProfessionalsFilter): Promise<SQL | null> {
  const conds: SQL[] = [eq(accounts.isBlocked, false)];
  if (filter.serviceId !== undefined) {
    const ids = await serviceWithChildren(filter.serviceId);
    if (ids.length === 0) return null; // unknown service: nobody offers it
    conds.push(
      exists(
        db()
          .select({ one: sql`1` })
          .from(agentServices)
          .where(and(eq(agentServices.agentId, agents.id), inArray(agentServices.serviceId, ids))),
      ),
    );
  }
  if (filter.regionId !== undefined) conds.push(eq(agents.regionId, filter.regionId));
  if (filter.search) {
    conds.push(
      matchesSearch(
        sql`${agents.fullName} || ' ' || ${agents.designation} || ' ' || ${agents.specialistType}`,
        filter.search,
      ),
    );
  }
  return and(...conds)!;
}

export async function listAgents(query: ListAgentsInput): Promise<Paged<AgentCard>> {
  const meta = { pageNumber: query.pageNumber, pageSize: query.pageSize };
  const where = await agentWhere(query);
  if (!where) return { items: [], metaData: { totalCount: 0, ...meta } };
  const [rows, [total]] = await Promise.all([
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
      .where(where)
      .orderBy(
        ...professionalsOrder(
          {
            rating: agents.rating,
            reviewCount: agents.reviewCount,
            createdAt: agents.createdAt,
            id: agents.id,
            name: agents.fullName,
          },
          query.sort,
          query.order,
        ),
      )
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db()
      .select({ n: count() })
      .from(agents)
      .innerJoin(accounts, eq(accounts.id, agents.accountId))
      .where(where),
  ]);
  const svc = await servicesOfAgents(
    rows.map((r) => r.agent.id),
    query.lang,
  );
  return {
    items: rows
      .map(({ agent: agent, region, agencyId, agencySeo, agencyName }) => ({
        id: agent.id,
        seoName: agent.seoName,
        fullName: agent.fullName,
        designation: agent.designation,
        specialistType: agent.specialistType,
        image: agent.photoPath ? { imagePath: agent.photoPath } : null,
        regionId: agent.regionId,
        regionName: region ? pickName(region, query.lang) : null,
        agency:
          agencyId !== null && agencySeo !== null && agencyName !== null
            ? { id: agencyId, seoName: agencySeo, companyName: agencyName }
            : null,
        rating: agent.rating,
        reviewCount: agent.reviewCount,
        services: svc.get(agent.id) ?? [],
      }))
      .map((card) => agentCardInScript(card, query.lang)),
    metaData: { totalCount: total?.n ?? 0, ...meta },
  };
}
