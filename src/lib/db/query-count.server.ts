// Counts the database queries each request makes, for the test that keeps the main pages' query
// counts from creeping back (tests/e2e/page-queries.spec.ts, docs/performance.md#render).
// Off unless COUNT_DB_QUERIES is set: then nothing is installed and no request pays for it.
//
// The count is taken at Drizzle's logger, which every statement passes through (plain, relational,
// prepared, inside transactions), whatever runs the database underneath (PGlite in this thread or
// elsewhere, PostgreSQL): the database handle itself is left alone.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';
import type { Db } from './client.server';

/**
 * `fromScratch`: this request reads past the read cache (the test counts a cold page's queries; the
 * server's warm-up keeps nothing). A request may carry it uncounted: nothing counts unless
 * COUNT_DB_QUERIES installed the counting logger.
 */
type Counter = { queries: number; sessionQueries: number; fromScratch: boolean };
const current = new AsyncLocalStorage<Counter>();
/** Set while the session lookup runs (countedAsSessionRead). */
const sessionLookup = new AsyncLocalStorage<true>();
let installed = false;

const countingLogger: Logger = {
  logQuery() {
    const counter = current.getStore();
    if (!counter) return;
    counter.queries += 1;
    if (sessionLookup.getStore()) counter.sessionQueries += 1;
  },
};

/**
 * Makes `db` report its statements to the request being served. Drizzle's session keeps its logger
 * in two places: its own (plain statements) and its options (handed to each transaction's session).
 */
export function installQueryCounter(db: Db): void {
  const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } })
    .session;
  session.logger = countingLogger;
  session.options.logger = countingLogger;
  installed = true;
}

/**
 * Runs the session lookup, its statements counted apart as well: whether a page reads its session
 * depends on the session cache, which writes anywhere drop (src/lib/auth/session-cache.server.ts),
 * so a test that counts a page's own statements leaves these out (X-Db-Session-Queries). Without
 * the counter installed it is `lookUp()` and nothing more.
 */
export async function countedAsSessionRead<T>(lookUp: () => PromiseLike<T>): Promise<T> {
  // Awaited inside: a Drizzle query runs when awaited, which must happen in the lookup's context.
  return installed ? sessionLookup.run(true, async () => await lookUp()) : await lookUp();
}

/**
 * Runs `fn` with a fresh counter; `read()` gives the queries made so far inside it, and
 * `readSession()` how many of them were the session lookup's.
 */
export function withQueryCounter<T>(
  fn: (read: () => number, readSession: () => number) => Promise<T>,
  opts: { fromScratch?: boolean } = {},
): Promise<T> {
  const counter: Counter = {
    queries: 0,
    sessionQueries: 0,
    fromScratch: opts.fromScratch ?? false,
  };
  return current.run(counter, () =>
    fn(
      () => counter.queries,
      () => counter.sessionQueries,
    ),
  );
}

/** Whether the request being served reads everything from the database (past the read cache). */
export function countingFromScratch(): boolean {
  return current.getStore()?.fromScratch === true;
}
