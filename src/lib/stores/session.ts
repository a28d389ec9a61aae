// Session state for islands, as nanostores filled from the server-rendered page so islands never
// refetch it: BaseLayout writes the payload as JSON into #session-data, and this module reads it
// once, when the browser first imports it. $unread is the unread-messages total: the header's
// live script (browser/messages-badge.ts) keeps it current, so anything on the page can follow it.
import { atom } from 'nanostores';

type ClientSession = {
  id: number;
  fullName: string;
  userRole: 'User' | 'Agent' | 'Agency' | 'Admin';
  agentId: number | null;
  agencyId: number | null;
  photo: string | null;
  isPro: boolean;
};
type Invitations = { hasInvitations: boolean; invitationCount: number };

export const $session = atom<ClientSession | null>(null);
export const $invitations = atom<Invitations>({ hasInvitations: false, invitationCount: 0 });
export const $unread = atom<number>(0);

if (typeof document !== 'undefined') {
  const el = document.getElementById('session-data');
  if (el?.textContent) {
    try {
      const data = JSON.parse(el.textContent) as {
        session: ClientSession | null;
        invitations: Invitations;
        unread?: number;
      };
      $session.set(data.session);
      $invitations.set(data.invitations);
      $unread.set(data.unread ?? 0);
    } catch {
      /* a broken payload means signed out */
    }
  }
}

/** Sign-out on the client: the stores and all localStorage are cleared (docs/product.md §4). */
export function clearClientSession() {
  $session.set(null);
  $invitations.set({ hasInvitations: false, invitationCount: 0 });
  $unread.set(0);
  try {
    localStorage.clear();
    // Unsent message drafts and typed search text of this tab (islands/messages/drafts.ts).
    sessionStorage.clear();
  } catch {
    /* private mode */
  }
}
