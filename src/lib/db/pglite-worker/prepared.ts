// Named prepared statements for the PGlite worker (docs/performance.md#pages-read-from-scratch).
// PGlite's `query` parses and plans every statement again (an unnamed statement each time), and on
// the pages read from scratch planning cost more than running: the project page's one-statement
// read planned in about three times its execution. A statement text seen again outside a
// transaction is parsed once under a name and then only bound and executed; PostgreSQL's plan cache
// decides per statement between a plan per call and a generic one (after five calls, only when the
// generic plan is estimated no dearer), as it does for any named statement, and re-plans after a
// schema change. Results go through PGlite's own parsers, so callers get what `query` gives.
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { decodeResults, WireBytes } from './decode';

/** Statements kept per process (least recently used closed first). */
const MAX_STATEMENTS = 200;
/** Texts seen once, waiting for a second use (a one-off statement is not worth a name). */
const MAX_SEEN = 2_000;

const RETRY = Symbol('retry');

type Statement = { name: string; paramTypes: number[] };

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export class PreparedStatements {
  #statements = new Map<string, Statement>();
  #seen = new Set<string>();
  #next = 0;

  constructor(private readonly pg: PGlite) {}

  /** `query` outside a transaction: by a named statement once the text has been seen before. */
  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!this.#statements.has(sql) && !this.#remember(sql))
      return this.pg.query<T>(sql, params, options);
    // The same locks PGlite's `query` takes: no statement runs inside another's transaction.
    const result: Results<T> | typeof RETRY = await this.pg._runExclusiveTransaction(() =>
      this.pg._runExclusiveQuery(async () => {
        try {
          return await this.#run<T>(sql, params, options);
        } catch (e) {
          // A table changed under a kept statement ("cached plan must not change result type"):
          // forget it, then run the text as PGlite would (after the locks, which `query` takes).
          if ((e as { code?: string }).code !== '0A000') throw e;
          await this.#close(sql);
          return RETRY;
        }
      }),
    );
    return result === RETRY ? this.pg.query<T>(sql, params, options) : result;
  }

  async #close(sql: string) {
    const old = this.#statements.get(sql);
    if (!old) return;
    this.#statements.delete(sql);
    await this.pg.execProtocolStream(
      concat([serialize.close({ type: 'S', name: old.name }), serialize.sync()]),
      { syncToFs: false },
    );
  }

  /** True on the second sighting of a text. */
  #remember(sql: string): boolean {
    if (this.#seen.delete(sql)) return true;
    if (this.#seen.size >= MAX_SEEN) this.#seen.clear();
    this.#seen.add(sql);
    return false;
  }

  async #statement(sql: string, options?: QueryOptions): Promise<Statement> {
    const kept = this.#statements.get(sql);
    if (kept) {
      // Most recently used last: Map keeps insertion order.
      this.#statements.delete(sql);
      this.#statements.set(sql, kept);
      return kept;
    }
    const name = `pq${++this.#next}`;
    const described = await this.pg.execProtocolStream(
      concat([
        serialize.parse({ name, text: sql, types: options?.paramTypes ?? [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    this.#statements.set(sql, statement);
    if (this.#statements.size > MAX_STATEMENTS)
      await this.#close(this.#statements.keys().next().value!);
    return statement;
  }

  async #run<T>(sql: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const statement = await this.#statement(sql, options);
    // Values serialised as PGlite's `query` does: by the parameter types PostgreSQL inferred.
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = this.pg.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(param) : String(param);
    });
    // Bind, describe, execute and sync in one call: a failing statement is answered by its error
    // and the sync leaves the session ready for the next one.
    // The bytes are decoded here, not by PGlite's message parser (decode.ts says why).
    const bytes = new WireBytes();
    await this.pg.execProtocolRawStream(
      concat([
        serialize.bind({ statement: statement.name, values: values as (string | null)[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false, onRawData: bytes.push },
    );
    await this.pg.syncToFs();
    return decodeResults<T>(bytes.buffer(), this.pg.parsers, options);
  }
}
