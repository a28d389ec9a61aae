// A body of bytes that `Response` takes as they are: given an ArrayBuffer or a view, it copies
// them, and every copy is a buffer outside V8's heap that brings its next full garbage collection
// closer (docs/performance.md#page-bytes). Plain JavaScript, with nothing around it, because
// the build also writes this function's own source into Astro's page.js
// (scripts/page-text-encode.mjs), while the server's whole-page step imports it.

/**
 * @param {Uint8Array} bytes
 * @returns {ReadableStream<Uint8Array>}
 */
export function oneChunkStream(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}
