// The island props memo put into Astro (build/patches/island-props-memo.mjs): Astro's own serialize.js,
// patched, gives the same JSON as before for every kind of prop, serialises a props object once,
// and keeps the serialised form of a registered constant (the island texts).
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPluginNames, installedFile } from './astro-source-patch.testing';
import { islandPropsMemo } from './island-props-memo.mjs';
import { islandTexts } from '@/lib/i18n/island-texts';
import { isConstantIslandProp } from '@/lib/i18n/island-constants';

type Serialize = (props: object, metadata?: object) => string;
const { source, patched } = installedFile(
  'astro',
  'dist/runtime/server/serialize.js',
  islandPropsMemo(),
);
const constants = () =>
  (globalThis as Record<symbol, WeakSet<object>>)[Symbol.for('marketplace.islandConstants')]!;

const load = async (code: string): Promise<Serialize> =>
  (await import(`data:text/javascript,${encodeURIComponent(code)}`)).serializeProps;

describe('island props memo', () => {
  let original: Serialize;
  let memo: Serialize;
  beforeAll(async () => {
    original = await load(source);
    memo = await load(patched);
  });

  it('is one of the build plugins, both parts', () => {
    const names = buildPluginNames();
    expect(names.filter((n) => n === 'island-props-memo')).toHaveLength(2);
  });

  it.each([
    ['plain values', { a: 1, b: 'oʻzbek', c: null, d: undefined, e: true }],
    ['nested', { i18n: { lang: 'uz', resources: { a: { b: 'c' } } }, list: [1, [2, { x: 3 }]] }],
    [
      'dates, maps, sets, URLs',
      { d: new Date(0), m: new Map([[1, 'a']]), s: new Set([1]), u: new URL('https://a.uz/') },
    ],
  ])('%s: the same JSON as Astro gives', (_, props) => {
    expect(memo({ ...props })).toBe(original({ ...props }));
  });

  it('serialises one props object once, another one afresh', () => {
    const props = { count: 1 };
    const first = memo(props);
    props.count = 2; // Astro never does this; here it shows the second call reuses the first
    expect(memo(props)).toBe(first);
    expect(memo({ count: 2 })).toBe(original({ count: 2 }));
  });

  it('keeps the serialised form of a registered constant, not of anything else', () => {
    const texts = { projects: { save: 'Saqlash' } };
    const other = { projects: { save: 'Saqlash' } };
    constants().add(texts);
    expect(memo({ i18n: texts })).toBe(original({ i18n: texts }));
    texts.projects.save = 'changed'; // a constant must never change: this shows the form is kept
    other.projects.save = 'changed';
    expect(memo({ i18n: texts })).toContain('Saqlash');
    expect(memo({ i18n: other })).toContain('changed');
  });

  it('an island’s texts are registered as constants, frozen at the top', () => {
    const texts = islandTexts('uz', ['common:save']);
    expect(isConstantIslandProp(texts)).toBe(true);
    expect(Object.isFrozen(texts)).toBe(true);
  });
});
