// The page encoder put into Astro (scripts/page-text-encode.mjs) gives TextEncoder's bytes for every
// kind of text, and still finds the line it replaces in the installed Astro.
import { describe, expect, it } from 'vitest';
import { buildPluginNames, installedFile } from './astro-source-patch.testing';
import { encodePageText, pageTextEncode } from './page-text-encode.mjs';

const encoder = new TextEncoder();

describe('page text encoding', () => {
  it.each([
    ['ASCII', '<!DOCTYPE html><p class="a">Hello</p>'],
    ['Uzbek Latin', 'Oʻzbekiston — 3 130 000 soʻm, 540 m²'],
    ['Cyrillic', 'Ўзбекистон, Кумкурганский район'],
    ['emoji (surrogate pairs)', 'Uy 🏠 va 🧱 qurilish'],
    ['lone surrogates', 'a\uD800b\uDFFFc'],
    ['empty', ''],
    ['a long page', 'Oʻzbek <li>sоʻm</li> '.repeat(20_000)],
  ])('%s: the same bytes as TextEncoder', (_, text) => {
    expect(Buffer.from(encodePageText(text)).equals(Buffer.from(encoder.encode(text)))).toBe(true);
  });

  it('is one of the build plugins', () => {
    expect(buildPluginNames()).toContain('page-text-encode');
  });

  it("replaces Astro's encode of a page's string", () => {
    const code = installedFile('astro', 'dist/runtime/server/render/page.js', [
      pageTextEncode(),
    ]).patched;
    expect(code).toContain('body = encodePageText(body);');
    expect(code).not.toContain('body = encoder.encode(body);');
    expect(code).toContain('function encodePageText(text)');
  });
});
