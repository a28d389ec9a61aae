// Compresses whole pages on a thread of their own, so the thread that renders pages does not
// (docs/performance.md#read-cache): with public reads kept in memory, the PGlite worker is mostly
// idle and compressing a page is a fifth of the render thread's time on a project page. One thread,
// one page at a time, in order; if it cannot be started or dies, pages are compressed here. A
// process of several (WEB_CONCURRENCY) compresses on its own thread: the other processes keep every
// core busy already, and a thread more per process measured slower
// (docs/performance.md#read-cache).
import zlib from 'node:zlib';
import cluster from 'node:cluster';
import { Worker } from 'node:worker_threads';

export type PageEncoding = 'br' | 'gzip';

// Plain JavaScript run by the worker (eval): nothing to bundle or resolve at run time.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const zlib = require('node:zlib');
parentPort.on('message', ({ id, bytes, encoding, quality }) => {
  try {
    // zlib reads the Uint8Array the message brought as it is (Buffer.from would copy the page).
    const out = encoding === 'br'
      ? zlib.brotliCompressSync(bytes, { params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
      : zlib.gzipSync(bytes);
    const copy = out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength);
    parentPort.postMessage({ id, bytes: copy }, [copy]);
  } catch (e) {
    // The page was transferred here: it goes back, to be compressed by the thread that sent it.
    parentPort.postMessage({ id, error: String(e && e.message || e), page: bytes }, [bytes.buffer]);
  }
});`;

type Reply = { id: number; bytes?: ArrayBuffer; error?: string; page?: Uint8Array };
type Pending = {
  resolve: (b: Buffer) => void;
  reject: (e: Error) => void;
  encoding: PageEncoding;
  quality: number;
};

/**
 * The page's bytes in an ArrayBuffer of their own, to transfer: `body` itself when it covers its
 * whole ArrayBuffer (a rendered page does: build/patches/page-text-encode.mjs), else a copy — a
 * view into a larger buffer (Node's shared pool for small Buffers, a slice) would take the
 * buffer's other contents with it, and a SharedArrayBuffer cannot be transferred.
 */
export function ownedBytes(body: Uint8Array): Uint8Array<ArrayBuffer> {
  const { buffer } = body;
  if (
    buffer instanceof ArrayBuffer &&
    body.byteOffset === 0 &&
    body.byteLength === buffer.byteLength
  ) {
    return new Uint8Array(buffer);
  }
  return new Uint8Array(body);
}

/** Compression in this thread: the fallback, and what the worker does. */
export function compressHere(body: Buffer, encoding: PageEncoding, quality: number): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : zlib.gzipSync(body);
}

export class CompressThread {
  private worker: Worker | null = null;
  /** Compress in this thread: one of several processes, or the thread failed. */
  private here = false;
  private nextId = 1;
  private pending = new Map<number, Pending>();

  private start(): Worker | null {
    if (this.worker || this.here) return this.worker;
    if (cluster.isWorker) {
      this.here = true; // one of several processes: here
      return null;
    }
    try {
      const worker = new Worker(WORKER_SOURCE, { eval: true });
      worker.unref(); // never what keeps the process alive
      worker.on('message', (reply: Reply) => {
        const waiting = this.pending.get(reply.id);
        if (!waiting) return;
        this.pending.delete(reply.id);
        if (reply.bytes) waiting.resolve(Buffer.from(reply.bytes));
        else if (reply.page) {
          // Compressing failed there: the page came back, compressed here instead.
          const page = reply.page;
          const body = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
          waiting.resolve(compressHere(body, waiting.encoding, waiting.quality));
        } else waiting.reject(new Error(reply.error ?? 'compression failed'));
      });
      const fail = (error: Error) => {
        // Gone: the pages waiting fail (their bytes were transferred, and went with the thread);
        // everything after is compressed here.
        this.here = true;
        this.worker = null;
        for (const waiting of this.pending.values()) waiting.reject(error);
        this.pending.clear();
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`compression thread exited (${code})`)));
      this.worker = worker;
    } catch {
      this.here = true;
    }
    return this.worker;
  }

  /**
   * `body` compressed. The page is transferred to the thread, not copied (a copy was 11.9 % of the
   * render thread's time on a project page): when it covers its whole ArrayBuffer, `body` is left
   * detached (empty), and the caller must not read it afterwards.
   */
  async compress(body: Buffer, encoding: PageEncoding, quality: number): Promise<Buffer> {
    const worker = this.start();
    if (!worker) return compressHere(body, encoding, quality);
    const id = this.nextId++;
    const bytes = ownedBytes(body);
    // A page on its way when the thread dies went with it: the request fails (the error page)
    // rather than send it empty. Pages after that are compressed here.
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, encoding, quality });
      try {
        worker.postMessage({ id, bytes, encoding, quality }, [bytes.buffer]);
      } catch {
        // Not sent, so not transferred either: the bytes are still here.
        this.pending.delete(id);
        resolve(compressHere(body, encoding, quality));
      }
    });
  }
}

let thread: CompressThread | undefined;

/** The process's one compression thread. */
export function compressThread(): CompressThread {
  return (thread ??= new CompressThread());
}
