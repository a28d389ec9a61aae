// Factories for the professionals directory: accounts, agents and agencies inserted straight
// through drizzle (the create-profile use cases arrive with a later issue), with services, region
// and social links as the profile forms will store them. Reuse them freely.
import crypto from 'node:crypto';
import { db } from '@/lib/db/client.server';
import {
  accounts,
  agencies,
  agencyServices,
  agentServices,
  agents,
  socialLinks,
} from '@/lib/db/schema';
import { slugify } from '@/lib/i18n/slug';
import { uniquePhone } from '@/lib/accounts/testing/fixtures';

type Role = 'User' | 'Agent' | 'Agency' | 'Admin';
type AccountRow = typeof accounts.$inferSelect;
type Social = {
  network: 'facebook' | 'instagram' | 'googlePlus' | 'twitter' | 'linkedIn' | 'tumblr' | 'telegram';
  url: string;
};

let seq = 0;
const uniq = () =>
  `${Date.now().toString(36)}${(++seq).toString(36)}${crypto.randomBytes(2).toString('hex')}`;

export type MakeAccountOptions = {
  role?: Role;
  fullName?: string;
  isBlocked?: boolean;
  isPro?: boolean;
  photoPath?: string | null;
  regionId?: number | null;
};

/** A verified account row (nobody signs in with it: the password hash is not a real one). */
export async function makeAccount(opts: MakeAccountOptions = {}): Promise<AccountRow> {
  const [a] = await db()
    .insert(accounts)
    .values({
      phone: uniquePhone('+99893'),
      passwordHash: 'not-a-hash',
      fullName: opts.fullName ?? `Account ${uniq()}`,
      role: opts.role ?? 'User',
      isVerified: true,
      isBlocked: opts.isBlocked ?? false,
      isPro: opts.isPro ?? false,
      photoPath: opts.photoPath ?? null,
      regionId: opts.regionId ?? null,
    })
    .returning();
  return a!;
}

export type MakeAgentOptions = Partial<Omit<typeof agents.$inferInsert, 'accountId'>> & {
  isBlocked?: boolean;
  isPro?: boolean;
  serviceIds?: number[];
  social?: Social[];
};

/** An Agent account and its agent profile, with services and social links. */
export async function makeAgent(opts: MakeAgentOptions = {}) {
  const { isBlocked, isPro, serviceIds = [], social = [], ...cols } = opts;
  const fullName = cols.fullName ?? `Agent ${uniq()}`;
  const account = await makeAccount({
    role: 'Agent',
    fullName,
    isBlocked: isBlocked ?? false,
    isPro: isPro ?? false,
  });
  const [agent] = await db()
    .insert(agents)
    .values({
      seoName: slugify(fullName) || 'user',
      designation: 'Arxitektor',
      phone: '+998901234567',
      email: `a${uniq()}@example.uz`,
      gdprConsent: true,
      ...cols,
      fullName,
      accountId: account.id,
    })
    .returning();
  if (serviceIds.length > 0)
    await db()
      .insert(agentServices)
      .values(serviceIds.map((serviceId) => ({ agentId: agent!.id, serviceId })));
  if (social.length > 0)
    await db()
      .insert(socialLinks)
      .values(social.map((s) => ({ accountId: account.id, ...s })));
  return { account, agent: agent! };
}

export type MakeAgencyOptions = Partial<Omit<typeof agencies.$inferInsert, 'accountId'>> & {
  isBlocked?: boolean;
  serviceIds?: number[];
  social?: Social[];
};

/** An Agency account and its company profile, with services and social links. */
export async function makeAgency(opts: MakeAgencyOptions = {}) {
  const { isBlocked, serviceIds = [], social = [], ...cols } = opts;
  const companyName = cols.companyName ?? `Kompaniya ${uniq()}`;
  const account = await makeAccount({
    role: 'Agency',
    fullName: `Director of ${companyName}`,
    isBlocked: isBlocked ?? false,
  });
  const [agency] = await db()
    .insert(agencies)
    .values({
      seoName: slugify(companyName) || 'company',
      tin: String(crypto.randomInt(100_000_000, 999_999_999)),
      directorName: 'Akmal Rahimov',
      fullAddress: 'Toshkent, Yunusobod 4',
      phone: '+998712345678',
      email: `c${uniq()}@example.uz`,
      ...cols,
      companyName,
      accountId: account.id,
    })
    .returning();
  if (serviceIds.length > 0)
    await db()
      .insert(agencyServices)
      .values(serviceIds.map((serviceId) => ({ agencyId: agency!.id, serviceId })));
  if (social.length > 0)
    await db()
      .insert(socialLinks)
      .values(social.map((s) => ({ accountId: account.id, ...s })));
  return { account, agency: agency! };
}
