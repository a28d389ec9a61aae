// Markup that is a pure function of its key, kept in memory by that key: the project card's
// (src/components/projects/ProjectCard.astro), whose key is the whole card it is drawn from. Unlike
// the read cache's kept markup (CachedHtml), nothing here can go stale — changed data makes another
// key — so it needs no tables, no time to live, and `READ_CACHE=off` leaves it on, as it leaves the
// island HTML memo on: a page read from scratch still reads every row, only the markup of a card
// already drawn from the same row is not rendered again (docs/performance.md#a-card-drawn-once).
// A block kept by the data it was given (CachedHtml's `drawnFrom`, while the read cache keeps
// nothing) is kept here the same way (docs/performance.md#blocks-kept-by-their-data).
// Bounded: emptied when full, as the memo of texts is (src/lib/util/memo.ts) — by count, and by
// characters, since a block's key and markup are tens of kilobytes where a card's are one or two.

const MAX_ENTRIES = 2_000;
/** Keys and markup together: at most about 12 MB as two-byte text. */
const MAX_CHARS = 6_000_000;
const kept = new Map<string, string>();
let chars = 0;

/** The markup kept for `key`, if any. */
export function keptMarkup(key: string): string | undefined {
  return kept.get(key);
}

/** The markup `render` made for `key`, rendered on the first call and kept. */
export async function memoMarkup(key: string, render: () => Promise<string>): Promise<string> {
  const found = kept.get(key);
  if (found !== undefined) return found;
  const html = await render();
  const size = key.length + html.length;
  if (size > MAX_CHARS || kept.has(key)) return html; // too large to keep; kept meanwhile
  if (kept.size >= MAX_ENTRIES || chars + size > MAX_CHARS) {
    kept.clear();
    chars = 0;
  }
  kept.set(key, html);
  chars += size;
  return html;
}

/** How many are kept (tests). */
export function memoMarkupSize(): number {
  return kept.size;
}

/** How many characters of keys and markup are kept (tests). */
export function memoMarkupChars(): number {
  return chars;
}
