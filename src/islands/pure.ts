// Islands whose server HTML depends on nothing but their props: the server keeps their
// <astro-island> element per props (as serialised for the browser) and id prefix instead of
// rendering the island again on every request (build/patches/island-html-memo.mjs,
// docs/performance.md#island-html-memo). Mark an island only if its render reads no clock, no
// randomness, nothing of the request and nothing global besides its props: browser-only work
// belongs in effects and handlers, which the server never runs.
// A process global, not a module variable: Astro's own component.js reads the set, through text the
// build patch puts into that file, which imports none of our modules.
const KEY = Symbol.for('marketplace.pureIslands');
const g = globalThis as unknown as { [KEY]?: WeakSet<object> };

/** Marks `component` as pure for the server (a no-op in the browser's bundle). */
export function pureIsland(component: object): void {
  if (import.meta.env.SSR) (g[KEY] ??= new WeakSet()).add(component);
}

/** Is `component` marked? (For tests.) */
export function isPureIsland(component: object): boolean {
  return g[KEY]?.has(component) ?? false;
}
