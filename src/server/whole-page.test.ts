import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { wholePage } from './whole-page';

const plain = new Request('http://localhost/');
const asking = (acceptEncoding: string) =>
  new Request('http://localhost/', { headers: { 'accept-encoding': acceptEncoding } });

/** A body that arrives in several chunks, as Astro streams a page. */
function streamed(chunks: string[], type: string, status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': type, 'x-kept': 'yes' } });
}

async function chunksOf(res: Response): Promise<number> {
  const reader = res.body!.getReader();
  let n = 0;
  while (!(await reader.read()).done) n++;
  return n;
}

describe('wholePage', () => {
  it('turns a streamed HTML page into one chunk with its length, status and headers', async () => {
    const res = await wholePage(
      streamed(['<!doctype html>', '<p>Салом</p>', '</html>'], 'text/html', 404),
      plain,
    );
    expect(res.status).toBe(404);
    expect(res.headers.get('x-kept')).toBe('yes');
    expect(res.headers.get('content-length')).toBe(
      String(new TextEncoder().encode('<!doctype html><p>Салом</p></html>').byteLength),
    );
    expect(await chunksOf(res.clone())).toBe(1);
    expect(await res.text()).toBe('<!doctype html><p>Салом</p></html>');
  });

  it('compresses the page in the encoding the browser prefers, with its length', async () => {
    const html = `<!doctype html>${'<p>Салом, dunyo!</p>'.repeat(200)}`;
    const br = await wholePage(streamed([html], 'text/html'), asking('gzip, deflate, br'));
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get('content-length')).toBe(String(brBytes.byteLength));
    expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(html);

    const gz = await wholePage(streamed([html], 'text/html'), asking('gzip;q=1, br;q=0'));
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);

    const none = await wholePage(streamed([html], 'text/html'), asking('identity'));
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(await none.text()).toBe(html);
    // Through the middleware twice (a page rewritten to another): compressed once.
    const again = await wholePage(
      await wholePage(streamed([html], 'text/html'), asking('br')),
      asking('br'),
    );
    expect(zlib.brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(html);
    // A small page is not worth compressing.
    const small = await wholePage(streamed(['<p>ok</p>'], 'text/html'), asking('br'));
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('passes a page rendered in one chunk on without copying its bytes', async () => {
    // Astro's page.js hands the page over this way (build/patches/page-text-encode.mjs): every copy is
    // a buffer outside V8's heap, which brings the next full garbage collection closer.
    const bytes = new TextEncoder().encode(`<!doctype html>${'<p>Oʻzbekiston</p>'.repeat(100)}`);
    const page = new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
      { headers: { 'content-type': 'text/html' } },
    );
    const res = await wholePage(page, asking('identity'));
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.value!.buffer).toBe(bytes.buffer);
    expect(Buffer.from(first.value!).equals(Buffer.from(bytes))).toBe(true);
    expect((await reader.read()).done).toBe(true);
  });

  it('leaves event streams, JSON and empty answers as they are', async () => {
    for (const type of ['text/event-stream', 'application/json']) {
      const original = streamed(['a', 'b'], type);
      expect(await wholePage(original, asking('br'))).toBe(original);
    }
    const redirect = new Response(null, { status: 302, headers: { location: '/' } });
    expect(await wholePage(redirect, asking('br'))).toBe(redirect);
  });

  it('passes a rendering error on to the error boundary', async () => {
    const failing = new Response(
      new ReadableStream({
        pull(controller) {
          controller.error(new Error('render failed'));
        },
      }),
      { headers: { 'content-type': 'text/html' } },
    );
    await expect(wholePage(failing, plain)).rejects.toThrow('render failed');
  });
});
