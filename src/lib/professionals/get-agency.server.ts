// One agency's public page: company fields (docs/api.md: tin, companyName, fullAddress, directorName,
// email, phone, rating), region, services, social links and its workers (the agents working for it).
import { and, asc, eq } from 'drizzle-orm';
import { db } from '../db/client.server';
import { accounts, agencies, agents, districts, regions, socialLinks } from '../db/schema';
import { pickName, type Lang } from '../i18n/languages';
import { servicesOfAgencies, type ServiceRef } from './professional-services.server';
import { replyHoursOf } from '../messages/reply-time.server';
import { safeLinks, type SocialLink } from './social-links';
import { agencyPath, agentPath } from '@/lib/accounts/seo-path';

export type AgencyWorker = {
  /** The agent's id under the contract's name; `id` is the same, kept for older clients. */
  agentId: number;
  id: number;
  seoName: string;
  fullName: string;
  designation: string;
  phone: string | null;
  image: { imagePath: string } | null;
  /** The agent's profile page. */
  url: string;
};

export type AgencyDetail = {
  id: number;
  accountId: number;
  seoName: string;
  /** The agency page's canonical path, as the pages link it. */
  url: string;
  tin: string;
  companyName: string;
  fullAddress: string;
  directorName: string;
  email: string | null;
  phone: string | null;
  rating: number;
  /** How many reviews carry stars (0: not rated yet; ratings.server.ts). */
  reviewCount: number;
  about: string;
  image: { imagePath: string } | null;
  regionId: number | null;
  regionName: string | null;
  districtName: string | null;
  services: ServiceRef[];
  socialLinks: SocialLink[];
  workers: AgencyWorker[];
  createdAt: string;
  /** "Usually replies within N hours" (src/lib/messages/reply-time.server.ts); null: too few replies. */
  replyHours: number | null;
};

export async function getAgency(id: number, lang: Lang): Promise<AgencyDetail | null> {
  const [row] = await db()
    .select({ agency: agencies, region: regions, district: districts })
    .from(agencies)
    .innerJoin(accounts, eq(accounts.id, agencies.accountId))
    .leftJoin(regions, eq(regions.id, agencies.regionId))
    .leftJoin(districts, eq(districts.id, agencies.districtId))
    .where(and(eq(agencies.id, id), eq(accounts.isBlocked, false)))
    .limit(1);
  if (!row) return null;
  const agency = row.agency;
  const [svc, links, workers, replyHours] = await Promise.all([
    servicesOfAgencies([agency.id], lang),
    db()
      .select()
      .from(socialLinks)
      .where(eq(socialLinks.accountId, agency.accountId))
      .orderBy(asc(socialLinks.network)),
    db()
      .select({ agent: agents })
      .from(agents)
      .innerJoin(accounts, eq(accounts.id, agents.accountId))
      .where(and(eq(agents.agencyId, agency.id), eq(accounts.isBlocked, false)))
      .orderBy(asc(agents.fullName), asc(agents.id)),
    replyHoursOf(agency.accountId),
  ]);
  return {
    id: agency.id,
    accountId: agency.accountId,
    seoName: agency.seoName,
    url: agencyPath(agency),
    tin: agency.tin,
    companyName: agency.companyName,
    fullAddress: agency.fullAddress,
    directorName: agency.directorName,
    email: agency.email,
    phone: agency.phone,
    rating: agency.rating,
    reviewCount: agency.reviewCount,
    about: agency.about,
    image: agency.photoPath ? { imagePath: agency.photoPath } : null,
    regionId: agency.regionId,
    regionName: row.region ? pickName(row.region, lang) : null,
    districtName: row.district ? pickName(row.district, lang) : null,
    services: svc.get(agency.id) ?? [],
    socialLinks: safeLinks(links),
    workers: workers.map(({ agent: worker }) => ({
      agentId: worker.id,
      id: worker.id,
      seoName: worker.seoName,
      fullName: worker.fullName,
      designation: worker.designation,
      phone: worker.phone,
      image: worker.photoPath ? { imagePath: worker.photoPath } : null,
      url: agentPath(worker),
    })),
    createdAt: agency.createdAt.toISOString(),
    replyHours,
  };
}
