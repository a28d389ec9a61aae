// Island props that never change once made (an island's texts in a language): Astro keeps their
// serialised form instead of converting them again on every render (build/patches/island-props-memo.mjs,
// docs/performance.md#cached-markup). Register only what nothing will ever change: a change after
// the first page would not reach the pages after it.
// A process global, not a module variable: Astro's own serialize.js reads the set, through text the
// build patch puts into that file, which imports none of our modules (its test runs the patched
// file as a module of its own, outside Vite, where our TypeScript could not be imported).
const KEY = Symbol.for('marketplace.islandConstants');
const g = globalThis as unknown as { [KEY]?: WeakSet<object> };
const constants = (g[KEY] ??= new WeakSet());

/** `value`, registered as never changing (its top level frozen, so a change there fails loudly). */
export function constantIslandProp<T extends object>(value: T): T {
  constants.add(Object.freeze(value));
  return value;
}

/** Is `value` registered? (For tests.) */
export function isConstantIslandProp(value: object): boolean {
  return constants.has(value);
}
