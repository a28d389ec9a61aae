// Pages compressed on the compression thread, and here when that thread is gone.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressThread } from './compress-thread.server';

const page = Buffer.from(`<!doctype html>${'<p>Salom, dunyo! Привет!</p>'.repeat(300)}`);

describe('CompressThread', () => {
  it('compresses on its thread, and here once the thread has died', async () => {
    const thread = new CompressThread();
    const br = await thread.compress(page, 'br', 4);
    expect(zlib.brotliDecompressSync(br).equals(page)).toBe(true);
    const gz = await thread.compress(page, 'gzip', 4);
    expect(zlib.gunzipSync(gz).equals(page)).toBe(true);

    const worker = (thread as unknown as { worker: { terminate(): Promise<number> } }).worker;
    expect(worker).toBeTruthy();
    await worker.terminate();
    const after = await thread.compress(page, 'br', 4);
    expect(zlib.brotliDecompressSync(after).equals(page)).toBe(true);
    expect((thread as unknown as { worker: unknown }).worker).toBeNull();
  });
});
