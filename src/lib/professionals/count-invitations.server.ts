// The header badge: pending join requests for an agency (type 0), invitations for an agent (type 1)
// — the same set GET /api/agent-enrollment/get-all lists without filters, so the badge and the list
// never disagree (enrollments/list-enrollments.server.ts). Every page of a company or a specialist
// shows it, so it is kept per account by the read cache until an enrollment, agent, agency or
// account is written (docs/performance.md#account-pages).
import { cachedAccountRead } from '../auth/account-read.server';
import type { SessionAccount } from '../auth/session.server';
import { countReceived, receivedWhere } from './enrollments/list-enrollments.server';

export async function countInvitations(account: SessionAccount | null): Promise<number> {
  if (!account || !receivedWhere(account)) return 0;
  return cachedAccountRead(account, 'invitations-badge', () => countReceived(account));
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
