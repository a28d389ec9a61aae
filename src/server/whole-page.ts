// A page leaves in one write. Astro used to stream a page as it rendered, in many small chunks;
// each became its own write through compression and onto the socket (13 % of the server's time in
// `writev` under load). Astro now renders a page to one string (astro.config.mjs); this still reads
// whatever body a page answers to its end: one compression pass, one write, a Content-Length. An
// error while rendering then reaches the error boundary (the 500 page) instead of cutting a page
// already half sent. Only HTML: event streams must stay streams, and JSON and files are written
// whole already.
//
// The one buffer is compressed in one call, for the encoding the browser prefers (brotli at the
// quality the compression middleware of src/server/serve.ts uses, else gzip), on a thread of its own
// (compress-thread.server.ts): a zlib stream over the same bytes cost the page about twice as much
// of the server's time (docs/performance.md#read-cache). The middleware leaves a
// response that has a Content-Encoding alone, and still compresses everything else (JSON, a client
// that asks for neither).
import Negotiator from 'negotiator';
import { oneChunkStream } from '@/lib/http/one-chunk-stream.mjs';
import { compressThread, type PageEncoding } from './compress-thread.server';

/** The compression middleware's threshold: below it, compression costs more than it saves. */
const MIN_BYTES = 1024;
/**
 * Brotli's quality for what the server renders (pages, and JSON through src/server/serve.ts). 3, not
 * 4: a project page (66 KB) took 0.74 ms to compress at 4 and 0.40 ms at 3, for 5 % more bytes
 * (16.7 KB against 15.8 KB, 4 ms more on a 1.6 Mbit/s line). Static files are compressed at 11
 * when built. docs/performance.md#page-bytes.
 */
export const BROTLI_QUALITY = 3;

/** The encoding to send: brotli, gzip or none (small pages, clients asking for neither). */
function chooseEncoding(size: number, acceptEncoding: string | null): PageEncoding | undefined {
  if (size < MIN_BYTES) return undefined;
  // Equal weights: brotli first, as the compression middleware chooses (negotiator takes the
  // preferred order as a second argument; its published types do not list it yet).
  const negotiator = new Negotiator({
    headers: { 'accept-encoding': acceptEncoding ?? undefined },
  });
  const choose = negotiator.encoding as unknown as (
    available: string[],
    preferred: string[],
  ) => string | undefined;
  const encoding = choose.call(negotiator, ['br', 'gzip', 'identity'], ['br', 'gzip']);
  return encoding === 'br' || encoding === 'gzip' ? encoding : undefined;
}

export async function wholePage(res: Response, request: Request): Promise<Response> {
  if (!res.body || !(res.headers.get('content-type') ?? '').startsWith('text/html')) return res;
  // Made whole already: a page that rewrites to another (`Astro.rewrite('/403')`) passes the
  // middleware twice, and its bytes must not be compressed a second time.
  if (res.headers.has('content-encoding')) return res;
  const headers = new Headers(res.headers);
  let body = await readWhole(res.body);
  const encoding = chooseEncoding(body.byteLength, request.headers.get('accept-encoding'));
  if (encoding) {
    body = await compressThread().compress(body, encoding, BROTLI_QUALITY);
    headers.set('Content-Encoding', encoding);
  }
  headers.append('Vary', 'Accept-Encoding');
  headers.set('Content-Length', String(body.byteLength));
  return new Response(oneChunkStream(body), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}

/**
 * The body's bytes, as they are when they came in one chunk (a rendered page does: Astro's page.js,
 * build/patches/page-text-encode.mjs). `Response.arrayBuffer` copies them, and every copy is a buffer
 * outside V8's heap that brings its next full garbage collection closer
 * (docs/performance.md#page-bytes).
 */
async function readWhole(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
  }
  const only = chunks[0];
  if (chunks.length !== 1 || !only) return Buffer.concat(chunks);
  return Buffer.from(only.buffer, only.byteOffset, only.byteLength);
}
