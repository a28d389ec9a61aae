// The messages between the PGlite worker thread (worker.ts) and its main-thread client
// (client.ts). Everything here crosses a structured clone: plain data, Dates, bigints, typed
// arrays — no functions, so a query's `parsers` travel as the list of type ids left as text.

/** How the worker opens its database: a data folder, or (tests) a dumped data folder in memory. */
export type WorkerStart = { dataDir: string } | { loadDataDir: Uint8Array };

/** QueryOptions as they cross: `rawTypes` are the type ids whose values stay as PostgreSQL text. */
export type WireQueryOptions = {
  rowMode?: 'array' | 'object';
  rawTypes?: number[];
  paramTypes?: number[];
};

/** `tx`: the transaction the statement belongs to (the id of its `begin`); none = autocommit. */
export type Request =
  | {
      id: number;
      op: 'query';
      tx?: number | undefined;
      sql: string;
      params: unknown[];
      options?: WireQueryOptions | undefined;
    }
  | {
      id: number;
      op: 'exec';
      tx?: number | undefined;
      sql: string;
      options?: WireQueryOptions | undefined;
    }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** A PostgreSQL error's fields (code, detail, constraint…) survive; its class does not. */
export type WireError = { name: string; message: string; fields: Record<string, unknown> };

export type Reply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: WireError };

/** The worker's first message: the database is open, or why it is not. */
export type Started = { started: true } | { started: false; error: WireError };

export function toWireError(e: unknown): WireError {
  if (!(e instanceof Error)) return { name: 'Error', message: String(e), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(e)) {
    if (value === undefined || typeof value === 'function') continue;
    try {
      // PGlite adds the query's options to its errors, parser functions included: those stay.
      fields[key] = typeof value === 'object' && value !== null ? structuredClone(value) : value;
    } catch {
      continue;
    }
  }
  return { name: e.name, message: e.message, fields };
}

export function fromWireError(w: WireError): Error {
  const e = new Error(w.message);
  Object.assign(e, w.fields);
  e.name = w.name;
  return e;
}
