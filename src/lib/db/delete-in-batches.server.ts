// Deleting many old rows without one huge statement: a DELETE of a million rows holds its locks
// and writes its WAL in one go, and with several processes serving, the requests that touch those
// tables wait for it. Bounded batches (by ctid, so tables without a single id column work too)
// keep each statement short.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.server';

export const DELETE_BATCH_ROWS = 5_000;

/** Deletes the rows of `table` matching `where`, `batch` at a time; resolves to how many. */
export async function deleteInBatches(
  conn: Db,
  table: PgTable,
  where: SQL,
  batch = DELETE_BATCH_ROWS,
): Promise<number> {
  let total = 0;
  for (;;) {
    // `ctid = any(array(…))` is a TID scan: each batch reads only the rows it deletes.
    const res = await conn.execute<{ n: number }>(sql`
      with gone as (
        delete from ${table}
        where ctid = any(array(select ctid from ${table} where ${where} limit ${batch}))
        returning 1
      )
      select count(*)::int as n from gone`);
    const n = Number(res.rows[0]?.n ?? 0);
    total += n;
    if (n < batch) return total;
  }
}
