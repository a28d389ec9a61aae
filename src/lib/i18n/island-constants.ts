// Island props that never change once made (an island's texts in a language): Astro keeps their
// serialised form instead of converting them again on every render (build/patches/island-props-memo.mjs,
// docs/decisions/024-cached-markup.md). Register only what nothing will ever change: a change after
// the first page would not reach the pages after it.
const KEY = Symbol.for('marketplace.islandConstants');
const g = globalThis as unknown as { [KEY]?: WeakSet<object> };
// On globalThis: Astro's runtime reads the same set (a patch of its serialize.js).
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
