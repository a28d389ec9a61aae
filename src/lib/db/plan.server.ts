// Planner settings for one read. PostgreSQL (and PGlite) has no per-statement hints; a setting made
// with SET LOCAL lasts to the end of its transaction, so the read runs in one of its own.
import { sql } from 'drizzle-orm';
import { db, type Db, type Tx } from './client.server';

/**
 * Runs `read` with sequential scans priced out, so the planner takes an index it undervalues. For
 * a read whose plan is known to be better through its index (measure it on both databases first).
 */
export function withoutSeqScan<T>(read: (conn: Db | Tx) => PromiseLike<T>): Promise<T> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return await read(tx);
  });
}
