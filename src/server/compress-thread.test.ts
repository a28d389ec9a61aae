// Pages compressed on the compression thread (handed over, not copied), and here when that thread
// is gone.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressThread, ownedBytes } from './compress-thread.server';

const text = `<!doctype html>${'<p>Salom, dunyo! Привет!</p>'.repeat(300)}`;
const page = Buffer.from(text);

/** A page as Astro's renderer hands it over: a Buffer alone in its ArrayBuffer. */
const rendered = () => {
  const bytes = Buffer.from(new ArrayBuffer(page.byteLength));
  page.copy(bytes);
  return bytes;
};

describe('CompressThread', () => {
  it('compresses on its thread, and here once the thread has died', async () => {
    const thread = new CompressThread();
    const br = await thread.compress(rendered(), 'br', 4);
    expect(zlib.brotliDecompressSync(br).equals(page)).toBe(true);
    const gz = await thread.compress(rendered(), 'gzip', 4);
    expect(zlib.gunzipSync(gz).equals(page)).toBe(true);

    const worker = (thread as unknown as { worker: { terminate(): Promise<number> } }).worker;
    expect(worker).toBeTruthy();
    await worker.terminate();
    const after = await thread.compress(rendered(), 'br', 4);
    expect(zlib.brotliDecompressSync(after).equals(page)).toBe(true);
    expect((thread as unknown as { worker: unknown }).worker).toBeNull();
  });

  it("transfers a page alone in its buffer: the caller's copy is left empty", async () => {
    const thread = new CompressThread();
    const body = rendered();
    const br = await thread.compress(body, 'br', 3);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(text);
    expect(body.byteLength).toBe(0);
  });

  it("copies a page that shares its buffer, and leaves the buffer's other bytes alone", async () => {
    const thread = new CompressThread();
    // Node's pool: small Buffers are slices of one shared ArrayBuffer.
    const small = Buffer.from('<p>Salom</p>'.repeat(100));
    const neighbour = Buffer.from('qoʻshni');
    expect(small.buffer).toBe(neighbour.buffer);
    const gz = await thread.compress(small, 'gzip', 3);
    expect(zlib.gunzipSync(gz).toString()).toBe('<p>Salom</p>'.repeat(100));
    expect(small.toString()).toBe('<p>Salom</p>'.repeat(100));
    expect(neighbour.toString()).toBe('qoʻshni');

    // A slice of a larger buffer.
    const whole = rendered();
    const middle = whole.subarray(15, 1015);
    const br = await thread.compress(middle, 'br', 3);
    expect(zlib.brotliDecompressSync(br).equals(page.subarray(15, 1015))).toBe(true);
    expect(whole.equals(page)).toBe(true);
  });

  it('hands over the very buffer only when the view covers all of it', () => {
    const alone = rendered();
    expect(ownedBytes(alone).buffer).toBe(alone.buffer);
    const slice = alone.subarray(1);
    expect(ownedBytes(slice).buffer).not.toBe(alone.buffer);
    const shared = new Uint8Array(new SharedArrayBuffer(8));
    expect(ownedBytes(shared).buffer).toBeInstanceOf(ArrayBuffer);
  });
});
