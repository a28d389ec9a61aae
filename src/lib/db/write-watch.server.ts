// A generation number for "the data behind a signed-in visitor changed": the session cache
// (auth/session-cache.server.ts, docs/decisions/018-session-cache.md) keeps
// resolved sessions only while it has not moved.
//
// It moves on every write, by anyone, to a table the session lookup reads (the account, its agent
// or agency row, its sessions, and the messages and blocks behind the unread badge), detected at
// Drizzle's session — every statement of every module passes it — so a new write site cannot
// forget to drop the cache. It moves before the statement is sent, again when it has finished
// and, inside a transaction, again when the outermost transaction is over (committed or rolled
// back): a session read while the write was not yet visible is never kept past the write.
// On PostgreSQL the other processes hear of it by NOTIFY after the commit (cache-bus.server.ts
// listens); PGlite is one process.
import crypto from 'node:crypto';
import type pg from 'pg';

/** Tables whose rows the session lookup (readSession) reads, as they appear in SQL. */
const WATCHED = [
  'accounts',
  'agents',
  'agencies',
  'sessions',
  'messages',
  'conversations',
  'conversation_participants',
  'account_blocks',
];
// Drizzle writes `insert into "t"`, `update "t" set`, `delete from "t"`, also inside a `with`.
// Rows removed by a cascade from another table (a project's conversations) are not seen: the unread
// badge may then lag by the cache's few seconds; accounts, agents, agencies and sessions have no
// cascade into them from an unwatched table.
const WRITES = new RegExp(
  `\\b(insert\\s+into|update|delete\\s+from|truncate(\\s+table)?)\\s+"(${WATCHED.join('|')})"`,
  'i',
);
export const SESSION_CHANNEL = 'session_data_changed';
/** Tells this process's own notifications from the others'. */
export const PROCESS_ID = crypto.randomUUID();

/** Whether a statement may change what a session lookup reads (conservative: more is harmless). */
export function isWatchedWrite(sqlText: string): boolean {
  return WRITES.test(sqlText);
}

type State = { generation: number; notify?: (() => void) | undefined };
// On globalThis: the server entry (which opens the database) and the Astro bundle (which reads
// sessions) each carry a copy of this module.
const KEY = Symbol.for('marketplace.sessionDataGeneration');
const g = globalThis as unknown as { [KEY]?: State };
const state = (g[KEY] ??= { generation: 0 });

export function sessionDataGeneration(): number {
  return state.generation;
}

/** Drops every resolved session this process keeps (a write here, or another process's NOTIFY). */
export function sessionDataChanged(): void {
  state.generation += 1;
}

/** After a committed write: this process's cache goes, and the other processes are told. */
function committed(): void {
  sessionDataChanged();
  state.notify?.();
}

type PreparedLike = { execute: (...a: unknown[]) => Promise<unknown>; all?: unknown };
type SessionLike = {
  prepareQuery: (query: { sql: string }, ...rest: unknown[]) => PreparedLike;
  transaction: (...a: unknown[]) => Promise<unknown>;
};
const PATCHED = Symbol.for('marketplace.writeWatch');
const ROOT = Symbol.for('marketplace.writeWatchRoot');

/**
 * Watches the writes made through `db` (a Drizzle PGlite or node-postgres database). The session
 * class is patched once (transactions make new sessions of the same class); `pool`, on PostgreSQL,
 * sends the NOTIFY on a connection of its own after each committed watched write.
 */
export function installWriteWatch(db: unknown, pool?: pg.Pool): void {
  const session = (db as { session: SessionLike & { [ROOT]?: boolean } }).session;
  session[ROOT] = true;
  if (pool)
    state.notify = () => {
      pool.query('select pg_notify($1, $2)', [SESSION_CHANNEL, PROCESS_ID]).catch(() => {}); // a missed notice costs at most the cache's few seconds
    };
  const proto = Object.getPrototypeOf(session) as SessionLike & { [PATCHED]?: boolean };
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;

  const prepareQuery = proto.prepareQuery;
  proto.prepareQuery = function (this: SessionLike & { [ROOT]?: boolean }, query, ...rest) {
    const prepared = prepareQuery.call(this, query, ...rest);
    if (!isWatchedWrite(query.sql)) return prepared;
    const inTransaction = !this[ROOT];
    for (const method of ['execute', 'all'] as const) {
      const run = prepared[method] as ((...a: unknown[]) => Promise<unknown>) | undefined;
      if (typeof run !== 'function') continue;
      prepared[method] = async (...args: unknown[]) => {
        sessionDataChanged();
        if (inTransaction) dirtyTransactions += 1;
        try {
          return await run.apply(prepared, args);
        } finally {
          if (inTransaction) sessionDataChanged();
          else committed();
        }
      };
    }
    return prepared;
  };

  const transaction = proto.transaction;
  proto.transaction = async function (this: SessionLike, ...args: unknown[]) {
    const before = dirtyTransactions;
    try {
      return await transaction.apply(this, args);
    } finally {
      // Another transaction's write may count here too: one drop too many is harmless.
      if (dirtyTransactions !== before) committed();
    }
  };
}
let dirtyTransactions = 0;
