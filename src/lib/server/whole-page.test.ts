import { describe, expect, it } from 'vitest';
import { wholePage } from './whole-page';

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
    );
    expect(res.status).toBe(404);
    expect(res.headers.get('x-kept')).toBe('yes');
    expect(res.headers.get('content-length')).toBe(
      String(new TextEncoder().encode('<!doctype html><p>Салом</p></html>').byteLength),
    );
    expect(await chunksOf(res.clone())).toBe(1);
    expect(await res.text()).toBe('<!doctype html><p>Салом</p></html>');
  });

  it('leaves event streams, JSON and empty answers as they are', async () => {
    for (const type of ['text/event-stream', 'application/json']) {
      const original = streamed(['a', 'b'], type);
      expect(await wholePage(original)).toBe(original);
    }
    const redirect = new Response(null, { status: 302, headers: { location: '/' } });
    expect(await wholePage(redirect)).toBe(redirect);
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
    await expect(wholePage(failing)).rejects.toThrow('render failed');
  });
});
