// The translations the messages islands get as a prop: common, errors, toasts and only the `ui`
// part of the messages namespace (its API errors and notices are the server's business).
import type { IslandI18n } from '@/lib/i18n/client';
import { islandResources, resources } from '@/lib/i18n/i18n';
import type { Lang } from '@/lib/i18n/languages';

export function messagesIslandI18n(lang: Lang): IslandI18n {
  const ns = resources[lang].messages as Record<string, unknown> | undefined;
  return {
    lang,
    resources: { ...islandResources(lang, ['toasts']), messages: { ui: ns?.ui ?? {} } },
  };
}
