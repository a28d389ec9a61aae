// Which side of enrollments a signed-in account stands on (docs/product.md §6: invitations are
// fetched for Agency — join requests, type 0 — and for other roles that have an agent — type 1).
// An Agency account acts for its company; any other account with an agent profile acts for that
// agent (Agent, and Admin when the admin has one). Everybody else is party to no enrollment.
import type { SessionAccount } from '@/lib/auth/session.server';
import { INVITATION, JOIN_REQUEST, type EnrollmentType } from './enrollment-dto';

type Caller = Pick<SessionAccount, 'role' | 'agentId' | 'agencyId'>;

/** The agency the caller acts for, or null. */
export function agencyOf(caller: Caller): number | null {
  return caller.role === 'Agency' ? caller.agencyId : null;
}

/** The agent the caller acts for, or null. */
export function agentOf(caller: Caller): number | null {
  return caller.role === 'Agency' ? null : caller.agentId;
}

type Pair = { type: number; agentId: number; agencyId: number };

/** The receiver answers: the agency a join request, the agent an invitation. */
export function isReceiver(caller: Caller, e: Pair): boolean {
  return e.type === JOIN_REQUEST ? agencyOf(caller) === e.agencyId : agentOf(caller) === e.agentId;
}

/** The sender may withdraw: the agent its join request, the agency its invitation. */
export function isSender(caller: Caller, e: Pair): boolean {
  return e.type === INVITATION ? agencyOf(caller) === e.agencyId : agentOf(caller) === e.agentId;
}

/** What the caller receives (the header badge): at most one of the two. */
export function receivedBy(
  caller: Caller,
): { type: EnrollmentType; agentId?: number; agencyId?: number } | null {
  const agency = agencyOf(caller);
  if (agency !== null) return { type: JOIN_REQUEST, agencyId: agency };
  const agent = agentOf(caller);
  if (agent !== null) return { type: INVITATION, agentId: agent };
  return null;
}
