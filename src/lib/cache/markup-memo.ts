// Markup that is a pure function of its key, kept in memory by that key: the project card's
// (src/components/projects/ProjectCard.astro), whose key is the whole card it is drawn from. Unlike
// the read cache's kept markup (CachedHtml), nothing here can go stale — changed data makes another
// key — so it needs no tables, no time to live, and `READ_CACHE=off` leaves it on, as it leaves the
// island HTML memo on: a page read from scratch still reads every row, only the markup of a card
// already drawn from the same row is not rendered again (docs/performance.md#a-card-drawn-once).
// Bounded: emptied when full, as the memo of texts is (src/lib/util/memo.ts).

const MAX_ENTRIES = 2_000;
const kept = new Map<string, string>();

/** The markup kept for `key`, if any. */
export function keptMarkup(key: string): string | undefined {
  return kept.get(key);
}

/** The markup `render` made for `key`, rendered on the first call and kept. */
export async function memoMarkup(key: string, render: () => Promise<string>): Promise<string> {
  const found = kept.get(key);
  if (found !== undefined) return found;
  const html = await render();
  if (kept.size >= MAX_ENTRIES) kept.clear();
  kept.set(key, html);
  return html;
}

/** How many are kept (tests). */
export function memoMarkupSize(): number {
  return kept.size;
}
