// A list asked for again (new filters, another page, a refresh after an action) while an older
// request for it is still out: the older answer may come back last, and must not replace the newer
// one on screen. Each island that reloads a list keeps one of these and applies answers through it.

/** Applies an answer only if no newer request was made through the same function since. */
export function latestOnly() {
  let newest = 0;
  return async function apply<T>(request: Promise<T>, show: (answer: T) => void): Promise<void> {
    const mine = ++newest;
    const answer = await request;
    if (mine === newest) show(answer);
  };
}
