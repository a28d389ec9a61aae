// Every label, option, unit, line and summary figure the calculator can show has a text in uz, ru
// and en (oz is generated from uz), and the Uzbek Latin uses ʻ/ʼ rather than look-alike quotes.
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/calculator.json';
import ru from '../i18n/locales/ru/calculator.json';
import uz from '../i18n/locales/uz/calculator.json';
import { TILES, UNITS } from './constants';
import { DEFAULTS, FIELDS, type TabState } from './form';
import { evaluateForm } from './form-eval';
import { HOWTO } from './howto';
import { TILE_SIZES } from './tiles.schema';
import { KINDS, type CalcResult } from './types';
import { MATERIALS } from './wall.schema';

type Tree = { [k: string]: string | Tree };
const get = (tree: Tree, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, k) => (node && typeof node === 'object' ? (node as Tree)[k] : undefined),
      tree,
    );
const has = (tree: Tree, key: string) =>
  typeof get(tree, key) === 'string' || typeof get(tree, `${key}_one`) === 'string';

/** Results of many input variants, to collect every line id, summary key and unit. */
function variants(): CalcResult[] {
  const out: CalcResult[] = [];
  const run = (kind: (typeof KINDS)[number], values: Record<string, string>) => {
    const d = DEFAULTS[kind];
    const state: TabState = {
      values: { ...d.values, ...values },
      openings: d.openings,
      prices: {},
    };
    const e = evaluateForm(kind, state);
    if (e.result) out.push(e.result);
  };
  for (const type of ['strip', 'slab', 'piles'])
    for (const concrete of ['site', 'readyMix']) run('foundation', { type, concrete });
  for (const material of MATERIALS)
    run('wall', { material, unitLength: '250', unitWidth: '120', unitHeight: '65' });
  for (const roofType of ['single', 'gable', 'hip'])
    for (const covering of ['metalTile', 'shingles']) run('roofing', { roofType, covering });
  for (const surface of ['floor', 'wall']) run('tiles', { surface });
  return out;
}

describe('calculator texts', () => {
  const langs = { uz: uz as Tree, ru: ru as Tree, en: en as Tree };
  const keys = new Set<string>();
  for (const kind of KINDS) {
    keys.add(`tab.${kind}`);
    for (const field of FIELDS[kind]) {
      if (kind === 'tiles' && (field.name === 'length' || field.name === 'width')) {
        keys.add(`field.tiles.${field.name}_floor`).add(`field.tiles.${field.name}_wall`);
      } else keys.add(`field.${kind}.${field.name}`);
      if (field.unit) keys.add(`unit.${field.unit}`);
      for (const o of field.options ?? [])
        keys.add(`option.${field.name}.${o.replace(/[^A-Za-z0-9]/g, '_')}`);
    }
    for (const item of HOWTO[kind].items)
      keys.add(`howto.${kind}.${item.key}.title`).add(`howto.${kind}.${item.key}.text`);
    for (const [, key] of HOWTO[kind].legend) keys.add(key);
  }
  for (const result of variants()) {
    for (const q of result.summary) keys.add(`summary.${q.key}`).add(`unit.${q.unit}`);
    for (const line of result.lines) {
      keys
        .add(`line.${line.id}`)
        .add(`unit.${line.unit}`)
        .add(`unit.${line.buyUnit}`)
        .add(`unitPer.${line.buyUnit}`);
      if (line.extra) keys.add(`unit.${line.extra.unit}`);
    }
    for (const w of result.warnings) keys.add(`warning.${w}`);
  }

  it.each(Object.keys(langs))('%s has every key', (lang) => {
    const missing = [...keys].filter((k) => !has(langs[lang as keyof typeof langs], k));
    expect(missing).toEqual([]);
  });

  it('every error message key of the schemas exists', async () => {
    const { MSG } = await import('./schema-parts');
    for (const tree of Object.values(langs)) {
      for (const key of Object.values(MSG))
        expect(has(tree, key.replace('calculator:', '')), key).toBe(true);
    }
  });

  it('every preset is offered in the form', () => {
    for (const k of Object.keys(UNITS)) expect(MATERIALS).toContain(k);
    for (const k of Object.keys(TILES)) expect(TILE_SIZES).toContain(k);
  });

  it('Uzbek Latin uses ʻ (U+02BB) after o/g and ʼ (U+02BC), never look-alike quotes', () => {
    const text = JSON.stringify(uz);
    expect(text).not.toMatch(/[oOgG]['‘’`ʼ]/u);
    expect(text).not.toMatch(/[‘’`]/u);
    expect(text).toContain('oʻ');
    expect(text).toContain('gʻ');
  });
});
