// A project's owner as cards, the detail page and conversations show it: the account with its agent
// or agency profile, whose name, photo and link win over the account's own (ownerFrom). Read as a
// correlated subquery of a project query (ownerSql, the card kept with the account), or for a set of
// accounts at once (loadOwners, joined).
import { inArray, sql } from 'drizzle-orm';
import { db, type Db, type Tx } from '@/lib/db/client.server';
import { accounts, agencies, agents } from '@/lib/db/schema';
import { agencyPath, agentPath } from '@/lib/accounts/seo-path';
import type { ProjectOwner } from './project-card';

export type OwnerRow = {
  accountId: number;
  fullName: string;
  role: string;
  accountPhoto: string | null;
  agentId: number | null;
  agentSeo: string | null;
  agentName: string | null;
  agentPhoto: string | null;
  agencyId: number | null;
  agencySeo: string | null;
  agencyName: string | null;
  agencyPhoto: string | null;
};

/**
 * The outer query's project owner with its agent or agency profile, as JSON (loadOwners' row): the
 * account's `owner_card`, which triggers keep as the three tables' join (migration
 * 0023_owner_card, docs/performance.md#the-owner-card-kept-with-the-account).
 */
export const ownerSql = sql<OwnerRow | null>`(select oa.owner_card from accounts oa where oa.id = "projects"."owner_account_id")`;

/** Owners with their agent or agency profile (the profile decides the name and link), in one query. */
export async function loadOwners(
  accountIds: number[],
  conn: Db | Tx = db(),
): Promise<Map<number, ProjectOwner>> {
  if (accountIds.length === 0) return new Map();
  const rows = await conn
    .select({
      accountId: accounts.id,
      fullName: accounts.fullName,
      role: accounts.role,
      accountPhoto: accounts.photoPath,
      agentId: agents.id,
      agentSeo: agents.seoName,
      agentName: agents.fullName,
      agentPhoto: agents.photoPath,
      agencyId: agencies.id,
      agencySeo: agencies.seoName,
      agencyName: agencies.companyName,
      agencyPhoto: agencies.photoPath,
    })
    .from(accounts)
    .leftJoin(agents, sql`${agents.accountId} = ${accounts.id}`)
    .leftJoin(agencies, sql`${agencies.accountId} = ${accounts.id}`)
    .where(inArray(accounts.id, accountIds));
  return new Map(rows.map((row) => [row.accountId, ownerFrom(row)]));
}

/** One owner as a card shows it: the agency's or agent's profile decides the name and link. */
export function ownerFrom(row: OwnerRow): ProjectOwner {
  const base = {
    accountId: row.accountId,
    fullName: row.fullName,
    ...(row.agentId !== null ? { agentId: row.agentId } : {}),
    ...(row.agencyId !== null ? { agencyId: row.agencyId } : {}),
  };
  if (row.agencyId !== null && (row.role === 'Agency' || row.agentId === null)) {
    return {
      ...base,
      kind: 'agency',
      displayName: row.agencyName ?? row.fullName,
      photo: row.agencyPhoto ?? row.accountPhoto,
      profileUrl: agencyPath({ id: row.agencyId, seoName: row.agencySeo ?? '' }),
    };
  } else if (row.agentId !== null) {
    return {
      ...base,
      kind: 'agent',
      displayName: row.agentName || row.fullName,
      photo: row.agentPhoto ?? row.accountPhoto,
      profileUrl: agentPath({ id: row.agentId, seoName: row.agentSeo ?? '' }),
    };
  } else {
    return {
      ...base,
      kind: 'user',
      displayName: row.fullName,
      photo: row.accountPhoto,
      profileUrl: null,
    };
  }
}

/** The owner of a project whose owner row is missing: a nameless user. */
export const unknownOwner = (accountId: number): ProjectOwner => ({
  accountId,
  fullName: '',
  kind: 'user',
  displayName: '',
  photo: null,
  profileUrl: null,
});
