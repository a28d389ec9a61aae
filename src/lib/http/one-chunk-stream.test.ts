import { describe, expect, it } from 'vitest';
import { oneChunkStream } from './one-chunk-stream.mjs';

describe('oneChunkStream', () => {
  it('hands the bytes over in one chunk, as they are', async () => {
    const bytes = new TextEncoder().encode('<p>Salom</p>');
    const reader = new Response(oneChunkStream(bytes)).body!.getReader();
    const first = await reader.read();
    expect(first.value).toBe(bytes);
    expect((await reader.read()).done).toBe(true);
  });

  it('stands alone, so its source can be written into another module', async () => {
    const rebuilt = new Function(`${oneChunkStream}; return oneChunkStream;`)() as (
      bytes: Uint8Array,
    ) => ReadableStream<Uint8Array>;
    const bytes = new Uint8Array([1, 2, 3]);
    expect(new Uint8Array(await new Response(rebuilt(bytes)).arrayBuffer())).toEqual(bytes);
  });
});
