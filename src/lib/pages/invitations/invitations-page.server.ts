// /account/invitations (docs/product.md §6): a specialist's side of the enrollments — invitations
// from companies (type 1) to answer, its own requests to join (type 0) to withdraw, and the company
// it works for now, which it may leave. Kept per account by the read cache until one of the tables
// it read is written (docs/performance.md#account-pages).
import { eq } from 'drizzle-orm';
import { cachedAccountRead } from '@/lib/auth/account-read.server';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import { agencies, agents } from '@/lib/db/schema';
import { agencyPath } from '@/lib/accounts/seo-path';
import { listEnrollments } from '@/lib/professionals/enrollments/list-enrollments.server';

const PENDING_PAGE = 50;

export type CurrentCompany = {
  id: number;
  companyName: string;
  image: { imagePath: string } | null;
  url: string;
  since: string | null;
};

/** The company the agent works for now, or null. */
export async function currentCompany(agentId: number): Promise<CurrentCompany | null> {
  const [row] = await db()
    .select({ agency: agencies, since: agents.joinedAgencyAt })
    .from(agents)
    .innerJoin(agencies, eq(agencies.id, agents.agencyId))
    .where(eq(agents.id, agentId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.agency.id,
    companyName: row.agency.companyName,
    image: row.agency.photoPath ? { imagePath: row.agency.photoPath } : null,
    url: agencyPath(row.agency),
    since: row.since?.toISOString() ?? null,
  };
}

export function loadInvitationsPage(account: SessionAccount & { agentId: number }) {
  return cachedAccountRead(account, 'invitations', () => readInvitationsPage(account));
}

async function readInvitationsPage(account: SessionAccount & { agentId: number }) {
  const { agentId } = account;
  const q = { agentId, pageNumber: 1, pageSize: PENDING_PAGE, order: 'desc' } as const;
  const [received, sent, company] = await Promise.all([
    listEnrollments(account, { ...q, type: 1 }),
    listEnrollments(account, { ...q, type: 0 }),
    currentCompany(agentId),
  ]);
  return { received, sent, company };
}
