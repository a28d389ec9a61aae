// What a cached value depends on, learnt from what it read: a tag is a table's name, and every
// statement Drizzle sends reports the tables it reads to the scopes it runs in (write-watch.server.ts
// finds them in the SQL text). So no caller names a table: a new query in a cached function, or a
// new component inside cached markup, brings its tables with it.
//
// Scopes nest: a request (opened by the middleware), cached markup inside it, a cached read inside
// that. A tag reaches every scope up the chain, so markup learns the tables of the reads its
// components made, and a cached read that answers from memory reports the tags it was read with
// (`reportTags`) as if it had read them again. A memo that keeps rows outside the read cache (the
// reference data, the project counts) must do the same, or markup drawn from it would not know.
import { AsyncLocalStorage } from 'node:async_hooks';

export type TagScope = {
  readonly tags: Set<string>;
  readonly parent: TagScope | undefined;
  /** The write clock (write-watch.server.ts) when it began: what it makes is kept only if none of
   * its tags was written since. */
  readonly since: number;
};

const current = new AsyncLocalStorage<TagScope>();

/** The innermost scope running now, if any. */
export function currentScope(): TagScope | undefined {
  return current.getStore();
}

/** Adds `tags` to `scope` and to every scope around it. */
export function addTags(scope: TagScope | undefined, tags: Iterable<string>): void {
  for (let s = scope; s; s = s.parent) for (const t of tags) s.tags.add(t);
}

/** Tells the scopes running now that what is being made depends on `tags`. */
export function reportTags(tags: Iterable<string>): void {
  addTags(current.getStore(), tags);
}

/** Runs `fn` in a new scope inside the current one; resolves to its value and the tags it gathered. */
export async function gatherTags<T>(
  fn: () => PromiseLike<T>,
  since = 0,
): Promise<{ value: T; scope: TagScope }> {
  const scope: TagScope = { tags: new Set(), parent: current.getStore(), since };
  // Awaited inside the scope: a query builder runs when it is awaited, and must report to it.
  const value = await current.run(scope, async () => await fn());
  return { value, scope };
}

/**
 * Runs a request in a scope of its own (the middleware, after the session lookup: markup never
 * depends on who is asking). What the page reads before its cached markup is rendered — the
 * frontmatter's reads, handed down as props — counts for that markup too.
 */
export function withRequestScope<T>(since: number, fn: () => Promise<T>): Promise<T> {
  return current.run({ tags: new Set(), parent: undefined, since }, async () => await fn());
}
