// Markup kept with its islands (src/lib/cache/kept-islands.server.ts) against a stand-in for the page's
// render result and React's id counter (what build/patches/kept-islands.mjs makes reachable): the
// entry is keyed by where the page stood before the block, and a kept answer leaves the page where
// rendering the block would have. The built page is checked by tests/e2e/kept-islands.spec.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { clearReadCache } from './read-cache.server';
import { cachedMarkupWithIslands } from './kept-islands.server';

const RESULT = Symbol.for('marketplace.renderResult');
const REACT_IDS = Symbol.for('marketplace.reactIds');
type Page = { _metadata: { hasHydrationScript: boolean; hasDirectives: Set<string> } };
const g = globalThis as Record<symbol, unknown>;

const counters = new WeakMap<object, number>();
const ids = {
  get: (r: object) => counters.get(r) ?? 0,
  set: (r: object, n: number) => void counters.set(r, n),
};
function newPage(): { page: Page; slots: object } {
  const page: Page = { _metadata: { hasHydrationScript: false, hasDirectives: new Set() } };
  return { page, slots: { [RESULT]: page } };
}
/** A block with two islands, rendered as Astro would: the runtime's script first, ids in order. */
function block(page: Page, renders: { n: number }) {
  return async () => {
    renders.n++;
    const m = page._metadata;
    const script = m.hasHydrationScript ? '' : '<script async src="/runtime.js"></script>';
    m.hasHydrationScript = true;
    m.hasDirectives.add('idle');
    const first = ids.get(page);
    ids.set(page, first + 2);
    return `${script}<astro-island prefix="r${first}"></astro-island><astro-island prefix="r${first + 1}"></astro-island>`;
  };
}

describe('markup kept with its islands', () => {
  afterEach(() => {
    delete g[REACT_IDS];
    clearReadCache();
  });

  it('keeps the block per starting state and leaves the page as rendering it would', async () => {
    g[REACT_IDS] = ids;
    const renders = { n: 0 };
    const a = newPage();
    const first = await cachedMarkupWithIslands('k', a.slots, block(a.page, renders));
    expect(renders.n).toBe(1);

    const b = newPage();
    const again = await cachedMarkupWithIslands('k', b.slots, block(b.page, renders));
    expect(renders.n).toBe(1);
    expect(again).toBe(first);
    // The next island of the page gets the id after the block's, and no second runtime script.
    expect(ids.get(b.page)).toBe(2);
    expect(b.page._metadata.hasHydrationScript).toBe(true);
    expect([...b.page._metadata.hasDirectives]).toEqual(['idle']);

    // A page that stood elsewhere (an island and the runtime's script before the block) is
    // another entry: its ids and script differ.
    const c = newPage();
    c.page._metadata.hasHydrationScript = true;
    ids.set(c.page, 1);
    const later = await cachedMarkupWithIslands('k', c.slots, block(c.page, renders));
    expect(renders.n).toBe(2);
    expect(later).toBe(
      '<astro-island prefix="r1"></astro-island><astro-island prefix="r2"></astro-island>',
    );
    expect(ids.get(c.page)).toBe(3);
  });

  it('renders every time without the build patch', async () => {
    const renders = { n: 0 };
    const a = newPage();
    await cachedMarkupWithIslands('k', a.slots, block(a.page, renders));
    await cachedMarkupWithIslands('k', a.slots, block(a.page, renders));
    expect(renders.n).toBe(2);
  });
});
