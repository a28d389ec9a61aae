// The few lines of behaviour every page has, in plain script (no React on reading pages):
// mirror the language to localStorage (spec keeps it there), and scroll smoothly to the top 400 ms
// after a navigation, or centre the #hash target (docs/product.md §2). Sign-out clears storage in the
// sign-out page's own script (lib/stores/session.ts, clearClientSession). Unsent search text
// follows a language switch (carry-typed.ts).
import './carry-typed';
const SCROLL_DELAY_MS = 400;
const lang = document.documentElement.dataset.lang;
try {
  if (lang) localStorage.setItem('lang', lang);
} catch {
  /* storage disabled */
}

// A reader who has already started scrolling (wheel, touch, keys) keeps their place: on a fresh
// navigation the page starts at the top anyway, so scrollY > 0 here would be their own scroll.
let readerScrolled = false;
const reader = () => (readerScrolled = true);
for (const type of ['wheel', 'touchstart', 'keydown'])
  window.addEventListener(type, reader, { once: true, passive: true });

window.setTimeout(() => {
  for (const type of ['wheel', 'touchstart', 'keydown']) window.removeEventListener(type, reader);
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView({ behavior: 'smooth', block: 'center' });
  else if (
    !id &&
    !readerScrolled &&
    window.scrollY > 0 &&
    performance.getEntriesByType('navigation')[0]?.toJSON().type === 'navigate'
  ) {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }
}, SCROLL_DELAY_MS);

// The floating contact links step aside while the reader scrolls down a phone's page (they would
// cover what is being read) and come back on the way up and near the end, where the footer leaves
// room for them (global.css, --fab-room). Without this script they stay, and that room still holds.
const contacts = document.querySelector<HTMLElement>('.floating-contacts');
if (contacts) {
  let lastY = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      const y = window.scrollY;
      const root = document.documentElement;
      const nearEnd = y + window.innerHeight >= root.scrollHeight - contacts.offsetHeight * 2;
      if (y !== lastY) contacts.classList.toggle('is-away', y > lastY && !nearEnd);
      lastY = y;
    },
    { passive: true },
  );
}
