// The main thread's side of the PGlite worker (worker.ts): the part of PGlite's interface that
// drizzle-orm/pglite and our code use — query, exec, transaction, close — forwarded as messages,
// so PostgreSQL (WASM) runs on the second core while this one renders pages
// (docs/decisions/015-pglite-in-a-worker.md). Results come back as PGlite made them (Dates,
// bigints, arrays, json); errors keep their fields (`code` 23505…), not their class.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import {
  fromWireError,
  type Reply,
  type Request,
  type Started,
  type WireQueryOptions,
  type WorkerStart,
} from './protocol';

type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void };
type Call = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

/**
 * The worker's entry: built into dist/server/ (build/build-server.mjs), one folder up from the
 * server's chunks (dist/server/chunks/, where this module is built); else this folder's source (tsx).
 */
function workerEntry(): { file: string; execArgv?: string[] } {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, '..', 'pglite-worker.mjs');
  if (path.basename(here) === 'chunks' && fs.existsSync(built)) return { file: built };
  return { file: path.join(here, 'worker.ts'), execArgv: ['--import', 'tsx'] };
}

export class PGliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #stopped: Error | undefined;
  #closing: Promise<void> | undefined;
  /** Query options objects are reused by drizzle: converted once each. */
  readonly #wireOptions = new WeakMap<QueryOptions, WireQueryOptions>();

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (m: Reply) => this.#settle(m));
    worker.on('error', (e) => this.#stop(e));
    worker.on('exit', (code) => this.#stop(new Error(`the PGlite worker exited (code ${code})`)));
    // Like an in-process PGlite, an idle database does not keep the process alive; a query in
    // flight does (see #call).
    worker.unref();
  }

  /** Starts the worker and waits until its database is open (or throws why it is not). */
  static async start(start: WorkerStart): Promise<PGliteWorkerClient> {
    const entry = workerEntry();
    const worker = new Worker(entry.file, {
      workerData: start,
      ...(entry.execArgv ? { execArgv: entry.execArgv } : {}),
    });
    let onMessage!: (m: Started) => void;
    let onError!: (e: Error) => void;
    const onExit = (code: number) => onError(new Error(`the PGlite worker exited (code ${code})`));
    const started = await new Promise<Started>((resolve, reject) => {
      onMessage = resolve;
      onError = reject;
      worker.once('message', onMessage).once('error', onError).once('exit', onExit);
    }).finally(() => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    });
    if (!started.started) {
      await worker.terminate();
      throw fromWireError(started.error);
    }
    return new PGliteWorkerClient(worker);
  }

  get closed(): boolean {
    return this.#stopped !== undefined;
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return (await this.#query(undefined, sql, params, options)) as Results<T>;
  }

  async exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return (await this.#call({ op: 'exec', sql, options: this.#wire(options) })) as Results[];
  }

  /**
   * The callback's statements run together in the worker; everything else waits for its end
   * (PGlite's own transaction lock, held in the worker). Commits when the callback returns,
   * rolls back when it throws.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const txId = (await this.#call({ op: 'begin' })) as number;
    let closed = false;
    const ensureOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        ensureOpen();
        return (await this.#query(txId, sql, params ?? [], options)) as Results<R>;
      },
      exec: async (sql: string, options?: QueryOptions) => {
        ensureOpen();
        return (await this.#call({
          op: 'exec',
          tx: txId,
          sql,
          options: this.#wire(options),
        })) as Results[];
      },
      rollback: async () => {
        ensureOpen();
        closed = true;
        await this.#call({ op: 'end', tx: txId, commit: false });
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (e) {
      if (!closed) {
        closed = true;
        // The callback's error is the one to report; a failed ROLLBACK adds nothing to it.
        await this.#call({ op: 'end', tx: txId, commit: false }).catch(() => {});
      }
      throw e;
    }
    if (!closed) {
      closed = true;
      await this.#call({ op: 'end', tx: txId, commit: true });
    }
    return result;
  }

  /** Closes the database (its last writes reach the folder), then ends the thread. Once. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      if (!this.#stopped) await this.#call({ op: 'close' });
      this.#stopped ??= new Error('the PGlite worker is closed');
      await this.#worker.terminate();
    })();
    return this.#closing;
  }

  #query(tx: number | undefined, sql: string, params: unknown[], options?: QueryOptions) {
    return this.#call({ op: 'query', tx, sql, params, options: this.#wire(options) });
  }

  #wire(options: QueryOptions | undefined): WireQueryOptions | undefined {
    if (!options) return undefined;
    let wire = this.#wireOptions.get(options);
    if (wire) return wire;
    const { rowMode, parsers, paramTypes, ...rest } = options;
    const unsupported = Object.keys(rest).filter((k) => rest[k as keyof typeof rest] !== undefined);
    if (unsupported.length)
      throw new Error(`the PGlite worker does not support query options: ${unsupported}`);
    wire = {};
    if (rowMode) wire.rowMode = rowMode;
    if (paramTypes) wire.paramTypes = paramTypes;
    if (parsers) {
      // Functions cannot cross to the worker. drizzle's parsers keep some types as text (dates,
      // intervals): that is what the worker applies, so only such parsers are accepted.
      wire.rawTypes = Object.entries(parsers).map(([type, parse]) => {
        if (parse('0', Number(type)) !== '0')
          throw new Error(`the PGlite worker only keeps values as text (parser for type ${type})`);
        return Number(type);
      });
    }
    this.#wireOptions.set(options, wire);
    return wire;
  }

  #call(call: Call): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...call, id } as Request);
    });
  }

  #settle(reply: Reply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(fromWireError(reply.error));
  }

  /** The thread is gone (crash, exit, close): everything waiting fails, later calls too. */
  #stop(reason: Error) {
    this.#stopped ??= reason;
    for (const p of this.#pending.values()) p.reject(reason);
    this.#pending.clear();
  }
}
