// Which tables changed, and when: a generation number per table, moved by every write that passes
// Drizzle's session (every statement of every module does), so a new write site cannot forget to
// drop a cache. Two caches read it:
// - the session cache (auth/session-cache.server.ts, docs/performance.md#session-cache), through
//   `sessionDataGeneration()`, which moves with the tables a session lookup reads;
// - the read cache of public data (db/read-cache.server.ts, docs/performance.md#read-cache),
//   which keeps a result while the generations of the tables it was read from have not moved.
// A table's generation moves before the statement is sent, again when it has finished and, inside
// a transaction, again when the outermost transaction is over (committed or rolled back): a read
// made while the write was not yet visible is never kept past the write. A delete also moves the
// tables its foreign keys cascade into (or set null in). On PostgreSQL the other processes hear of
// it by NOTIFY after the commit (cache-bus.server.ts listens); PGlite is one process.
import crypto from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@/lib/db/schema';
import { addTags, currentScope } from './read-tags.server';

/** Tables whose rows the session lookup (readSession) reads, as they appear in SQL. */
const SESSION_TABLES = new Set([
  'accounts',
  'agents',
  'agencies',
  'sessions',
  'messages',
  'conversations',
  'conversation_participants',
  'account_blocks',
  'notifications',
]);
/** Stands for "every table": a truncate, a lost notification channel. */
export const ALL_TABLES = '*';

// Drizzle writes `insert into "t"`, `update "t" set`, `delete from "t"`, also inside a `with`;
// hand-written SQL may leave the quotes out. A false match (`do update set`) only moves a
// generation nobody reads: more is harmless.
const WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const TRUNCATE = /\btruncate\b/i;

