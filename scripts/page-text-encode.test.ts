// The page encoder put into Astro (scripts/page-text-encode.mjs) gives TextEncoder's bytes for every
// kind of text, and still finds the line it replaces in the installed Astro.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../astro.config.mjs';
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
    const names = (config.vite?.plugins ?? []).map((p) => (p as { name?: string }).name);
    expect(names).toContain('page-text-encode');
  });

  it("replaces Astro's encode of a page's string", () => {
    const require = createRequire(import.meta.url);
    const file = path.join(
      path.dirname(require.resolve('astro/package.json')),
      'dist/runtime/server/render/page.js',
    );
    const plugin = pageTextEncode();
    const out = plugin.transform.call(
      { error: (m: string) => Promise.reject(new Error(m)) },
      readFileSync(file, 'utf8'),
      file,
    ) as { code: string } | null;
    expect(out?.code).toContain('body = encodePageText(body);');
    expect(out?.code).not.toContain('body = encoder.encode(body);');
    expect(out?.code).toContain('function encodePageText(text)');
  });
});
