// One agent's public profile: contact details, region, district, agency, services and social
// links (their projects: professional-projects.server.ts). Blocked accounts have no public profile.
import { and, asc, eq } from 'drizzle-orm';
import { db } from '../db/client.server';
import { accounts, agencies, agents, districts, regions, socialLinks } from '../db/schema';
import { pickName, type Lang } from '../i18n/languages';
import { servicesOfAgents, type ServiceRef } from './professional-services.server';
import { replyHoursOf } from '../messages/reply-time.server';
import { safeLinks, type SocialLink } from './social-links';
import { agentPath } from '@/lib/accounts/seo-path';
import { accountNotBlocked } from '../accounts/public-owner.server';

export type AgentDetail = {
  id: number;
  accountId: number;
  seoName: string;
  /** The profile page's canonical path, as the pages link it. */
  url: string;
  fullName: string;
  designation: string;
  specialistType: string;
  email: string | null;
  phone: string | null;
  landLine: string | null;
  country: string;
  regionId: number | null;
  regionName: string | null;
  districtName: string | null;
  address: string;
  about: string;
  image: { imagePath: string } | null;
  rating: number;
  /** How many reviews carry stars (0: not rated yet; ratings.server.ts). */
  reviewCount: number;
  isPro: boolean;
  /** The agency the agent works in (null: independent); `agency` is the same one, named. */
  agencyId: number | null;
  agency: { id: number; seoName: string; companyName: string } | null;
  services: ServiceRef[];
  socialLinks: SocialLink[];
  createdAt: string;
  /** "Usually replies within N hours" (src/lib/messages/reply-time.server.ts); null: too few replies. */
  replyHours: number | null;
};

export async function getAgent(id: number, lang: Lang): Promise<AgentDetail | null> {
  const [row] = await db()
    .select({
      agent: agents,
      isPro: accounts.isPro,
      region: regions,
      district: districts,
      agencyId: agencies.id,
      agencySeo: agencies.seoName,
      agencyName: agencies.companyName,
    })
    .from(agents)
    .innerJoin(accounts, eq(accounts.id, agents.accountId))
    .leftJoin(regions, eq(regions.id, agents.regionId))
    .leftJoin(districts, eq(districts.id, agents.districtId))
    // A blocked company is not named (its page is a 404).
    .leftJoin(
      agencies,
      and(eq(agencies.id, agents.agencyId), accountNotBlocked(agencies.accountId)),
    )
    .where(and(eq(agents.id, id), eq(accounts.isBlocked, false)))
    .limit(1);
  if (!row) return null;
  const agent = row.agent;
  const [svc, links, replyHours] = await Promise.all([
    servicesOfAgents([agent.id], lang),
    db()
      .select()
      .from(socialLinks)
      .where(eq(socialLinks.accountId, agent.accountId))
      .orderBy(asc(socialLinks.network)),
    replyHoursOf(agent.accountId),
  ]);
  return {
    id: agent.id,
    accountId: agent.accountId,
    seoName: agent.seoName,
    url: agentPath(agent),
    fullName: agent.fullName,
    designation: agent.designation,
    specialistType: agent.specialistType,
    email: agent.email,
    phone: agent.phone,
    landLine: agent.landLine,
    country: agent.country,
    regionId: agent.regionId,
    regionName: row.region ? pickName(row.region, lang) : null,
    districtName: row.district ? pickName(row.district, lang) : null,
    address: agent.address,
    about: agent.about,
    image: agent.photoPath ? { imagePath: agent.photoPath } : null,
    rating: agent.rating,
    reviewCount: agent.reviewCount,
    isPro: row.isPro,
    agencyId: agent.agencyId,
    agency:
      row.agencyId !== null && row.agencySeo !== null && row.agencyName !== null
        ? { id: row.agencyId, seoName: row.agencySeo, companyName: row.agencyName }
        : null,
    services: svc.get(agent.id) ?? [],
    socialLinks: safeLinks(links),
    createdAt: agent.createdAt.toISOString(),
    replyHours,
  };
}
