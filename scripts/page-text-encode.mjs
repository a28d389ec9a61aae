// A Vite plugin for the Astro build: a page rendered to one string (astro.config.mjs) is turned into
// UTF-8 by Astro with TextEncoder.encode, which ran at about 250 MB/s on a page's text and was the
// largest single cost of rendering a page (14–17 % of the render thread on the project and home
// pages, issue 14). Copying the string out as UTF-16 and transcoding it with ICU gives the same
// bytes in half the time. A string that is not well-formed UTF-16 (a lone surrogate, which ICU
// refuses) still goes through TextEncoder, which writes U+FFFD for it as before.
// docs/decisions/023-render-to-string.md.
import { transcode as transcodePageText } from 'node:buffer';
import { astroSourcePatch } from './astro-source-patch.mjs';

const TARGET = /astro\/dist\/runtime\/server\/render\/page\.js$/;
const ORIGINAL = 'body = encoder.encode(body);';

const encoder = new TextEncoder();

/** The page's text as UTF-8. Put into Astro's page.js as written here (its own `encoder` there). */
export function encodePageText(text) {
  try {
    const bytes = transcodePageText(Buffer.from(text, 'utf16le'), 'utf16le', 'utf8');
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch {
    return encoder.encode(text);
  }
}

const INJECTED = `import { transcode as transcodePageText } from 'node:buffer';\n${encodePageText}\n`;

export function pageTextEncode() {
  return astroSourcePatch(
    'page-text-encode',
    TARGET,
    ORIGINAL,
    (code) => `${code.replace(ORIGINAL, 'body = encodePageText(body);')}\n${INJECTED}`,
  );
}
