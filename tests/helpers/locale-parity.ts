// The check every namespace's locale test makes: uz, ru and en (oz is generated from uz) have the
// same keys and the same {{placeholders}} in each text. A plural's forms (x_one, x_few…) count as
// the one key x, since Russian needs more forms than Uzbek and English.
import { expect } from 'vitest';

export type Tree = { [k: string]: string | Tree };
export type Texts = Record<string, string>;

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }` */
export const flatten = (tree: Tree, prefix = ''): Texts =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  );

/** The key without its plural suffix. */
export const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Every language has en's keys (plural forms aside) and each text en's placeholders. */
export function expectSameKeysAndPlaceholders(langs: { en: Texts } & Record<string, Texts>) {
  const keys = [...new Set(Object.keys(langs.en).map(pluralBase))].sort();
  for (const [lang, texts] of Object.entries(langs)) {
    expect([...new Set(Object.keys(texts).map(pluralBase))].sort(), lang).toEqual(keys);
    for (const [key, text] of Object.entries(texts)) {
      const model =
        langs.en[key] ?? langs.en[`${pluralBase(key)}_other`] ?? langs.en[pluralBase(key)]!;
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(model));
    }
  }
}
