// The services of many agents or agencies at once (one query per list, not per card).
import { asc, eq, inArray } from 'drizzle-orm';
import { db } from '../db/client.server';
import { agencyServices, agentServices, services } from '../db/schema';
import { pickName, type Lang } from '../i18n/languages';

export type ServiceRef = { id: number; seoUrl: string; name: string };

export async function servicesOfAgents(
  agentIds: number[],
  lang: Lang,
): Promise<Map<number, ServiceRef[]>> {
  const out = new Map<number, ServiceRef[]>();
  if (agentIds.length === 0) return out;
  const rows = await db()
    .select({ ownerId: agentServices.agentId, service: services })
    .from(agentServices)
    .innerJoin(services, eq(services.id, agentServices.serviceId))
    .where(inArray(agentServices.agentId, agentIds))
    .orderBy(asc(services.sortOrder), asc(services.id));
  for (const row of rows) {
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

export async function servicesOfAgencies(
  agencyIds: number[],
  lang: Lang,
): Promise<Map<number, ServiceRef[]>> {
  const out = new Map<number, ServiceRef[]>();
  if (agencyIds.length === 0) return out;
  const rows = await db()
    .select({ ownerId: agencyServices.agencyId, service: services })
    .from(agencyServices)
    .innerJoin(services, eq(services.id, agencyServices.serviceId))
    .where(inArray(agencyServices.agencyId, agencyIds))
    .orderBy(asc(services.sortOrder), asc(services.id));
  for (const row of rows) {
    if (!row.service.isActive) continue;
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
