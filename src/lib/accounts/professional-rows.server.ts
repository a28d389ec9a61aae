// Agent and Agency accounts have a public record (agents / agencies) that the directories, detail
// pages and invitations use. It is made when the account becomes active and kept in step with the
// profile, so the public card never shows another name, photo or region than "My profile".
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../db/client.server';
import {
  accounts,
  accountServices,
  agencies,
  agencyServices,
  agents,
  agentServices,
  socialLinks,
} from '../db/schema';
import { SOCIAL_NETWORKS, type SocialNetwork } from './profile.schema';
import { slugify } from '../i18n/slug';

type Account = typeof accounts.$inferSelect;
export type CompanyPayload = { tin: string; companyName: string };

/** Postgres unique violation (both drivers expose the SQLSTATE as `code`, possibly on `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const err = error as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23505' || err?.cause?.code === '23505';
}

export async function createProfessionalRow(
  tx: Tx,
  account: Account,
  company: CompanyPayload | null,
) {
  if (account.role === 'Agent') {
    await tx
      .insert(agents)
      .values({
        accountId: account.id,
        seoName: slugify(account.fullName) || 'user',
        fullName: account.fullName,
        specialistType: account.specialistType ?? '',
        email: account.email,
        phone: account.phone,
      })
      .onConflictDoNothing({ target: agents.accountId });
  } else if (account.role === 'Agency' && company) {
    await tx
      .insert(agencies)
      .values({
        accountId: account.id,
        seoName: slugify(company.companyName) || 'company',
        companyName: company.companyName,
        tin: company.tin,
        email: account.email,
        phone: account.phone,
      })
      .onConflictDoNothing({ target: agencies.accountId });
  }
}

/** Copies the account's profile to its agent record (if any) and services to both records. The photo
 * has its own use case (photo.server.ts), which writes it to every record at once. The agent's
 * contact phone and e-mail are not copied: the agent form (POST/PUT /api/agents) owns them, and
 * the sign-in contact may well be another number (see followContactChange). */
export async function syncProfessionalRows(tx: Tx, accountId: number, serviceIds: number[] | null) {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account) return;
  const [agent] = await tx
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.accountId, accountId))
    .limit(1);
  if (agent) {
    await tx
      .update(agents)
      .set({
        fullName: account.fullName,
        seoName: slugify(account.fullName) || 'user',
        specialistType: account.specialistType ?? '',
        regionId: account.regionId,
        districtId: account.districtId,
        address: account.address ?? '',
        about: account.about ?? '',
        updatedAt: new Date(),
      })
      .where(eq(agents.id, agent.id));
    if (serviceIds) {
      await tx.delete(agentServices).where(eq(agentServices.agentId, agent.id));
      if (serviceIds.length)
        await tx
          .insert(agentServices)
          .values(serviceIds.map((serviceId) => ({ agentId: agent.id, serviceId })));
    }
  }
  const [agency] = await tx
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.accountId, accountId))
    .limit(1);
  if (agency) {
    await tx
      .update(agencies)
      .set({
        regionId: account.regionId,
        districtId: account.districtId,
        about: account.about ?? '',
        updatedAt: new Date(),
      })
      .where(eq(agencies.id, agency.id));
    if (serviceIds) {
      await tx.delete(agencyServices).where(eq(agencyServices.agencyId, agency.id));
      if (serviceIds.length)
        await tx
          .insert(agencyServices)
          .values(serviceIds.map((serviceId) => ({ agencyId: agency.id, serviceId })));
    }
  }
}

/**
 * A new sign-in phone or e-mail reaches the agent card only where the card still shows the old
 * sign-in contact (or none): a contact the person typed in the agent form stays theirs.
 */
export async function followContactChange(
  tx: Tx,
  accountId: number,
  kind: 'phone' | 'email',
  previous: string | null,
  value: string,
) {
  const column = kind === 'phone' ? agents.phone : agents.email;
  await tx
    .update(agents)
    .set({ [kind]: value, updatedAt: new Date() })
    .where(
      and(
        eq(agents.accountId, accountId),
        previous === null ? isNull(column) : or(isNull(column), eq(column, previous)),
      ),
    );
}

/** The account's service types ("My profile" reads them), replaced by `serviceIds`. */
export async function replaceAccountServices(tx: Tx, accountId: number, serviceIds: number[]) {
  await tx.delete(accountServices).where(eq(accountServices.accountId, accountId));
  if (serviceIds.length)
    await tx
      .insert(accountServices)
      .values(serviceIds.map((serviceId) => ({ accountId, serviceId })));
}

/** The account's social links, replaced by the non-empty ones of `links`. */
export async function replaceSocialLinks(
  tx: Tx,
  accountId: number,
  links: Partial<Record<SocialNetwork, string | undefined>>,
) {
  await tx.delete(socialLinks).where(eq(socialLinks.accountId, accountId));
  const rows = SOCIAL_NETWORKS.flatMap((network) =>
    links[network] ? [{ accountId, network, url: links[network] }] : [],
  );
  if (rows.length) await tx.insert(socialLinks).values(rows);
}
