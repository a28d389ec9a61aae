// Islands whose server HTML depends on nothing but their props (and, if one says so, on one more
// value such as today's date): the server keeps their <astro-island> element per props (as
// serialised for the browser), that value and id prefix instead of rendering the island again on
// every request (build/patches/island-html-memo.mjs,
// docs/performance.md#island-html-memo). Mark an island only if its render reads no clock, no
// randomness, nothing of the request and nothing global besides its props: browser-only work
// belongs in effects and handlers, which the server never runs.
// A process global, not a module variable: Astro's own component.js reads the set, through text the
// build patch puts into that file, which imports none of our modules.
const KEY = Symbol.for('marketplace.pureIslands');
const PARTS = Symbol.for('marketplace.islandKeyParts');
const g = globalThis as unknown as {
  [KEY]?: WeakSet<object>;
  [PARTS]?: WeakMap<object, () => string>;
};

/**
 * Marks `component` as pure for the server (a no-op in the browser's bundle). `alsoOn`: the one
 * thing besides its props its server HTML depends on (the messenger's list shows today's messages
 * by the hour, older ones by the date, so it names today), made part of the memo's key.
 */
export function pureIsland(component: object, alsoOn?: () => string): void {
  if (!import.meta.env.SSR) return;
  (g[KEY] ??= new WeakSet()).add(component);
  if (alsoOn) (g[PARTS] ??= new WeakMap()).set(component, alsoOn);
}

/** Is `component` marked? (For tests.) */
export function isPureIsland(component: object): boolean {
  return g[KEY]?.has(component) ?? false;
}
