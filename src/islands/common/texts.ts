// The texts of the shared islands, passed as their `i18n` prop (islandTexts); checked against the
// islands' source by src/islands/island-texts.test.ts.
import type { TextKey } from '@/lib/i18n/island-texts';
import { islandTexts } from '@/lib/i18n/island-texts';
import type { IslandI18n } from '@/lib/i18n/client';
import type { Lang } from '@/lib/i18n/languages';

/** Toasts shows any toast a redirect asks for (`?toast=<kind>`): the whole `toasts` namespace. */
export const TOASTS_TEXTS: readonly TextKey[] = ['toasts:'];

const toastsProps = new Map<Lang, IslandI18n>();

/** The Toasts island's `i18n` prop, the same object for every page of a language. */
export function toastsI18n(lang: Lang): IslandI18n {
  let props = toastsProps.get(lang);
  if (!props) toastsProps.set(lang, (props = { lang, resources: islandTexts(lang, TOASTS_TEXTS) }));
  return props;
}
