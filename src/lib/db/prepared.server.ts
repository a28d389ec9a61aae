// Statements of a fixed shape built once per database handle (docs/performance.md#pages-read-from-scratch).
// Drizzle builds a statement's SQL text from its query builder on every run; for the pages read
// from scratch that was about a tenth of the render thread's time (the card columns, the project
// page's subqueries). A statement made here is built on first use with `.prepare(name)` and then
// only run with its values (`sql.placeholder`). On PostgreSQL the name also makes it a named
// statement on each connection; on PGlite the worker names every repeated statement anyway.
// Everything else about a run is unchanged: the statement still reports the tables it reads (cache
// tags) and is counted by the query counter at each run.
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
