// The header badge: pending join requests for an agency (type 0), invitations for an agent (type 1)
// — the same set GET /api/agent-enrollment/get-all lists without filters, so the badge and the list
// never disagree (enrollments/list-enrollments.server.ts).
import type { SessionAccount } from '../auth/session.server';
import { countReceived } from './enrollments/list-enrollments.server';

export async function countInvitations(account: SessionAccount | null): Promise<number> {
  return account ? countReceived(account) : 0;
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
