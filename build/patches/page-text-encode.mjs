// A Vite plugin for the Astro build: how a page rendered to one string (astro.config.mjs) becomes
// the bytes of its response. Astro turns the string into UTF-8 with TextEncoder.encode (about
// 250 MB/s on a page's text, 14–17 % of the render thread on the project and home pages)
// and hands the bytes to `new Response`, which copies them. Three changes
// (docs/performance.md#render-to-one-string and #page-bytes):
//
// - The page's text is kept in segments of at most PAGE_SEGMENT_CHARS characters. A page of Uzbek
//   or Russian text is a two-byte string; past 64 K characters, flattening it to encode it made one
//   string too large for V8's young generation, allocated (and faulted in) page by page. A chunk
//   that would carry a segment past that size starts the next one (a long chunk, such as a kept
//   block's markup, is a segment of its own): cut only after the append, a signed-in project page's
//   first segment grew to about 70 K characters and its flattening cost about 0.1 ms
//   (docs/performance.md#the-project-page-signed-in).
// - The segments are copied out as UTF-16 into one buffer kept for the process, and ICU transcodes
//   that to UTF-8 in one call: the same bytes in half of TextEncoder's time. A text that is not
//   well-formed UTF-16 (a lone surrogate, which ICU refuses) goes through TextEncoder, which
//   writes U+FFFD for it as before.
// - The bytes leave in a one-chunk stream, which `Response` does not copy. Every buffer a request
//   allocates outside V8's heap counts towards V8's "external memory pressure", which started a
//   full garbage collection every 150 ms under load on the project page (74 KB of HTML, about
//   500 KB of such buffers per request).
import { transcode as transcodePageText } from 'node:buffer';
import { oneChunkStream } from '../../src/lib/http/one-chunk-stream.mjs';
import { astroSourcePatch } from './astro-source-patch.mjs';

const RENDER = /astro\/dist\/runtime\/server\/render\/astro\/render\.js$/;
const PAGE = /astro\/dist\/runtime\/server\/render\/page\.js$/;

// renderStreamToString (render.js): the page's text, one `+=` per chunk.
const APPEND = '      str += chunkToString(result, chunk);';
const RENDERED = `  await renderStreaming(templateResult, result, destination);
  return str;`;
// renderPage (page.js): the string made into bytes.
const ENCODE = `  if (!streaming && typeof body === "string") {
    body = encoder.encode(body);
    headers.set("Content-Length", body.byteLength.toString());
  }`;

/** Below V8's largest young object (128 KB) once flattened, as two-byte text. */
export const PAGE_SEGMENT_CHARS = 32_768;

const encoder = new TextEncoder();
// UTF-16 of the page being encoded; grows to the largest page seen, up to SCRATCH_MAX bytes.
let pageScratch = Buffer.alloc(0);
const SCRATCH_MAX = 1 << 22;

/** The page's text (a string, or its segments in order) as UTF-8. */
export function encodePageText(text) {
  const segments = typeof text === 'string' ? [text] : text;
  let bytes = 0;
  for (const segment of segments) bytes += segment.length * 2;
  let scratch = pageScratch;
  if (bytes > scratch.length) {
    scratch = Buffer.allocUnsafeSlow(bytes);
    if (bytes <= SCRATCH_MAX) pageScratch = scratch;
  }
  let at = 0;
  for (const segment of segments) at += scratch.write(segment, at, 'utf16le');
  try {
    const utf8 = transcodePageText(scratch.subarray(0, at), 'utf16le', 'utf8');
    return new Uint8Array(utf8.buffer, utf8.byteOffset, utf8.byteLength);
  } catch {
    return encoder.encode(segments.join(''));
  }
}

const INJECTED = `import { transcode as transcodePageText } from 'node:buffer';
const SCRATCH_MAX = ${SCRATCH_MAX};
let pageScratch = Buffer.alloc(0);
${encodePageText}
${oneChunkStream}
`;

export function pageTextEncode() {
  return [
    astroSourcePatch('page-text-encode', RENDER, APPEND, (code) =>
      code.replace(
        APPEND,
        `      const text = chunkToString(result, chunk);
      if (isPage && str.length > 0 && str.length + text.length > ${PAGE_SEGMENT_CHARS}) {
        segments.push(str);
        str = "";
      }
      str += text;
      if (isPage && str.length > ${PAGE_SEGMENT_CHARS}) {
        segments.push(str);
        str = "";
      }`,
      ),
    ),
    astroSourcePatch('page-text-encode', RENDER, RENDERED, (code) =>
      code.replace(
        RENDERED,
        `  const segments = [];
${RENDERED.replace('return str;', 'return segments.length ? [...segments, str] : str;')}`,
      ),
    ),
    astroSourcePatch(
      'page-text-encode',
      PAGE,
      ENCODE,
      (code) =>
        `${code.replace(
          ENCODE,
          `  if (!streaming && (typeof body === "string" || Array.isArray(body))) {
    const bytes = encodePageText(body);
    headers.set("Content-Length", bytes.byteLength.toString());
    body = oneChunkStream(bytes);
  }`,
        )}\n${INJECTED}`,
    ),
  ];
}
