// The page encoder put into Astro (build/patches/page-text-encode.mjs) gives TextEncoder's bytes for every
// kind of text, whole or in segments, and still finds the lines it replaces in the installed Astro.
import { describe, expect, it } from 'vitest';
import { buildPluginNames, installedFile } from './astro-source-patch.testing';
import { PAGE_SEGMENT_CHARS, encodePageText, pageTextEncode } from './page-text-encode.mjs';

const encoder = new TextEncoder();
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/** The text cut every `size` characters, as the renderer cuts a page between its chunks. */
const cut = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
    text.slice(i * size, (i + 1) * size),
  );

const TEXTS: [string, string][] = [
  ['ASCII', '<!DOCTYPE html><p class="a">Hello</p>'],
  ['Uzbek Latin', 'Oʻzbekiston — 3 130 000 soʻm, 540 m²'],
  ['Cyrillic', 'Ўзбекистон, Кумкурганский район'],
  ['emoji (surrogate pairs)', 'Uy 🏠 va 🧱 qurilish'],
  ['lone surrogates', 'a\uD800b\uDFFFc'],
  ['empty', ''],
  ['a long page', 'Oʻzbek <li>sоʻm</li> '.repeat(20_000)],
];

describe('page text encoding', () => {
  it.each(TEXTS)('%s: the same bytes as TextEncoder', (_, text) => {
    expect(same(encodePageText(text), encoder.encode(text))).toBe(true);
  });

  it.each(TEXTS)('%s in segments: the same bytes as the whole text', (_, text) => {
    // Size 5 cuts the emoji between the two halves of their surrogate pairs.
    for (const size of [5, 7, PAGE_SEGMENT_CHARS]) {
      expect(same(encodePageText(cut(text, size)), encoder.encode(text))).toBe(true);
    }
  });

  it('a short page after a long one has only its own bytes', () => {
    encodePageText('Ўзбекистон '.repeat(30_000));
    expect(Buffer.from(encodePageText(['<p>', 'ok</p>'])).toString()).toBe('<p>ok</p>');
  });

  it('is one of the build plugins', () => {
    expect(buildPluginNames()).toContain('page-text-encode');
  });

  it("keeps a page's text in segments and encodes them without Astro's copy", () => {
    const patches = pageTextEncode();
    const render = installedFile(
      'astro',
      'dist/runtime/server/render/astro/render.js',
      patches.slice(0, 2),
    ).patched;
    expect(render).toContain(`if (isPage && str.length > ${PAGE_SEGMENT_CHARS}) {`);
    // A chunk that would carry the segment past its size starts the next one.
    expect(render).toContain(
      `if (isPage && str.length > 0 && str.length + text.length > ${PAGE_SEGMENT_CHARS}) {`,
    );
    expect(render).not.toContain('str += chunkToString(result, chunk);');
    expect(render).toContain('return segments.length ? [...segments, str] : str;');
    const page = installedFile(
      'astro',
      'dist/runtime/server/render/page.js',
      patches.slice(2),
    ).patched;
    expect(page).toContain('const bytes = encodePageText(body);');
    expect(page).toContain('body = oneChunkStream(bytes);');
    expect(page).not.toContain('body = encoder.encode(body);');
    expect(page).toContain('function encodePageText(text)');
    expect(page).toContain('function oneChunkStream(bytes)');
  });
});
