// The signed-in account's profile for "My profile" and GET /api/accounts/me. Agent and agency
// records made by the demo data or the admin may hold values the account does not have yet; they
// fill the gaps, so the first save does not wipe them. The rows are kept per account by the read
// cache until one of their tables is written (docs/performance.md#account-pages); what depends on
// the clock (PRO still running) is worked out on every call.
import { eq } from 'drizzle-orm';
import { cachedRead } from '@/lib/cache/read-cache.server';
import { db } from '../db/client.server';
import {
  accounts,
  accountServices,
  agencies,
  agencyServices,
  agents,
  agentServices,
  socialLinks,
} from '../db/schema';
import type { SocialNetwork } from './profile.schema';

export type Company = {
  tin: string;
  companyName: string;
  fullAddress: string;
  directorName: string;
  email: string;
  phone: string;
  rating: number;
};
/** The agent form's own fields (POST/PUT /api/agents), for accounts that have an agent record. */
export type AgentFields = {
  designation: string;
  phone: string;
  landLine: string;
  country: string;
  email: string;
};
export type Profile = {
  id: number;
  fullName: string;
  userRole: 'User' | 'Agent' | 'Agency' | 'Admin';
  specialistType: string;
  email: string;
  phone: string;
  regionId: number | null;
  districtId: number | null;
  address: string;
  about: string;
  serviceIds: number[];
  social: Partial<Record<SocialNetwork, string>>;
  image: { imagePath: string | null };
  isPro: boolean;
  proSince: string | null;
  proUntil: string | null;
  agentId: number | null;
  agencyId: number | null;
  company: Company | null;
  agent: AgentFields | null;
  /** "You have a new message" by SMS or e-mail (src/lib/messages/notices/). */
  notifyMessages: boolean;
};

/** The account's rows the profile is made of, or null when there is no such account. */
async function readProfileRows(accountId: number) {
  const [account] = await db().select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account) return null;
  const [agent] = await db().select().from(agents).where(eq(agents.accountId, accountId)).limit(1);
  const [agency] = await db()
    .select()
    .from(agencies)
    .where(eq(agencies.accountId, accountId))
    .limit(1);
  let serviceIds = (
    await db()
      .select({ id: accountServices.serviceId })
      .from(accountServices)
      .where(eq(accountServices.accountId, accountId))
  ).map((r) => r.id);
  if (serviceIds.length === 0 && agent) {
    serviceIds = (
      await db()
        .select({ id: agentServices.serviceId })
        .from(agentServices)
        .where(eq(agentServices.agentId, agent.id))
    ).map((r) => r.id);
  }
  if (serviceIds.length === 0 && agency) {
    serviceIds = (
      await db()
        .select({ id: agencyServices.serviceId })
        .from(agencyServices)
        .where(eq(agencyServices.agencyId, agency.id))
    ).map((r) => r.id);
  }
  const social: Profile['social'] = Object.fromEntries(
    (await db().select().from(socialLinks).where(eq(socialLinks.accountId, accountId))).map((s) => [
      s.network,
      s.url,
    ]),
  );
  return { account, agent, agency, serviceIds, social };
}

export async function getProfile(accountId: number, now = new Date()): Promise<Profile | null> {
  const rows = await cachedRead(`profile:${accountId}`, () => readProfileRows(accountId));
  if (!rows) return null;
  const { account, agent, agency, serviceIds, social } = rows;
  const pro = account.role === 'Agency' ? agency : agent;
  const photo =
    account.role === 'Agency'
      ? (agency?.photoPath ?? account.photoPath)
      : account.role === 'Agent' || account.role === 'Admin'
        ? (agent?.photoPath ?? account.photoPath)
        : account.photoPath;
  const isPro = account.isPro && (!account.proUntil || account.proUntil > now);
  return {
    id: account.id,
    fullName: account.fullName,
    userRole: account.role,
    specialistType: account.specialistType || agent?.specialistType || '',
    email: account.email ?? '',
    phone: account.phone ?? '',
    regionId: account.regionId ?? pro?.regionId ?? null,
    districtId: account.districtId ?? pro?.districtId ?? null,
    address: account.address || agent?.address || '',
    about: account.about || pro?.about || '',
    serviceIds: [...serviceIds],
    social: { ...social },
    image: { imagePath: photo ?? null },
    isPro,
    proSince: account.proSince?.toISOString() ?? null,
    proUntil: account.proUntil?.toISOString() ?? null,
    agentId: agent?.id ?? null,
    agencyId: agency?.id ?? null,
    company: agency
      ? {
          tin: agency.tin,
          companyName: agency.companyName,
          fullAddress: agency.fullAddress,
          directorName: agency.directorName,
          email: agency.email ?? '',
          phone: agency.phone ?? '',
          rating: agency.rating,
        }
      : null,
    agent: agent
      ? {
          designation: agent.designation,
          phone: agent.phone ?? '',
          landLine: agent.landLine ?? '',
          country: agent.country,
          email: agent.email ?? '',
        }
      : null,
    notifyMessages: account.notifyMessages,
  };
}
