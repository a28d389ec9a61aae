// GET /api/agent-enrollment/get-all and the account pages: the caller's pending enrollments
// (docs/api.md "Professionals"). Without filters, the ones the caller received — its total is the
// header badge; AgentId/AgencyId must name the caller's own agent/agency (else 403); Type narrows
// (an agency asking for type 1 sees the invitations it sent, an agent type 0 its join requests).
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { SessionAccount } from '@/lib/auth/session.server';
import { enrollments } from '@/lib/db/schema';
import { forbidden } from '@/lib/http/app-error';
import type { Paged } from '@/lib/http/query';
import type { EnrollmentItem, EnrollmentType } from './enrollment-dto';
import { countVisible, pageOfItems } from './enrollment-rows.server';
import { agencyOf, agentOf, receivedBy } from './parties';

export type ListEnrollmentsQuery = {
  agentId?: number | undefined;
  agencyId?: number | undefined;
  type?: EnrollmentType | undefined;
  pageNumber: number;
  pageSize: number;
  order: 'asc' | 'desc';
};

const pending = eq(enrollments.status, 'pending');

/** The pending enrollments the caller received, or null when it can receive none. */
export function receivedWhere(
  caller: Pick<SessionAccount, 'role' | 'agentId' | 'agencyId'>,
): SQL | null {
  const side = receivedBy(caller);
  if (!side) return null;
  return and(
    pending,
    eq(enrollments.type, side.type),
    side.agencyId !== undefined
      ? eq(enrollments.agencyId, side.agencyId)
      : eq(enrollments.agentId, side.agentId!),
  )!;
}

/** The header badge: how many pending enrollments wait for the caller's answer. */
export async function countReceived(
  caller: Pick<SessionAccount, 'role' | 'agentId' | 'agencyId'>,
): Promise<number> {
  const where = receivedWhere(caller);
  return where ? countVisible(where) : 0;
}

function filteredWhere(caller: SessionAccount, q: ListEnrollmentsQuery): SQL | null {
  const myAgency = agencyOf(caller);
  const myAgent = agentOf(caller);
  if (q.agentId !== undefined && q.agentId !== myAgent) throw forbidden();
  if (q.agencyId !== undefined && q.agencyId !== myAgency) throw forbidden();
  const mine: SQL[] = [];
  if (myAgency !== null) mine.push(eq(enrollments.agencyId, myAgency));
  if (myAgent !== null) mine.push(eq(enrollments.agentId, myAgent));
  if (mine.length === 0) return null;
  return and(
    pending,
    or(...mine),
    q.agentId !== undefined ? eq(enrollments.agentId, q.agentId) : undefined,
    q.agencyId !== undefined ? eq(enrollments.agencyId, q.agencyId) : undefined,
    q.type !== undefined ? eq(enrollments.type, q.type) : undefined,
  )!;
}

export async function listEnrollments(
  caller: SessionAccount,
  q: ListEnrollmentsQuery,
): Promise<Paged<EnrollmentItem>> {
  const unfiltered = q.agentId === undefined && q.agencyId === undefined && q.type === undefined;
  const where = unfiltered ? receivedWhere(caller) : filteredWhere(caller, q);
  const meta = { pageNumber: q.pageNumber, pageSize: q.pageSize };
  if (!where) return { items: [], metaData: { totalCount: 0, ...meta } };
  const { items, totalCount } = await pageOfItems(where, q);
  return { items, metaData: { totalCount, ...meta } };
}
