// One agency's public page: company fields (docs/api.md: tin, companyName, fullAddress, directorName,
// email, phone, rating), region, services, social links and its workers (the agents working for it).
import { and, asc, eq } from 'drizzle-orm';
import { db } from '../db/client.server';
import { accounts, agencies, agents, districts, regions, socialLinks } from '../db/schema';
import { pickName, type Lang } from '../i18n/languages';
import { servicesOfAgencies, type ServiceRef } from './professional-services.server';
import { safeLinks, type SocialLink } from './social-links';

export type AgencyWorker = {
  id: number;
  seoName: string;
  fullName: string;
  designation: string;
  phone: string | null;
  image: { imagePath: string } | null;
};

export type AgencyDetail = {
  id: number;
  accountId: number;
  seoName: string;
  tin: string;
  companyName: string;
  fullAddress: string;
  directorName: string;
  email: string | null;
  phone: string | null;
  rating: number;
  about: string;
  image: { imagePath: string } | null;
  regionId: number | null;
  regionName: string | null;
  districtName: string | null;
  services: ServiceRef[];
  socialLinks: SocialLink[];
  workers: AgencyWorker[];
  createdAt: string;
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
  const a = row.agency;
  const [svc, links, workers] = await Promise.all([
    servicesOfAgencies([a.id], lang),
    db()
      .select()
      .from(socialLinks)
      .where(eq(socialLinks.accountId, a.accountId))
      .orderBy(asc(socialLinks.network)),
    db()
      .select({ agent: agents })
      .from(agents)
      .innerJoin(accounts, eq(accounts.id, agents.accountId))
      .where(and(eq(agents.agencyId, a.id), eq(accounts.isBlocked, false)))
      .orderBy(asc(agents.fullName), asc(agents.id)),
  ]);
  return {
    id: a.id,
    accountId: a.accountId,
    seoName: a.seoName,
    tin: a.tin,
    companyName: a.companyName,
    fullAddress: a.fullAddress,
    directorName: a.directorName,
    email: a.email,
    phone: a.phone,
    rating: a.rating,
    about: a.about,
    image: a.photoPath ? { imagePath: a.photoPath } : null,
    regionId: a.regionId,
    regionName: row.region ? pickName(row.region, lang) : null,
    districtName: row.district ? pickName(row.district, lang) : null,
    services: svc.get(a.id) ?? [],
    socialLinks: safeLinks(links),
    workers: workers.map(({ agent: w }) => ({
      id: w.id,
      seoName: w.seoName,
      fullName: w.fullName,
      designation: w.designation,
      phone: w.phone,
      image: w.photoPath ? { imagePath: w.photoPath } : null,
    })),
    createdAt: a.createdAt.toISOString(),
  };
}
