// A pure function's answers kept in memory, for the texts a page computes again on every request
// from the same few inputs (a place's search form, a price, an article's excerpt).
// Bounded: emptied when full, so inputs typed by people could not grow it without end.

/** `fn` with its answers kept, per argument (a string or number), up to `max` of them. */
export function memoized<K extends string | number, V>(fn: (key: K) => V, max = 5000) {
  const kept = new Map<K, V>();
  return (key: K): V => {
    let value = kept.get(key);
    if (value === undefined && !kept.has(key)) {
      value = fn(key);
      if (kept.size >= max) kept.clear();
      kept.set(key, value);
    }
    return value as V;
  };
}
