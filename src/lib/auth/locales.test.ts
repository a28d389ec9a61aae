// The account texts (and the agent form's) exist in every language with the same keys and placeholders, and Uzbek Latin
// uses ʻ (U+02BB) and ʼ (U+02BC), never a typed apostrophe.
import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/i18n';

type Tree = { [k: string]: string | Tree };
const flat = (t: Tree, p = ''): [string, string][] =>
  Object.entries(t).flatMap(([k, v]) =>
    typeof v === 'string' ? [[p + k, v] as [string, string]] : flat(v, `${p}${k}.`),
  );
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(['auth', 'profile', 'validation', 'agentForm'])('locale namespace %s', (ns) => {
  const uz = new Map(flat(resources.uz[ns] as Tree));
  it.each(['oz', 'ru', 'en'] as const)('%s has the keys and placeholders of uz', (lang) => {
    const other = new Map(flat(resources[lang][ns] as Tree));
    expect([...other.keys()].sort()).toEqual([...uz.keys()].sort());
    for (const [k, v] of uz)
      expect(placeholders(other.get(k)!), `${lang} ${ns}:${k}`).toEqual(placeholders(v));
  });
  it('Uzbek Latin uses ʻ and ʼ', () => {
    for (const [k, v] of uz) expect(v, `${ns}:${k}`).not.toMatch(/['‘’`]/);
  });
});
