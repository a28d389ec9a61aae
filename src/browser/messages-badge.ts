// The unread-messages counts of the page (header avatar and menu, account sidebar) and the
// notifications bell follow the live stream: every [data-unread] element is shown while the total is above 0 and its [data-unread-n]
// children show it. $unread follows too, for anything on the page that wants the number. Loaded by
// components/messages/UnreadLive.astro, for signed-in people only.
import { subscribeMessages } from '@/islands/messages/messages-live';
import { $unread } from '@/lib/stores/session';

function show(total: number): void {
  $unread.set(total);
  for (const el of document.querySelectorAll<HTMLElement>('[data-unread]')) {
    el.hidden = total === 0;
    for (const n of el.querySelectorAll('[data-unread-n]')) n.textContent = String(total);
  }
}

/** The bell: every [data-bell] is shown while unread notifications are above 0, [data-bell-n] says how many. */
function ring(total: number): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-bell]')) {
    el.hidden = total === 0;
    for (const n of el.querySelectorAll('[data-bell-n]')) n.textContent = String(total);
  }
}

subscribeMessages((event) => {
  if (event.type === 'bell') {
    ring(event.unreadTotal);
    return;
  }
  if (event.type !== 'resync') {
    show(event.unreadTotal);
    return;
  }
  // Back after an interruption: what was read or written meanwhile was not streamed.
  void fetch('/api/messages/unread', { headers: { accept: 'application/json' } })
    .then((r) =>
      r.ok ? (r.json() as Promise<{ unreadTotal: number; notificationsUnread: number }>) : null,
    )
    .then((body) => {
      if (!body) return;
      show(body.unreadTotal);
      ring(body.notificationsUnread);
    })
    .catch(() => {});
});
