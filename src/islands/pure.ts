// Islands whose server HTML depends on nothing but their props: the server keeps that HTML per
// props (and id prefix) instead of rendering the island again with React on every request
// (scripts/pure-island-memo.mjs, docs/decisions/024-cached-markup.md). An island may be marked only
// if its render reads no clock, no randomness, nothing of the request and nothing global besides
// its props: browser-only work belongs in effects and handlers, which the server never runs.
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
