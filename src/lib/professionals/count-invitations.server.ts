// The header badge: pending join requests for an agency (type 0), invitations for an agent (type 1).
import { and, count, eq } from 'drizzle-orm';
import { db } from '../db/client.server';
import { enrollments } from '../db/schema';
import type { SessionAccount } from '../auth/session.server';

export async function countInvitations(account: SessionAccount | null): Promise<number> {
  if (!account) return 0;
  const where =
    account.role === 'Agency' && account.agencyId
      ? and(
          eq(enrollments.agencyId, account.agencyId),
          eq(enrollments.type, 0),
          eq(enrollments.status, 'pending'),
        )
      : account.agentId
        ? and(
            eq(enrollments.agentId, account.agentId),
            eq(enrollments.type, 1),
            eq(enrollments.status, 'pending'),
          )
        : undefined;
  if (!where) return 0;
  const [row] = await db().select({ n: count() }).from(enrollments).where(where);
  return row?.n ?? 0;
}

/** One count per request: the layout and the header both need it (keyed on the request's locals). */
const perRequest = new WeakMap<object, Promise<number>>();
export function invitationsFor(locals: { account: SessionAccount | null }): Promise<number> {
  let pending = perRequest.get(locals);
  if (!pending) {
    pending = countInvitations(locals.account);
    perRequest.set(locals, pending);
  }
  return pending;
}
