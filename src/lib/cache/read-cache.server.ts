// The one cache of what is the same for every visitor, in two layers with one API
// (docs/decisions/027-one-cache.md): data (`cachedRead`: a project, a page of cards, the home
// page's blocks) and rendered output (`cachedMarkup`, through CachedHtml.astro). Reading the same
// answer again on every request kept the database thread busy; rendering the same markup again kept
// the render thread busy (docs/performance.md#read-cache, docs/decisions/027-one-cache.md).
//
// An entry is kept under a key, for a time to live, with the tags it depends on — and nobody names
// those tags: they are the tables its queries read (tags.server.ts gathers them, write-watch.server.ts
// finds them in each statement). Markup's tags are its nested reads' plus what the request read
// before it (the data handed down as props); a read answered from memory still reports its tags to
// the markup around it.
//
// Correctness comes from the writes, not from time: write-watch.server.ts moves a generation per
// table on every write through Drizzle (any module, in or out of a transaction, cascades included)
// and, on PostgreSQL, in the other processes by NOTIFY (cache-bus.server.ts). An entry counts only
// while the generations of its tags are those it was made under; one made while a write to its
// tables was under way is not kept. The time to live bounds what a lost notification could cost
// another process; while the cache bus has no listening connection (`setReadCacheDeaf`) nothing is
// kept. Values are shared between requests: callers never change them (tests freeze them, so a
// change fails loudly).
// READ_CACHE=off turns it off (the bench measures pages read from scratch with it); so does a request
// counted with `X-Read-Cache: off` when COUNT_DB_QUERIES is on (tests/e2e/page-queries.spec.ts),
// and the server's own warm-up requests after it starts (src/server/warm-up.server.ts).
import { getHandleOrNull } from '@/lib/db/client.server';
import { countingFromScratch } from '@/lib/db/query-count.server';
import { tableGeneration, writeClock, writtenSince } from '@/lib/db/write-watch.server';
import { addTags, currentScope, gatherTags, type TagScope } from '@/lib/db/read-tags.server';

const TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

type Entry = {
  value: Promise<unknown>;
  /** The tables it was made from: known once it is made. */
  tags: string[] | undefined;
  /** Their generations when it was made. */
  generations: number[];
  /** The write clock when it began (while it is being made, a write anywhere makes a new one). */
  clock: number;
  until: number;
};
type State = { entries: Map<string, Entry>; handle: unknown; deaf: boolean };
const state: State = { entries: new Map(), handle: undefined, deaf: false };

const off = () => process.env.READ_CACHE === 'off';
const frozen = () => process.env.NODE_ENV === 'test' || !!process.env.VITEST;

export type CacheOptions = {
  /** How long it may be kept at most (ms); 30 s by default. */
  ttlMs?: number;
};

function generationsOf(tags: readonly string[]): number[] {
  return tags.map(tableGeneration);
}

function same(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A kept entry still good now, or undefined (and forgotten). */
function valid(key: string, now: number): Entry | undefined {
  const hit = state.entries.get(key);
  if (!hit) return undefined;
  const good =
    hit.until > now &&
    (hit.tags ? same(hit.generations, generationsOf(hit.tags)) : hit.clock === writeClock());
  if (good) return hit;
  state.entries.delete(key);
  return undefined;
}

/** The entry's value, its tags told to the scopes of the caller (when known: after it is made). */
function answer<T>(entry: Entry): Promise<T> {
  const caller = currentScope();
  if (entry.tags) {
    addTags(caller, entry.tags);
    return entry.value as Promise<T>;
  }
  return entry.value.then((v) => {
    addTags(caller, entry.tags ?? []);
    return v as T;
  });
}

/**
 * `make()`'s result for `key`, kept while the tables it read have not changed (at most `ttlMs`).
 * `since` (a write clock): `make` also used what was read before then, so what it makes is kept
 * only if none of its tables was written since (markup drawn from the request's reads).
 */
function cached<T>(
  key: string,
  make: () => Promise<T>,
  opts: CacheOptions,
  since: number | undefined,
): Promise<T> {
  if (off() || countingFromScratch()) return make();
  const handle = getHandleOrNull();
  if (state.handle !== handle) {
    // Another database (a test file's): nothing read from the previous one counts.
    state.entries.clear();
    state.handle = handle;
  }
  if (state.deaf) return make();
  const now = Date.now();
  const hit = valid(key, now);
  if (hit) return answer<T>(hit);

  const clock = since ?? writeClock();
  const entry: Entry = {
    value: undefined as unknown as Promise<unknown>,
    tags: undefined,
    generations: [],
    clock: writeClock(),
    until: now + (opts.ttlMs ?? TTL_MS),
  };
  const forget = () => {
    if (state.entries.get(key) === entry) state.entries.delete(key);
  };
  // Markup's tags are those of the request's scope around it: what the page read before, and inside.
  const value = gatherTags(make, clock).then(({ value: v, scope }) => {
    const request = since === undefined ? scope : outermost(scope);
    const tags = [...request.tags];
    entry.tags = tags;
    // A write to one of its tables since it (or the request it draws from) began: right for this
    // request, not to be kept.
    if (writtenSince(tags, clock)) forget();
    else entry.generations = generationsOf(tags);
    return frozen() ? deepFreeze(v) : v;
  });
  entry.value = value;
  if (state.entries.size >= MAX_ENTRIES) {
    // Oldest first (a Map keeps insertion order): many distinct filters cost re-reads, not memory.
    const oldest = state.entries.keys().next().value;
    if (oldest !== undefined) state.entries.delete(oldest);
  }
  state.entries.set(key, entry);
  value.catch(forget);
  return value;
}

function outermost(scope: TagScope): TagScope {
  let s = scope;
  while (s.parent) s = s.parent;
  return s;
}

/**
 * Data: `load()`'s result for `key`, from memory while the tables its queries read are unchanged.
 * `key` must say everything the result depends on besides those tables (ids, filters, language);
 * concurrent misses of one key share one read.
 */
export function cachedRead<T>(key: string, load: () => Promise<T>, opts: CacheOptions = {}) {
  return cached(key, load, opts, undefined);
}

/**
 * Rendered output: `render()`'s markup for `key` (CachedHtml.astro). It may show what the request
 * read before it, so its tags are everything the request has read (not the session lookup) and it
 * is kept only if none of those tables was written since the request began.
 */
export function cachedMarkup(
  key: string,
  render: () => Promise<string>,
  opts: CacheOptions = {},
): Promise<string> {
  const request = currentScope();
  return cached(`html:${key}`, render, opts, request ? outermost(request).since : writeClock());
}

/**
 * Whether `cachedMarkup` can keep anything now: not with READ_CACHE=off, in a request counted from
 * scratch or while deaf, when it would only render the block to a string and hand it back
 * (CachedHtml.astro then renders the block in place instead).
 */
export function keepsMarkup(): boolean {
  return !(off() || countingFromScratch() || state.deaf);
}

/** While the cache bus cannot hear other processes' writes, nothing is kept (and all is read). */
export function setReadCacheDeaf(deaf: boolean): void {
  state.deaf = deaf;
  state.entries.clear();
}

/** Tests and the admin's cache drop: forget everything. */
export function clearReadCache(): void {
  state.entries.clear();
}
