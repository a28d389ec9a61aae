// Work that must happen once across every server process sharing one PostgreSQL (migrations, the
// first-run seed, scheduled jobs), behind a PostgreSQL advisory lock. The lock is a session lock
// taken on one pooled connection of its own and held for the whole work, while the work itself
// uses the pool as usual: a transaction-level lock would keep a transaction open for minutes. If
// the process dies, its connection closes and PostgreSQL frees the lock, so nothing is left stuck.
// PGlite is one process's database: there the work simply runs.
import type pg from 'pg';
import { getHandle } from './client.server';

/**
 * The first key of the two-key form, apart from the rate limits' space (0x524c) and the map cells'
 * recount (0x4d43, taken in SQL by migration 0018).
 */
export const LOCK_SPACE = { startup: 0x4253, jobs: 0x4a42 } as const;

export type LockOptions = {
  space: number;
  /** Hashed to the second key by PostgreSQL (hashtext). */
  name: string;
  /** true: wait for the lock (startup); false: give up at once when another process holds it. */
  wait: boolean;
  /** The pool to lock on (bootstrap, before the database is registered); else the process's. */
  pool?: pg.Pool | undefined;
};

/** Runs `work` holding the lock; `{ ran: false }` when `wait` is false and the lock was taken. */
export async function withAdvisoryLock<T>(
  opts: LockOptions,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const pool = 'pool' in opts ? opts.pool : getHandle().pool;
  if (!pool) return { ran: true, value: await work() };
  const client = await pool.connect();
  const key = [opts.space, opts.name];
  let broken: Error | undefined;
  try {
    // pg_advisory_lock returns void once granted (not null): `true` is selected beside it.
    const sql = opts.wait
      ? 'select pg_advisory_lock($1, hashtext($2)), true as got'
      : 'select pg_try_advisory_lock($1, hashtext($2)) as got';
    const res = await client.query<{ got: boolean }>(sql, key).catch((e: Error) => {
      broken = e;
      throw e;
    });
    if (!res.rows[0]?.got) return { ran: false };
    try {
      return { ran: true, value: await work() };
    } finally {
      // A connection that may still hold the lock must not go back to the pool: destroyed instead.
      await client.query('select pg_advisory_unlock($1, hashtext($2))', key).catch((e: Error) => {
        broken = e;
      });
    }
  } finally {
    client.release(broken);
  }
}
