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

/** A query that can be made into a prepared one (a Drizzle select), run with its named values. */
export type Preparable<T> = {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T> };
};

/**
 * Values bound by name as a statement is built: `bind(name, value)` gives a placeholder and notes
 * the value, so the text depends only on the statement's shape (which values it has, by name) and
 * can be built once for every request of that shape (shapedStatements). A builder that takes a
 * `bind` must pass every value that changes between requests through it; the constants it writes
 * as they are stay in the kept text. `asValue` writes them in place (a statement built for one run).
 */
export type Bind = <T>(name: string, value: T) => T;
export const asValue: Bind = (_name, value) => value;

export function boundByName(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  return {
    values,
    // A placeholder stands where the value goes; its type asks for the value's (hence the cast).
    bind: <T>(name: string, value: T): T => {
      values[name] = value;
      return sql.placeholder(name) as unknown as T;
    },
  };
}

/** Names of shaped statements, unique in the process: a name stays bound to its one text. */
let shapesNamed = 0;

/**
 * Statements whose text depends on a shape and whose values change (a list's filters), built once
 * per shape and database handle (docs/performance.md#list-statements-built-once-per-shape). Drizzle
 * turns a query into its text on every run, which for a page of the list was about 0.12 ms of the
 * render thread and a tenth of the garbage of a request read from scratch. `build(bind)` makes the
 * query with its values bound by name; `kind` names what the names do not tell apart (the sort, the
 * plan). Unnamed, as Drizzle runs any statement: PostgreSQL plans each run with its values. At
 * most `max` shapes per handle, starting over past that: a request can ask for any combination of
 * filters.
 *
 * While `nameWhile()` says so, a shape run a second time is also made a named statement
 * (docs/performance.md#list-statements-run-by-name): on PostgreSQL each connection parses it once
 * and, after five runs, may keep a generic plan, made without the values, instead of planning
 * every run. That is worth it only where no plan can be slow (a small table), so the caller
 * decides when. At most `named` shapes per handle ever get a name, as PostgreSQL keeps a named
 * statement for the life of its connection. (The PGlite worker names every repeated text itself.)
 *
 * As with preparedStatement, a kept statement reports to the logger of its first run: a test that
 * catches statements (statementsOf in tests/helpers/plan.ts) sees a shape only if it is the first
 * to run it.
 */
export function shapedStatements(opts: { max: number; named: number; nameWhile: () => boolean }) {
  type Kept = { byName: Map<string, unknown>; unnamed: Map<string, unknown> };
  const byHandle = new WeakMap<Db, Kept>();
  return <T>(kind: string, build: (bind: Bind) => Preparable<T>): Promise<T> => {
    type Prepared = ReturnType<Preparable<T>['prepare']>;
    const handle = db();
    let kept = byHandle.get(handle);
    if (!kept) byHandle.set(handle, (kept = { byName: new Map(), unnamed: new Map() }));
    const { bind, values } = boundByName();
    const query = build(bind);
    const shape = `${kind}|${Object.keys(values).join(',')}`;
    const naming = opts.nameWhile();
    let prepared = (naming ? kept.byName.get(shape) : undefined) as Prepared | undefined;
    if (prepared) return prepared.execute(values);
    prepared = kept.unnamed.get(shape) as Prepared | undefined;
    if (prepared && naming && kept.byName.size < opts.named) {
      // Seen before: worth a name.
      prepared = query.prepare(`shape_${++shapesNamed}`);
      kept.byName.set(shape, prepared);
    } else if (!prepared) {
      if (kept.unnamed.size >= opts.max) kept.unnamed.clear();
      // No name: as Drizzle's own `execute` prepares a query for one run.
      prepared = query.prepare(undefined as unknown as string);
      kept.unnamed.set(shape, prepared);
    }
    return prepared.execute(values);
  };
}
