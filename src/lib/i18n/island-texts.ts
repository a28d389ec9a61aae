// The one way an island gets its translations, as its prop: only the keys its list names (whole
// namespaces only where it builds keys at run time). The project page's two islands once carried
// 13 KB of texts they never read, which Astro serialised, hashed and escaped into the page on every
// request (docs/performance.md#render). A key list lives beside its island (`texts.ts`), a
// module constant (the texts are computed once per list and language), and
// `src/islands/island-texts.test.ts` checks the lists against the islands' source, in every language.
import { resources, type Tree } from './i18n';
import type { IslandI18n } from './client';
import type { Lang } from './languages';
import { constantIslandProp } from './island-constants';

/**
 * `ns:a.b` copies that text, with its plural forms (`b_one`, `b_other`…) when it is a plural key;
 * `ns:a` copies the subtree `a`; `ns:` the whole namespace (for keys built at run time).
 */
export type TextKey = `${string}:${string}`;

const PLURAL = /_(zero|one|two|few|many|other)$/;
const memo = new WeakMap<readonly TextKey[], Map<Lang, Record<string, Tree>>>();

/** The island's texts in `lang`; computed once per key list and language (lists are constants). */
export function islandTexts(lang: Lang, keys: readonly TextKey[]): Record<string, Tree> {
  let byLang = memo.get(keys);
  if (!byLang) memo.set(keys, (byLang = new Map()));
  let out = byLang.get(lang);
  // Never changed once made: Astro serialises it once (island-constants.ts).
  if (!out) byLang.set(lang, (out = constantIslandProp(pick(resources[lang], keys))));
  return out;
}

const props = new WeakMap<readonly TextKey[], Map<Lang, IslandI18n>>();

/** The island's `i18n` prop: the same object for every page of a language. */
export function islandI18n(lang: Lang, keys: readonly TextKey[]): IslandI18n {
  let byLang = props.get(keys);
  if (!byLang) props.set(keys, (byLang = new Map()));
  let out = byLang.get(lang);
  if (!out) byLang.set(lang, (out = { lang, resources: islandTexts(lang, keys) }));
  return out;
}

function pick(all: Record<string, Tree>, keys: readonly TextKey[]): Record<string, Tree> {
  const out: Record<string, Tree> = {};
  for (const key of keys) {
    const [ns, rest] = key.split(/:(.*)/s, 2) as [string, string];
    const tree = all[ns];
    if (!tree) continue;
    if (rest === '') {
      out[ns] = tree;
      continue;
    }
    const path = rest.split('.');
    const last = path.pop()!;
    let from: Tree | undefined = tree;
    let to: Tree = (out[ns] ??= {});
    for (const part of path) {
      const next: string | Tree | undefined = from?.[part];
      from = typeof next === 'object' ? next : undefined;
      const existing = to[part];
      to = typeof existing === 'object' ? existing : (to[part] = {});
    }
    if (!from) continue;
    for (const [name, value] of Object.entries(from))
      if (name === last || (PLURAL.test(name) && name.replace(PLURAL, '') === last))
        to[name] = value;
  }
  return out;
}

/** Does `key` name a text (or, with its plural forms, a plural text) in `lang`? For tests. */
export function hasText(lang: Lang, key: TextKey): boolean {
  const picked = pick(resources[lang], [key]);
  const [ns, rest] = key.split(/:(.*)/s, 2) as [string, string];
  let node: string | Tree | undefined = picked[ns];
  for (const part of rest === '' ? [] : rest.split('.').slice(0, -1))
    node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'object' && Object.keys(node).length > 0;
}
