// Search text typed but not yet sent survives a language switch. The switcher
// is plain links that keep the page's query string, so a sent `?Search=` already comes along without
// JavaScript; this adds what is still only in a box. On a click on a switcher link, each box marked
// `data-carry="<name>"` whose text differs from what the page rendered is noted in sessionStorage;
// the next page, when it is the same path, puts the text back into the box of the same name if
// that box is still as rendered. One hop only: the note is removed as soon as it is read.
const KEY = 'carry-typed';

type Note = { path: string; typed: Record<string, string> };

const boxes = () => document.querySelectorAll<HTMLInputElement>('input[data-carry]');

document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('.lang-switcher a[href]');
  if (!link) return;
  const typed: Record<string, string> = {};
  for (const box of boxes())
    if (box.value !== box.defaultValue) typed[box.dataset['carry']!] = box.value;
  try {
    if (Object.keys(typed).length === 0) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify({ path: location.pathname, typed }));
  } catch {
    /* storage disabled: the switch still works, the unsent text is lost */
  }
});

function restore() {
  let note: Note | null;
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    note = raw ? (JSON.parse(raw) as Note) : null;
  } catch {
    return;
  }
  if (!note || note.path !== location.pathname) return;
  for (const box of boxes()) {
    const text = note.typed[box.dataset['carry']!];
    if (text !== undefined && box.value === box.defaultValue) box.value = text;
  }
}
restore();