// What a statement reads from: every `from` and `join` (lateral subqueries and `exists` included),
// quoted by Drizzle or not by hand. Only names of the schema's tables count (a function, an alias
// or a `with` name is none), so a false match costs nothing.
const READ = /\b(?:from|join)\s+(?:lateral\s+)?(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The schema's table names (what a read may be tagged with). */
const TABLE_NAMES = new Set<string>();

/** Parent table → the tables a delete of its rows changes too (cascade, set null, set default). */
const CASCADES: Map<string, string[]> = (() => {
  const children = new Map<string, Set<string>>();
  for (const value of Object.values(schema)) {
    let config: ReturnType<typeof getTableConfig>;
    try {
      config = getTableConfig(value as PgTable);
    } catch {
      continue; // not a table (enums, relations)
    }
    if (!config?.name) continue;
    TABLE_NAMES.add(config.name);
    if (!config.foreignKeys) continue;
    for (const fk of config.foreignKeys) {
      if (!fk.onDelete || fk.onDelete === 'no action' || fk.onDelete === 'restrict') continue;
      const parent = getTableConfig(fk.reference().foreignTable).name;
      if (!children.has(parent)) children.set(parent, new Set());
      children.get(parent)!.add(config.name);
    }
  }
  const closure = new Map<string, string[]>();
  for (const parent of children.keys()) {
    const seen = new Set<string>();
    const walk = (t: string) => {
      for (const c of children.get(t) ?? []) {
        if (!seen.has(c)) {
          seen.add(c);
          walk(c);
        }
      }
    };
    walk(parent);
    closure.set(parent, [...seen]);
  }
  return closure;
})();

/**
 * Table → the tables our triggers write when it is written: a profile's name, link or photo is
 * kept on its account as the owner card (migration 0023_owner_card), so a read of that card must
 * be dropped by a write to agents or agencies too.
 */
const TRIGGERED: ReadonlyMap<string, readonly string[]> = new Map([
  ['agents', ['accounts']],
  ['agencies', ['accounts']],
]);

/** The tables a statement may change (with cascades and triggers); empty for a read. */
export function writtenTables(sqlText: string): string[] {
  if (TRUNCATE.test(sqlText)) return [ALL_TABLES];
  const tables = new Set<string>();
  for (const m of sqlText.matchAll(WRITE)) {
    const table = m[2]!.toLowerCase();
    tables.add(table);
    for (const t of TRIGGERED.get(table) ?? []) tables.add(t);
    if (/^delete/i.test(m[1]!)) for (const c of CASCADES.get(table) ?? []) tables.add(c);
  }
  return [...tables];
}

/** The schema's tables a statement reads (for a write: those its `from`, `join` or subqueries name). */
export function readTables(sqlText: string): string[] {
  const tables = new Set<string>();
  for (const m of sqlText.matchAll(READ)) {
    const table = m[1]!.toLowerCase();
    if (TABLE_NAMES.has(table)) tables.add(table);
  }
  return [...tables];
}

type Touched = { read: string[]; written: string[] };
const touchedBySql = new Map<string, Touched>();
/** A statement's tables, parsed once per SQL text (a few hundred distinct texts in a process). */
function touched(sqlText: string): Touched {
  let t = touchedBySql.get(sqlText);
  if (!t) {
    if (touchedBySql.size >= 2000) touchedBySql.clear(); // hand-built texts that vary: bounded
    t = { read: readTables(sqlText), written: writtenTables(sqlText) };
    touchedBySql.set(sqlText, t);
  }
  return t;
}

/** Whether a statement may change what a session lookup reads (conservative: more is harmless). */
export function isWatchedWrite(sqlText: string): boolean {
  return writtenTables(sqlText).some((t) => t === ALL_TABLES || SESSION_TABLES.has(t));
}

export const DATA_CHANNEL = 'data_changed';
/** Tells this process's own notifications from the others'. */
export const PROCESS_ID = crypto.randomUUID();

type State = {
  session: number;
  all: number;
  tables: Map<string, number>;
  /** Moves with every write; `lastWrite` holds its value at each table's last write. */
  clock: number;
  lastWrite: Map<string, number>;
  notify?: ((tables: string[]) => void) | undefined;
};
const state: State = {
  session: 0,
  all: 0,
  tables: new Map(),
  clock: 0,
  lastWrite: new Map(),
};

export function sessionDataGeneration(): number {
  return state.session;
}

/** Drops every resolved session this process keeps (a write here, or another process's NOTIFY). */
export function sessionDataChanged(): void {
  state.session += 1;
}

/** The generation of a table (moves with every write to it, and with `ALL_TABLES`). */
export function tableGeneration(table: string): number {
  return state.all + (state.tables.get(table) ?? 0);
}

/** Moves the generations of `tables` in this process (a write here, or another process's NOTIFY). */
export function tablesChanged(tables: Iterable<string>): void {
  state.clock += 1;
  for (const t of tables) {
    state.lastWrite.set(t, state.clock);
    if (t === ALL_TABLES) {
      state.all += 1;
      sessionDataChanged();
      continue;
    }
    state.tables.set(t, (state.tables.get(t) ?? 0) + 1);
    if (SESSION_TABLES.has(t)) sessionDataChanged();
  }
}

/** Now, on the write clock: a request notes it when it starts (`writtenSince`). */
export function writeClock(): number {
  return state.clock;
}

/** Has any of `tables` been written since `clock` (a `writeClock()` taken earlier)? */
export function writtenSince(tables: readonly string[], clock: number): boolean {
  if ((state.lastWrite.get(ALL_TABLES) ?? 0) > clock) return true;
  for (const t of tables) if ((state.lastWrite.get(t) ?? 0) > clock) return true;
  return false;
}

/** After a committed write: this process's caches go, and the other processes are told. */
function committed(tables: string[]): void {
  if (tables.length === 0) return;
  tablesChanged(tables);
  state.notify?.(tables);
}

/** Tables whose writes in this scope leave what the caches keep of them (`writeKeepingReads`). */
const keptForReaders = new AsyncLocalStorage<ReadonlySet<string>>();

/**
 * Runs `write` without its changes to `tables` dropping what the caches keep of them: a kept read
 * shows them once it expires (the read cache keeps nothing longer than 30 s). Only for a counter
 * that background work bumps all the time and that no reader needs to the second: the project
 * views' batch (src/lib/projects/read/views.server.ts) adds to `projects.view_count` every 3 s
 * while new visitors come, and each batch dropped every kept read of projects (lists, project
 * pages, the home page, the featured strip), so none lived longer than 3 s under real traffic
 * (docs/performance.md#view-counts-leave-the-read-cache-be).
 */
export function writeKeepingReads<T>(
  tables: readonly string[],
  write: () => PromiseLike<T>,
): Promise<T> {
  // Awaited inside: a Drizzle query runs when awaited, which must happen in this scope.
  return keptForReaders.run(new Set(tables), async () => await write());
}

type PreparedLike = { execute: (...a: unknown[]) => Promise<unknown>; all?: unknown };
type SessionLike = {
  prepareQuery: (query: { sql: string }, ...rest: unknown[]) => PreparedLike;
  transaction: (...a: unknown[]) => Promise<unknown>;
};
// Marks on the driver's session class and on the database's own session.
const PATCHED = Symbol('writeWatch');
const ROOT = Symbol('writeWatchRoot');
/** The tables written by the transaction being run (its outermost level). */
const inTransaction = new AsyncLocalStorage<Set<string>>();

/** A read reports its tables to the scopes of whoever runs it (a prepared one may run often). */
function reportReads(prepared: PreparedLike, read: string[]): void {
  for (const method of ['execute', 'all'] as const) {
    const run = prepared[method] as ((...a: unknown[]) => Promise<unknown>) | undefined;
    if (typeof run !== 'function') continue;
    prepared[method] = (...args: unknown[]) => {
      addTags(currentScope(), read);
      return run.apply(prepared, args);
    };
  }
}

/**
 * Watches the writes made through `db` (a Drizzle PGlite or node-postgres database). The session
 * class is patched once (transactions make new sessions of the same class); `pool`, on PostgreSQL,
 * sends the NOTIFY on a connection of its own after each committed write.
 */
export function installWriteWatch(db: unknown, pool?: pg.Pool): void {
  const session = (db as { session: SessionLike & { [ROOT]?: boolean } }).session;
  session[ROOT] = true;
  if (pool)
    state.notify = (tables) => {
      const payload = `${PROCESS_ID} ${tables.join(',')}`;
      pool.query('select pg_notify($1, $2)', [DATA_CHANNEL, payload]).catch(() => {}); // a missed notice costs at most the caches' few seconds
    };
  const proto = Object.getPrototypeOf(session) as SessionLike & { [PATCHED]?: boolean };
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;

  const prepareQuery = proto.prepareQuery;
  proto.prepareQuery = function (this: SessionLike & { [ROOT]?: boolean }, query, ...rest) {
    const prepared = prepareQuery.call(this, query, ...rest);
    const { read, written } = touched(query.sql);
    if (written.length === 0) {
      if (read.length > 0) reportReads(prepared, read);
      return prepared;
    }
    const root = !!this[ROOT];
    for (const method of ['execute', 'all'] as const) {
      const run = prepared[method] as ((...a: unknown[]) => Promise<unknown>) | undefined;
      if (typeof run !== 'function') continue;
      prepared[method] = async (...args: unknown[]) => {
        const kept = keptForReaders.getStore();
        const moved = kept ? written.filter((t) => !kept.has(t)) : written;
        addTags(currentScope(), read);
        tablesChanged(moved);
        const transaction = root ? undefined : inTransaction.getStore();
        try {
          return await run.apply(prepared, args);
        } finally {
          if (!root) {
            tablesChanged(moved);
            for (const t of moved) transaction?.add(t);
            // A transaction not begun through the patched class (none today): tell at once.
            if (!transaction) committed(moved);
          } else committed(moved);
        }
      };
    }
    return prepared;
  };

  const transaction = proto.transaction;
  proto.transaction = async function (this: SessionLike, ...args: unknown[]) {
    if (inTransaction.getStore()) return transaction.apply(this, args);
    const written = new Set<string>();
    try {
      return await inTransaction.run(written, () => transaction.apply(this, args));
    } finally {
      if (written.size > 0) committed([...written]);
    }
  };
}
