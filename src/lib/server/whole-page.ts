// A page leaves in one write. Astro streams a page as it renders, in many small chunks; each became
// its own write through compression and onto the socket (13 % of the server's time in `writev` under
// load, issue 14). Read to the end first, the page is one buffer: one compression pass, one write,
// a Content-Length. An error while rendering then reaches the error boundary (the 500 page) instead
// of cutting a page already half sent. Only HTML: event streams must stay streams, and JSON and
// files are written whole already.
//
// The one buffer is compressed here, in one synchronous call, for the encoding the browser prefers
// (brotli at the quality the compression middleware of scripts/serve.ts uses, else gzip): a zlib
// stream over the same bytes cost the page about twice as much of the server's time (issue 14,
// docs/decisions/022-read-cache.md). The middleware leaves a response that has a Content-Encoding
// alone, and still compresses everything else (JSON, a client that asks for neither).
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

/** The compression middleware's threshold: below it, compression costs more than it saves. */
const MIN_BYTES = 1024;
export const BROTLI_QUALITY = 4;

function compress(
  body: Buffer,
  acceptEncoding: string | null,
): { body: Buffer; encoding?: string } {
  if (body.byteLength < MIN_BYTES) return { body };
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
  if (encoding === 'br')
    return {
      encoding,
      body: zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      }),
    };
  if (encoding === 'gzip') return { encoding, body: zlib.gzipSync(body) };
  return { body };
}

export async function wholePage(res: Response, request: Request): Promise<Response> {
  if (!res.body || !(res.headers.get('content-type') ?? '').startsWith('text/html')) return res;
  const headers = new Headers(res.headers);
  const page = compress(
    Buffer.from(await res.arrayBuffer()),
    request.headers.get('accept-encoding'),
  );
  if (page.encoding) headers.set('Content-Encoding', page.encoding);
  headers.append('Vary', 'Accept-Encoding');
  headers.set('Content-Length', String(page.body.byteLength));
  return new Response(
    new Uint8Array(page.body.buffer as ArrayBuffer, page.body.byteOffset, page.body.byteLength),
    {
      status: res.status,
      statusText: res.statusText,
      headers,
    },
  );
}
