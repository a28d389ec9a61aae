// The pure-island memo put into @astrojs/react (scripts/pure-island-memo.mjs): it extends the line of
// react-id-prefix.mjs in the installed renderer, and its key is made only for a marked island with
// plain JSON props and nothing else to render.
import { describe, expect, it } from 'vitest';
import { buildPluginNames, installedFile } from './astro-source-patch.testing';
import { HELPERS, pureIslandMemo } from './pure-island-memo.mjs';
import { reactIdPrefix } from './react-id-prefix.mjs';
import { isPureIsland, pureIsland } from '@/islands/pure';

type Helpers = {
  pureIslandKey: (c: object, prefix: string, props: object, extras: boolean) => string | undefined;
  pureIslandHtml: (c: object) => Map<string, string>;
  keepPureIsland: (c: object, key: string, html: string) => void;
};
const helpers = new Function(
  `${HELPERS}\nreturn { pureIslandKey, pureIslandHtml, keepPureIsland };`,
)() as Helpers;

describe('pure island memo', () => {
  it('comes after react-id-prefix among the build plugins', () => {
    const names = buildPluginNames();
    expect(names.indexOf('pure-island-memo')).toBeGreaterThan(names.indexOf('react-id-prefix'));
  });

  it('patches the renderer after the id prefix is passed', () => {
    const code = installedFile('@astrojs/react', 'dist/server.js', [
      reactIdPrefix(),
      pureIslandMemo(),
    ]).patched;
    expect(code).toContain('const pureKey = pureIslandKey(Component, prefix, props,');
    expect(code).toContain('function keepPureIsland(');
  });

  function Island() {
    return null;
  }
  pureIsland(Island);

  it('keys a marked island by its prefix and plain props', () => {
    expect(isPureIsland(Island)).toBe(true);
    const props = { id: 3, title: 'Uy', list: [1, { a: null }], on: true };
    const key = helpers.pureIslandKey(Island, 'r1', props, false);
    expect(key).toBe(helpers.pureIslandKey(Island, 'r1', { ...props }, false));
    expect(key).not.toBe(helpers.pureIslandKey(Island, 'r2', props, false));
    expect(key).not.toBe(helpers.pureIslandKey(Island, 'r1', { ...props, id: 4 }, false));
  });

  it.each([
    ['undefined', { a: undefined }],
    ['a function', { a: () => 1 }],
    ['a Date', { a: new Date(0) }],
    ['a Map', { a: new Map() }],
  ])('renders as before with %s in its props', (_, props) => {
    expect(helpers.pureIslandKey(Island, 'r0', props, false)).toBeUndefined();
  });

  it('renders as before with children, or when not marked', () => {
    expect(helpers.pureIslandKey(Island, 'r0', {}, true)).toBeUndefined();
    expect(helpers.pureIslandKey(function Other() {}, 'r0', {}, false)).toBeUndefined();
  });

  it('keeps at most 1,000 per island', () => {
    for (let i = 0; i < 1001; i++) helpers.keepPureIsland(Island, `k${i}`, `<p>${i}</p>`);
    expect(helpers.pureIslandHtml(Island).size).toBeLessThanOrEqual(1000);
    expect(helpers.pureIslandHtml(Island).get('k1000')).toBe('<p>1000</p>');
  });
});
