// Markup with islands inside, kept whole (`<CachedHtml islands>`). Astro writes the island
// runtime's script once per page, before the first island, and @astrojs/react numbers the islands'
// id prefixes (`r0`, `r1`…) as it renders them. Markup served from memory skips those renders, so
// the kept entry is keyed by where the page stood when the block began (the script written or not,
// the next id) and brings where it stood after the block, which is set on the page as if the block
// had been rendered. Astro renders a page's parts eagerly, not strictly in page order, so such a
// block must hold the last islands of its page: an island rendered beside it could take an id the
// block holds. The two values are reachable through build/patches/kept-islands.mjs; without it
// (the development server) nothing is kept and the block is rendered every time.
// docs/performance.md#account-pages-third-round.
import { cachedMarkup, type CacheOptions } from './read-cache.server';

/** What Astro's render result says of the island runtime's script on the page. */
type RenderResult = { _metadata: { hasHydrationScript: boolean; hasDirectives: Set<string> } };
type ReactIds = { get(result: object): number; set(result: object, index: number): void };
/** The runtime's script written, the loaders written, the next island id. */
type PageState = [boolean, string[], number];

const RESULT = Symbol.for('marketplace.renderResult');
const REACT_IDS = Symbol.for('marketplace.reactIds');

function pageState(result: RenderResult, ids: ReactIds): string {
  const m = result._metadata;
  const state: PageState = [m.hasHydrationScript, [...m.hasDirectives], ids.get(result)];
  return JSON.stringify(state);
}

function restore(result: RenderResult, ids: ReactIds, json: string): void {
  const [hydration, directives, next] = JSON.parse(json) as PageState;
  const m = result._metadata;
  if (hydration) m.hasHydrationScript = true;
  for (const d of directives) m.hasDirectives.add(d);
  ids.set(result, Math.max(next, ids.get(result)));
}

/**
 * `render()`'s markup kept under `key` (cachedMarkup), islands and all. `slots` is the calling
 * component's `Astro.slots`, which carries the page's render result once the build patch is in.
 */
export async function cachedMarkupWithIslands(
  key: string,
  slots: object,
  render: () => Promise<string>,
  opts: CacheOptions = {},
): Promise<string> {
  const result = (slots as { [RESULT]?: RenderResult })[RESULT];
  const ids = (globalThis as { [REACT_IDS]?: ReactIds })[REACT_IDS];
  if (!result || !ids) return render();
  // No control character occurs in the JSON (it would be escaped): one ends the state.
  const kept = await cachedMarkup(
    `${key}\u0000${pageState(result, ids)}`,
    async () => {
      const html = await render();
      return `${pageState(result, ids)}\u0000${html}`;
    },
    opts,
  );
  const end = kept.indexOf('\u0000');
  restore(result, ids, kept.slice(0, end));
  return kept.slice(end + 1);
}
