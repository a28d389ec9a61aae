// The services of many agents or agencies at once (one query per list, not per card).
import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { db } from '../db/client.server';
import { agencyServices, agentServices, services } from '../db/schema';
import { pickName, type Lang } from '../i18n/languages';

export type ServiceRef = { id: number; seoUrl: string; name: string };

/** A table linking professionals to services: its column naming the professional, the service's. */
export type ServiceLink = { table: PgTable; owner: PgColumn; service: PgColumn };
export const AGENT_SERVICES: ServiceLink = {
  table: agentServices,
  owner: agentServices.agentId,
  service: agentServices.serviceId,
};
export const AGENCY_SERVICES: ServiceLink = {
  table: agencyServices,
  owner: agencyServices.agencyId,
  service: agencyServices.serviceId,
};

/** The active services linked to each owner through `link`, in the catalogue's order. */
async function servicesOf(
  link: ServiceLink,
  ownerIds: number[],
  lang: Lang,
): Promise<Map<number, ServiceRef[]>> {
  const out = new Map<number, ServiceRef[]>();
  if (ownerIds.length === 0) return out;
  const rows = await db()
    .select({ ownerId: link.owner, service: services })
    .from(link.table)
    .innerJoin(services, eq(services.id, link.service))
    .where(inArray(link.owner, ownerIds))
    .orderBy(asc(services.sortOrder), asc(services.id));
  for (const row of rows as { ownerId: number; service: typeof services.$inferSelect }[]) {
    if (!row.service.isActive) continue; // an inactive service is not shown to the public (docs/product.md §4)
    const list = out.get(row.ownerId) ?? [];
    list.push({
      id: row.service.id,
      seoUrl: row.service.seoUrl,
      name: pickName(row.service, lang),
    });
    out.set(row.ownerId, list);
  }
  return out;
}

export const servicesOfAgents = (agentIds: number[], lang: Lang) =>
  servicesOf(AGENT_SERVICES, agentIds, lang);

export const servicesOfAgencies = (agencyIds: number[], lang: Lang) =>
  servicesOf(AGENCY_SERVICES, agencyIds, lang);
