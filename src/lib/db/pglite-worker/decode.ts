// The result of a named statement's bind/describe/execute/sync, decoded from PostgreSQL's wire
// bytes straight into PGlite's `Results` (docs/performance.md#pages-read-from-scratch-third-round).
// PGlite's own path (`execProtocolStream` + `parse.parseResults`) copies the whole output, then
// every field into an ArrayBuffer of its own before decoding it, builds a message object per row
// and then the row from it: on pages read from scratch that was about as much of the worker's time
// as PostgreSQL's own work. Here each field is decoded from one buffer and parsed by the column's
// type parser, the same parsers and the same result shape as `parseResults` (rows, fields,
// command, affectedRows, rowCount). A failed statement is handed to PGlite's own protocol parser,
// so the error thrown is the one `execProtocolStream` throws.
import { protocol, types, type QueryOptions, type Results } from '@electric-sql/pglite';

type TypeParser = (value: string, typeId: number) => unknown;
type ParserTable = Record<number | string, TypeParser>;

const ROW_DESCRIPTION = 0x54; // T
const DATA_ROW = 0x44; // D
const COMMAND_COMPLETE = 0x43; // C
const ERROR_RESPONSE = 0x45; // E

/** The bytes of one exchange, as PGlite's write callback hands them out (views of WASM memory). */
export class WireBytes {
  #chunks: Uint8Array[] = [];
  #size = 0;

  /** Copies: the view is reused by the next write. */
  readonly push = (view: Uint8Array) => {
    this.#chunks.push(view.slice());
    this.#size += view.length;
  };

  buffer(): Buffer {
    const only = this.#chunks.length === 1 ? this.#chunks[0]! : undefined;
    if (only) return Buffer.from(only.buffer, only.byteOffset, only.byteLength);
    return Buffer.concat(this.#chunks, this.#size);
  }
}

// PGlite decodes with a default TextDecoder, which drops a byte order mark at a value's start;
// `Buffer#toString` keeps it, so such a value takes the decoder (values never start with one in
// practice, but the result must be PGlite's).
const decoder = new TextDecoder('utf-8');
function text(buf: Buffer, start: number, end: number): string {
  if (end - start >= 3 && buf[start] === 0xef && buf[start + 1] === 0xbb && buf[start + 2] === 0xbf)
    return decoder.decode(buf.subarray(start, end));
  return buf.toString('utf8', start, end);
}

/** As `Object.fromEntries` does: a column named `__proto__` is a property, not the prototype. */
function define(row: Record<string, unknown>, name: string, value: unknown) {
  if (name === '__proto__')
    Object.defineProperty(row, name, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  else row[name] = value;
}

/** `parsers` and the query's own, merged once per distinct options parsers object. */
const merged = new WeakMap<object, ParserTable>();
function parserTable(defaults: ParserTable, options?: QueryOptions): ParserTable {
  const own = options?.parsers as ParserTable | undefined;
  if (!own) return defaults;
  let table = merged.get(own);
  if (!table) {
    table = { ...defaults, ...own };
    merged.set(own, table);
  }
  return table;
}

const defaultParsers = types.parsers as unknown as ParserTable;

/** PGlite's `parseResults(messages, parsers, options)[0]` for the bytes of one statement. */
export function decodeResults<T>(
  buf: Buffer,
  parsers: ParserTable,
  options?: QueryOptions,
): Results<T> {
  const table = parserTable(parsers, options);
  const asArray = options?.rowMode === 'array';
  let fields: { name: string; dataTypeID: number }[] = [];
  let handlers: (TypeParser | undefined)[] = [];
  let rows: unknown[] = [];
  let result: Results<T> | undefined;
  let affectedRows = 0;
  for (let at = 0; at + 5 <= buf.length;) {
    const code = buf[at]!;
    const end = at + 1 + buf.readInt32BE(at + 1);
    let p = at + 5;
    if (code === DATA_ROW) {
      const count = buf.readInt16BE(p);
      p += 2;
      const row: unknown[] | Record<string, unknown> = asArray ? new Array(count) : {};
      for (let i = 0; i < count; i++) {
        const len = buf.readInt32BE(p);
        p += 4;
        let value: unknown = null;
        if (len !== -1) {
          const raw = text(buf, p, p + len);
          p += len;
          const handler = handlers[i];
          value = handler ? handler(raw, fields[i]!.dataTypeID) : raw;
        }
        if (asArray) (row as unknown[])[i] = value;
        else define(row as Record<string, unknown>, fields[i]!.name, value);
      }
      rows.push(row);
    } else if (code === ROW_DESCRIPTION) {
      const count = buf.readInt16BE(p);
      p += 2;
      fields = new Array(count);
      handlers = new Array(count);
      for (let i = 0; i < count; i++) {
        const nul = buf.indexOf(0, p);
        const name = text(buf, p, nul);
        const dataTypeID = buf.readInt32BE(nul + 7);
        fields[i] = { name, dataTypeID };
        handlers[i] = table[dataTypeID] ?? defaultParsers[dataTypeID];
        p = nul + 19;
      }
    } else if (code === COMMAND_COMPLETE) {
      const tag = text(buf, p, buf.indexOf(0, p));
      const parts = tag.split(' ');
      const command = parts[0]!;
      const rowCount = parseInt(parts[parts.length - 1]!, 10);
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command))
        affectedRows += rowCount;
      // Only the first statement's result is answered (one statement per exchange).
      result ??= {
        rows,
        fields,
        command,
        affectedRows,
        ...(Number.isNaN(rowCount) ? {} : { rowCount }),
      } as Results<T>;
      rows = [];
      fields = [];
    } else if (code === ERROR_RESPONSE) {
      throw firstError(buf);
    }
    at = end;
  }
  return result ?? ({ affectedRows: 0, rows: [], fields: [] } as Results<T>);
}

/** The error PGlite's parser makes of these bytes (the first one, as `execProtocolStream` throws). */
function firstError(buf: Buffer): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(buf, (message) => {
    if (!error && message instanceof Error) error = message;
  });
  return error ?? new Error('PGlite: an error response that could not be parsed');
}
