// Statements of a fixed shape built once per database handle (docs/performance.md#pages-read-from-scratch).
// Drizzle builds a statement's SQL text from its query builder on every run; for the pages read
// from scratch that was about a tenth of the render thread's time (the card columns, the project
// page's subqueries). A statement made here is built on first use with `.prepare(name)` and then
// only run with its values (`sql.placeholder`). On PostgreSQL the name also makes it a named
// statement on each connection; on PGlite the worker names every repeated statement anyway.
// Everything else about a run is unchanged: the statement still reports the tables it reads (cache
// tags) and is counted by the query counter at each run.
import { sql } from 'drizzle-orm';
import { db, type Db } from './client.server';

/**
 * `build(db)` once per database handle (tests open several), under `name`: unique per statement,
 * as PostgreSQL keeps one text per name and connection.
 */
export function preparedStatement<P>(name: string, build: (db: Db, name: string) => P): () => P {
  const byHandle = new WeakMap<Db, P>();
  return () => {
    const handle = db();
    let prepared = byHandle.get(handle);
    if (!prepared) {
      prepared = build(handle, name);
      byHandle.set(handle, prepared);
    }
    return prepared;
  };
}

/**
 * A LIMIT written into a prepared statement's text instead of bound as a value, for a statement
 * whose limit never changes. A statement run by name is planned with its values for five runs;
 * then PostgreSQL keeps a generic plan, made without them, only if that plan is estimated no dearer.
 * Without a value it guesses `limit $1` at a tenth of the rows, so for a short list read from an
 * index the generic plan is priced far above the real one and the statement is planned again on
 * every run: the home page's newest reviews spent two thirds of their time planning
 * (docs/performance.md#limits-written-into-the-text). Drizzle writes an SQL fragment given as the
 * limit into the text; its type asks for a number or a placeholder, hence the cast.
 */
export function fixedLimit(rows: number): number {
  if (!Number.isInteger(rows) || rows < 0)
    throw new Error(`fixedLimit: ${rows} is not a row count`);
  return sql.raw(String(rows)) as unknown as number;
}
