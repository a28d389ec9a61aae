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
// room for them (global.css, --fab-room). Wherever they rest, at any width, they also step aside
// while something a person taps (or a price) lies under them: on a phone they sat on a project's
// Save button and an empty search's "Clear filters". Without this script a phone shows
// them at the end of the page instead (global.css, scripting: none).
const contacts = document.querySelector<HTMLElement>('.floating-contacts');
if (contacts) {
  const TAPPED =
    'a, button, summary, input, select, textarea, label, .price, .calc-price, .est-price';
  const STEP = 10; // px between probes: smaller than any control or line of text
  /** Whether a control lies under the links' place (their layout box, not where a slide moved them). */
  const covering = () => {
    const style = getComputedStyle(contacts);
    if (style.display === 'none') return false;
    const root = document.documentElement;
    const right = root.clientWidth - parseFloat(style.right);
    const bottom = root.clientHeight - parseFloat(style.bottom);
    const left = right - contacts.offsetWidth;
    const top = bottom - contacts.offsetHeight;
    for (let y = top + 1; y < bottom; y += STEP)
      for (let x = left + 1; x < right; x += STEP) {
        const under = document.elementsFromPoint(x, y).find((el) => !contacts.contains(el));
        if (under?.closest(TAPPED)) return true;
      }
    return false;
  };
  let pending = false;
  const check = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      // Away (scrolling down) they cover nothing; the check runs again when they come back.
      if (
        !contacts.classList.contains('is-away') &&
        getComputedStyle(contacts).position === 'fixed'
      )
        contacts.classList.toggle('is-over', covering());
    });
  };
  let lastY = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      const y = window.scrollY;
      const root = document.documentElement;
      const nearEnd = y + window.innerHeight >= root.scrollHeight - contacts.offsetHeight * 2;
      if (y !== lastY) contacts.classList.toggle('is-away', y > lastY && !nearEnd);
      lastY = y;
      check();
    },
    { passive: true },
  );
  window.addEventListener('resize', check, { passive: true });
  // Islands hydrating, images arriving and opened panels move things under the links.
  new ResizeObserver(check).observe(document.body);
  check();
}
