// What an account island needs of the translations: common, errors, validation and only the parts
// of `auth`/`profile` it shows (the SMS and e-mail texts never go to the browser).
import { islandResources, resources } from '../i18n/i18n';
import type { IslandI18n } from '../i18n/client';
import type { Lang } from '../i18n/languages';

type Tree = { [k: string]: string | Tree };

function pick(tree: Tree | undefined, keys: string[]): Tree {
  const out: Tree = {};
  for (const k of keys) if (tree?.[k] !== undefined) out[k] = tree[k]!;
  return out;
}

export function accountIsland(
  lang: Lang,
  opts: { auth?: string[]; profile?: string[]; namespaces?: string[] } = {},
): IslandI18n {
  const res: Record<string, unknown> = islandResources(lang, [
    'validation',
    ...(opts.namespaces ?? []),
  ]);
  if (opts.auth) res.auth = pick(resources[lang].auth as Tree, opts.auth);
  if (opts.profile) res.profile = pick(resources[lang].profile as Tree, opts.profile);
  return { lang, resources: res };
}
