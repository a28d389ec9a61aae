// Results of public reads kept in memory while the tables they were read from have not changed
// (docs/decisions/022-read-cache.md). A project page, a card list or a home block is the same for
// every visitor until someone writes to projects, images, owners or reviews; reading it again on
// every request kept the database thread busy with the same answer.
//
// Correctness comes from the writes, not from time: `write-watch.server.ts` moves a generation per
// table on every write through Drizzle (any module, in or out of a transaction, cascades included)
// and, on PostgreSQL, in the other processes by NOTIFY. An entry counts only while the generations
// of its tables are those it was read under; a read that overlapped a write is not kept. TTL_MS
// bounds what a lost notification could cost another process; while the cache bus has no listening
// connection (`setReadCacheDeaf`) nothing is kept. Results are shared between requests: callers
// never change them (tests freeze them, so a change fails loudly).
// READ_CACHE=off turns it off (the bench measures pages read from scratch with it); so does a request
// counted with `X-Read-Cache: off` when COUNT_DB_QUERIES is on (tests/e2e/page-queries.spec.ts).
import type { Table } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import { getHandleOrNull } from './client.server';
import { tableGeneration, writtenSince } from './write-watch.server';
import { countingFromScratch } from './query-count.server';

const TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

type Entry = {
  value: Promise<unknown>;
  /** The tables' generations when the read began. */
  generations: number[];
  until: number;
};
type State = { entries: Map<string, Entry>; handle: unknown; deaf: boolean };
const state: State = { entries: new Map(), handle: undefined, deaf: false };

const off = () => process.env.READ_CACHE === 'off';
const frozen = () => process.env.NODE_ENV === 'test' || !!process.env.VITEST;

/** The tables a read depends on, by name (the names write-watch moves). */
export type ReadTables = readonly Table[];

function generationsOf(names: readonly string[]): number[] {
  return names.map(tableGeneration);
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

const names = new WeakMap<ReadTables, string[]>();
function tableNames(tables: ReadTables): string[] {
  let list = names.get(tables);
  if (!list) names.set(tables, (list = tables.map((t) => getTableName(t))));
  return list;
}

/**
 * `load()`'s result for `key`, from memory while `tables` have not changed since it was read.
 * `key` must say everything the result depends on besides those tables (ids, filters, language);
 * concurrent misses of one key share one read.
 *
 * `since` (a `writeClock()` of the request): `load` uses what the request read before, so what it
 * makes is kept only if none of `tables` was written since then (markup, CachedHtml.astro).
 */
export function cachedRead<T>(
  key: string,
  tables: ReadTables,
  load: () => Promise<T>,
  since?: number,
): Promise<T> {
  if (off() || countingFromScratch()) return load();
  const handle = getHandleOrNull();
  if (state.handle !== handle) {
    // Another database (a test file's): nothing read from the previous one counts.
    state.entries.clear();
    state.handle = handle;
  }
  if (state.deaf) return load();
  const tableList = tableNames(tables);
  const now = Date.now();
  const hit = state.entries.get(key);
  if (hit && hit.until > now && same(hit.generations, generationsOf(tableList)))
    return hit.value as Promise<T>;
  if (hit) state.entries.delete(key);
  // Made from reads older than a write: right for this request, not to be kept.
  if (since !== undefined && writtenSince(tableList, since)) return load();

  const generations = generationsOf(tableList);
  const value = load().then((v) => (frozen() ? deepFreeze(v) : v));
  const entry: Entry = { value, generations, until: now + TTL_MS };
  if (state.entries.size >= MAX_ENTRIES) {
    // Oldest first (a Map keeps insertion order): many distinct filters cost re-reads, not memory.
    const oldest = state.entries.keys().next().value;
    if (oldest !== undefined) state.entries.delete(oldest);
  }
  state.entries.set(key, entry);
  value.then(
    () => {
      // A write during the read: its result may predate the write, so it is not kept.
      if (!same(generations, generationsOf(tableList)) && state.entries.get(key) === entry)
        state.entries.delete(key);
    },
    () => {
      if (state.entries.get(key) === entry) state.entries.delete(key);
    },
  );
  return value;
}

/** While the cache bus cannot hear other processes' writes, reads are not kept (and all go). */
export function setReadCacheDeaf(deaf: boolean): void {
  state.deaf = deaf;
  state.entries.clear();
}

/** Tests and the admin's cache drop: forget everything. */
export function clearReadCache(): void {
  state.entries.clear();
}
