// i18next, used directly (docs/decisions/004-i18n.md): one JSON file per language and namespace under locales/.
// `oz` is generated from `uz` by the transliterator, then per-key overrides from oz-overrides/.
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { DEFAULT_LANG, LANGS, type Lang } from './languages';
import { latinToCyrillic } from './translit';

export type Tree = { [k: string]: string | Tree };
const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });

function transliterateTree(tree: Tree): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    // Interpolation placeholders ({{min}}) and HTML-free texts only: placeholders stay Latin.
    out[key] =
      typeof value === 'string'
        ? value
            .split(/(\{\{[^}]+\}\})/)
            .map((part) => (part.startsWith('{{') ? part : latinToCyrillic(part)))
            .join('')
        : transliterateTree(value);
  }
  return out;
}

function deepMerge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = typeof v === 'object' && typeof b === 'object' ? deepMerge(b, v) : v;
  }
  return out;
}

function buildResources(): Record<Lang, Record<string, Tree>> {
  const res = { uz: {}, oz: {}, ru: {}, en: {} } as Record<Lang, Record<string, Tree>>;
  const overrides: Record<string, Tree> = {};
  for (const [file, tree] of Object.entries(files)) {
    const m = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!m) continue;
    const [, dir, ns] = m as unknown as [string, string, string];
    if (dir === 'oz-overrides') overrides[ns] = tree;
    else if (dir === 'uz' || dir === 'ru' || dir === 'en') res[dir][ns] = tree;
  }
  for (const [ns, tree] of Object.entries(res.uz)) {
    res.oz[ns] = deepMerge(transliterateTree(tree), overrides[ns] ?? {});
  }
  return res;
}

export const resources = buildResources();
export const NAMESPACES = Object.keys(resources.uz);

const instances = new Map<Lang, I18n>();

export function i18nFor(lang: Lang): I18n {
  let inst = instances.get(lang);
  if (!inst) {
    inst = i18next.createInstance();
    void inst.init({
      lng: lang,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGS],
      resources,
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // Astro and React escape on output
      initAsync: false,
      returnNull: false,
    });
    instances.set(lang, inst);
  }
  return inst;
}

const memoTs = new Map<Lang, TFunction>();

/**
 * The `t` of a language. A page calls it hundreds of times, mostly with a bare key, and i18next
 * resolves each call anew (namespace split, fallback language, nesting: 7.6 % of the server's time
 * under load): a bare key's text is kept after its first lookup, and so is the text of a
 * call whose options are plain values (counts, interpolation, a default value); other calls go to
 * i18next every time. The resources never change
 * while the process runs, so nothing kept can go stale; the keys are ours, so the memo is bounded.
 */
export function tFor(lang: Lang): TFunction {
  let t = memoTs.get(lang);
  if (!t) {
    const resolve = i18nFor(lang).t as unknown as Fn;
    const texts = new Map<string, string>();
    const withOptions = new Map<string, string>();
    const memo = (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string') return resolve(key, ...rest);
      if (rest.length === 0) {
        let text = texts.get(key);
        if (text === undefined) {
          text = resolve(key) as string;
          if (texts.size < MEMO_MAX) texts.set(key, text);
        }
        return text;
      }
      // Options of plain values (a count, a name, a default): the same call gives the same text.
      // Their values are not ours to bound, so this memo starts over when full.
      const id = rest.length === 1 ? optionsId(rest[0]) : undefined;
      if (id === undefined) return resolve(key, ...rest);
      const memoKey = `${key}\u0000${id}`;
      let text = withOptions.get(memoKey);
      if (text === undefined) {
        const out = resolve(key, rest[0]);
        if (typeof out !== 'string') return out;
        text = out;
        if (withOptions.size >= MEMO_MAX) withOptions.clear();
        withOptions.set(memoKey, text);
      }
      return text;
    };
    t = memo as unknown as TFunction;
    memoTs.set(lang, t);
  }
  return t;
}
type Fn = (...args: unknown[]) => unknown;
const MEMO_MAX = 20_000;

/** A key for options made only of strings, numbers and booleans; undefined for anything else. */
function optionsId(options: unknown): string | undefined {
  if (!options || typeof options !== 'object' || Array.isArray(options)) return undefined;
  let id = '';
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return undefined;
    id += `${name}\u0001${type[0]}${String(value)}\u0002`;
  }
  return id;
}

/** Translates a `ns:key` string; plain text (no such key) comes back unchanged. */
export function translate(
  lang: Lang,
  keyOrText: string,
  options?: Record<string, unknown>,
): string {
  const t = tFor(lang);
  return t(keyOrText, { defaultValue: keyOrText, ...(options ?? {}) }) as string;
}
