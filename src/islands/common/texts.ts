// The texts of the shared islands, passed as their `i18n` prop (islandTexts); checked against the
// islands' source by src/islands/island-texts.test.ts.
import type { TextKey } from '@/lib/i18n/island-texts';
import { islandTexts } from '@/lib/i18n/island-texts';
import type { IslandI18n } from '@/lib/i18n/client';
import type { Lang } from '@/lib/i18n/languages';
import type { ToastKind } from '@/lib/ui/notify';

/** Every text Toasts may show: a redirect asks for any toast (`?toast=<kind>`). */
export const TOASTS_TEXTS: readonly TextKey[] = ['toasts:'];

const toastsProps = new Map<string, IslandI18n>();

/**
 * The Toasts island's `i18n` prop: the text of the toast the address asks for, or none. The other
 * islands toast with their own texts, so a page carries no toast text it does not show (the whole
 * namespace was 1.1 KB of every page with an island). The same object for a language and kind.
 */
export function toastsI18n(lang: Lang, kind: ToastKind | null): IslandI18n {
  const key = `${lang} ${kind ?? ''}`;
  let props = toastsProps.get(key);
  if (!props) {
    const keys: readonly TextKey[] = kind ? [`toasts:${kind}`] : [];
    toastsProps.set(key, (props = { lang, resources: islandTexts(lang, keys) }));
  }
  return props;
}
