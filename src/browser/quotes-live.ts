// My requests follows the live message stream the header already has open for the badge
// (src/islands/messages/messages-live.ts): a specialist's response is a message to the customer,
// so on a new message (or after an interruption) the page's list is read again and swapped in when
// it changed. The markup is the server's own page (escaped by Astro), read from this same address.
import { subscribeMessages } from '@/islands/messages/messages-live';

const SELECTOR = '[data-quotes-live]';
const list = document.querySelector<HTMLElement>(SELECTOR);
if (list) {
  let running = false;
  let again = false;
  const refresh = async (): Promise<void> => {
    if (running) {
      again = true; // a second message while reading: read once more afterwards
      return;
    }
    running = true;
    try {
      const res = await fetch(location.href, { headers: { accept: 'text/html' } });
      if (!res.ok) return;
      const fresh = new DOMParser()
        .parseFromString(await res.text(), 'text/html')
        .querySelector(SELECTOR);
      if (fresh && fresh.innerHTML !== list.innerHTML) list.innerHTML = fresh.innerHTML;
    } catch {
      // Offline for a moment: the next message or resync reads it again.
    } finally {
      running = false;
      if (again) {
        again = false;
        void refresh();
      }
    }
  };
  subscribeMessages((event) => {
    if (event.type === 'message' || event.type === 'resync') void refresh();
  });
}
