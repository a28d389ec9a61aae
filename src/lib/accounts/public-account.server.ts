// GET /api/accounts/{id} (spec: the profile photo of the signed-in user comes from here for
// ordinary users). Specialists and companies are public anyway; an ordinary user's account is
// visible to its owner and to admins only (someone else's private object → 404, docs/api.md).
import { and, eq, type Column } from 'drizzle-orm';
import { db } from '../db/client.server';
import { accounts, agencies, agents } from '../db/schema';
import type { SessionAccount } from '../auth/session.server';
import { accountNotBlocked } from './public-owner.server';

export type PublicAccount = {
  id: number;
  fullName: string;
  userRole: 'User' | 'Agent' | 'Agency' | 'Admin';
  image: { imagePath: string | null };
  isPro: boolean;
  agentId: number | null;
  agencyId: number | null;
};

export async function getPublicAccount(
  id: number,
  viewer: SessionAccount | null,
  now = new Date(),
): Promise<PublicAccount | null> {
  const [account] = await db().select().from(accounts).where(eq(accounts.id, id)).limit(1);
  if (!account || !account.isVerified) return null;
  const mayView =
    account.role === 'Agent' ||
    account.role === 'Agency' ||
    viewer?.id === account.id ||
    viewer?.role === 'Admin';
  if (!mayView || (account.isBlocked && viewer?.role !== 'Admin')) return null;
  const [agent] = await db()
    .select({ id: agents.id, photo: agents.photoPath })
    .from(agents)
    .where(eq(agents.accountId, id))
    .limit(1);
  const [agency] = await db()
    .select({ id: agencies.id, photo: agencies.photoPath })
    .from(agencies)
    .where(eq(agencies.accountId, id))
    .limit(1);
  return {
    id: account.id,
    fullName: account.fullName,
    userRole: account.role,
    image: { imagePath: account.photoPath },
    isPro: account.isPro && (!account.proUntil || account.proUntil > now),
    agentId: agent?.id ?? null,
    agencyId: agency?.id ?? null,
  };
}

/** A blocked account's records are found by Admin only, as getPublicAccount does. */
const visibleTo = (viewer: Pick<SessionAccount, 'role'> | null, accountId: Column) =>
  viewer?.role === 'Admin' ? undefined : accountNotBlocked(accountId);

/**
 * GET agent/get-by-accountId and agency/get-by-accountId (spec): `{ id, image: { imagePath } }`;
 * null (404) for a blocked account unless an Admin asks.
 */
export async function agentByAccount(
  accountId: number,
  viewer: Pick<SessionAccount, 'role'> | null,
) {
  const [agent] = await db()
    .select({ id: agents.id, imagePath: agents.photoPath })
    .from(agents)
    .where(and(eq(agents.accountId, accountId), visibleTo(viewer, agents.accountId)))
    .limit(1);
  return agent ? { id: agent.id, image: { imagePath: agent.imagePath } } : null;
}

export async function agencyByAccount(
  accountId: number,
  viewer: Pick<SessionAccount, 'role'> | null,
) {
  const [agency] = await db()
    .select({ id: agencies.id, imagePath: agencies.photoPath })
    .from(agencies)
    .where(and(eq(agencies.accountId, accountId), visibleTo(viewer, agencies.accountId)))
    .limit(1);
  return agency ? { id: agency.id, image: { imagePath: agency.imagePath } } : null;
}
