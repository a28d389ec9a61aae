// The PGlite worker thread: owns the one PGlite instance (PostgreSQL compiled to WASM) so queries
// run on another core than page rendering (docs/decisions/015-pglite-in-a-worker.md). It answers
// the client's requests (client.ts) with PGlite's own results; ordering is PGlite's: a statement
// outside a transaction waits while one is open, as it does in-process.
// Bundled to dist/server/pglite-worker.mjs (build/build-server.mjs); run from source with tsx.
import { parentPort, workerData } from 'node:worker_threads';
import {
  PGlite,
  type ParserOptions,
  type QueryOptions,
  type Transaction,
} from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PreparedStatements } from './prepared';
import {
  toWireError,
  type Reply,
  type Request,
  type Started,
  type WireQueryOptions,
  type WorkerStart,
} from './protocol';

const port = parentPort!;
const start = workerData as WorkerStart;

type OpenTx = { tx: Transaction; finish: () => void; done: Promise<unknown> };
const transactions = new Map<number, OpenTx>();

/** "Leave these types as text": one parsers object per distinct list, made once. */
const rawParsers = new Map<string, ParserOptions>();
const keepText = (value: string) => value;

function queryOptions(wire: WireQueryOptions | undefined): QueryOptions | undefined {
  if (!wire) return undefined;
  const options: QueryOptions = {};
  if (wire.rowMode) options.rowMode = wire.rowMode;
  if (wire.paramTypes) options.paramTypes = wire.paramTypes;
  if (wire.rawTypes?.length) {
    const key = wire.rawTypes.join(',');
    let parsers = rawParsers.get(key);
    if (!parsers) {
      parsers = Object.fromEntries(wire.rawTypes.map((t) => [t, keepText]));
      rawParsers.set(key, parsers);
    }
    options.parsers = parsers;
  }
  return options;
}

function send(reply: Reply) {
  try {
    port.postMessage(reply);
  } catch (e) {
    // A value structured clone refuses (an error field, an exotic result): say so instead of
    // leaving the caller waiting.
    port.postMessage({ id: reply.id, ok: false, error: toWireError(e) } satisfies Reply);
  }
}

/** The transaction a statement belongs to; a missing one is the caller's bug, not a hang. */
function openTx(id: number): OpenTx {
  const open = transactions.get(id);
  if (!open) throw new Error(`PGlite worker: transaction ${id} is not open`);
  return open;
}

function begin(pg: PGlite, id: number) {
  let entered = false;
  const done = pg.transaction(
    (tx) =>
      new Promise<void>((finish) => {
        entered = true;
        transactions.set(id, { tx, finish, done });
        send({ id, ok: true, result: id });
      }),
  );
  // BEGIN itself failed: the begin request is answered with the error. Later failures (COMMIT)
  // are answered by `end`, which awaits `done`.
  done.catch((e: unknown) => {
    if (!entered) send({ id, ok: false, error: toWireError(e) });
  });
}

async function end(id: number, commit: boolean): Promise<null> {
  const open = openTx(id);
  transactions.delete(id);
  // PGlite commits when the callback returns unless the transaction was rolled back first.
  if (!commit && !open.tx.closed) {
    try {
      await open.tx.rollback();
    } finally {
      open.finish();
      await open.done.catch(() => {});
    }
    return null;
  }
  open.finish();
  await open.done;
  return null;
}

async function handle(pg: PGlite, prepared: PreparedStatements, req: Request): Promise<unknown> {
  switch (req.op) {
    case 'query': {
      // Outside a transaction a repeated statement runs by name, parsed and planned once.
      if (req.tx === undefined)
        return prepared.query(req.sql, req.params, queryOptions(req.options));
      return openTx(req.tx).tx.query(req.sql, req.params, queryOptions(req.options));
    }
    case 'exec': {
      const target = req.tx === undefined ? pg : openTx(req.tx).tx;
      return target.exec(req.sql, queryOptions(req.options));
    }
    case 'end':
      return end(req.tx, req.commit);
    case 'close':
      await pg.close();
      return null;
    case 'begin':
      throw new Error('unreachable'); // answered by begin()
  }
}

async function main() {
  let pg: PGlite;
  try {
    pg =
      'dataDir' in start
        ? await PGlite.create({ dataDir: start.dataDir, extensions: { pg_trgm } })
        : await PGlite.create({
            loadDataDir: new Blob([start.loadDataDir as Uint8Array<ArrayBuffer>]),
            extensions: { pg_trgm },
          });
  } catch (e) {
    port.postMessage({ started: false, error: toWireError(e) } satisfies Started);
    return;
  }
  const prepared = new PreparedStatements(pg);
  port.on('message', (req: Request) => {
    if (req.op === 'begin') return begin(pg, req.id);
    handle(pg, prepared, req).then(
      (result) => send({ id: req.id, ok: true, result }),
      (e: unknown) => send({ id: req.id, ok: false, error: toWireError(e) }),
    );
  });
  port.postMessage({ started: true } satisfies Started);
}

void main();
