// Translations inside React islands. The page passes the island's namespaces as a prop
// (islandI18n on the server, src/lib/i18n/island-texts.ts), so an island never ships every translation.
// The runtime is a small resolver over i18next's resource format (ns:key, {{value}}
// interpolation, _one/_other plurals via Intl.PluralRules, defaultValue) instead of i18next
// itself: i18next adds ~15 KB brotli to every island page, and React already takes 60 of the
// 80 KB budget (docs/quality.md). The server keeps using i18next; both read the same files.
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { INTL_TAG, type Lang } from './languages';

export type IslandI18n = { lang: Lang; resources: Record<string, unknown> };
type Options = Record<string, unknown> & { count?: number; defaultValue?: string; ns?: string };

function lookup(tree: unknown, path: string[]): unknown {
  let node = tree;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

// Plural categories by the language's rules; oz uses the Uzbek rules. One PluralRules per
// language: building one is costly, and the server creates a `t` for every island it renders.
const pluralRules = new Map<Lang, Intl.PluralRules>();
function pluralFor(lang: Lang): Intl.PluralRules {
  let rules = pluralRules.get(lang);
  if (!rules)
    pluralRules.set(lang, (rules = new Intl.PluralRules(INTL_TAG[lang === 'oz' ? 'uz' : lang])));
  return rules;
}

export function createIslandT({ lang, resources }: IslandI18n): TFunction {
  const plural = pluralFor(lang);
  const resolve = (key: string, opts: Options): string | undefined => {
    const [ns, rest] = key.includes(':')
      ? (key.split(/:(.*)/s, 2) as [string, string])
      : [opts.ns ?? 'common', key];
    const path = rest.split('.');
    const tree = resources[ns];
    if (typeof opts.count === 'number') {
      const last = path[path.length - 1]!;
      const form =
        lookup(tree, [...path.slice(0, -1), `${last}_${plural.select(opts.count)}`]) ??
        lookup(tree, [...path.slice(0, -1), `${last}_other`]);
      if (typeof form === 'string') return form;
    }
    const v = lookup(tree, path);
    return typeof v === 'string' ? v : undefined;
  };
  const t = (keys: string | string[], optsOrDefault?: Options | string): string => {
    const opts: Options =
      typeof optsOrDefault === 'string' ? { defaultValue: optsOrDefault } : (optsOrDefault ?? {});
    let text: string | undefined;
    for (const k of Array.isArray(keys) ? keys : [keys]) {
      text = resolve(k, opts);
      if (text !== undefined) break;
    }
    const out = text ?? opts.defaultValue ?? (Array.isArray(keys) ? keys[0]! : keys);
    return out.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (m, name: string) => {
      const v = opts[name];
      return v === undefined || v === null ? m : String(v);
    });
  };
  return t as unknown as TFunction;
}

export function useIslandT({ lang, resources }: IslandI18n): TFunction {
  return useMemo(() => createIslandT({ lang, resources }), [lang, resources]);
}
