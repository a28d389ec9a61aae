// A patch of Astro's installed code fails the build when it no longer finds its text, and when the
// server build never meets the file it patches (build/patches/astro-source-patch.mjs).
import { describe, expect, it } from 'vitest';
import { astroSourcePatch } from './astro-source-patch.mjs';

const context = (environment: string) => ({
  environment: { name: environment },
  error: (message: string) => {
    throw new Error(message);
  },
});
const plugin = () =>
  astroSourcePatch('a-patch', /astro\/dist\/x\.js$/, 'slow();', (code) =>
    code.replace('slow();', 'fast();'),
  );

describe('a patch of installed code', () => {
  it('replaces its text in its file, and leaves other files alone', () => {
    const p = plugin();
    expect(p.transform.call(context('ssr'), 'a(); slow();', '/n/astro/dist/x.js')).toEqual({
      code: 'a(); fast();',
      map: null,
    });
    expect(p.transform.call(context('ssr'), 'slow();', '/n/astro/dist/y.js')).toBeNull();
    expect(() => p.buildEnd.call(context('ssr'), undefined)).not.toThrow();
  });

  it('fails when its file no longer has the text', () => {
    expect(() => plugin().transform.call(context('ssr'), 'quick();', '/n/astro/dist/x.js')).toThrow(
      /a-patch: "slow\(\);" not found in \/n\/astro\/dist\/x\.js; update build\/patches\/a-patch\.mjs/,
    );
  });

  it('fails the server build that never met its file, not the browser build', () => {
    const p = plugin();
    expect(() => p.buildEnd.call(context('client'), undefined)).not.toThrow();
    expect(() => p.buildEnd.call(context('ssr'), undefined)).toThrow(
      /a-patch: the server build has no file/,
    );
  });
});
