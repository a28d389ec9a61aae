// The texts the "Write a message" island reads, passed as its `i18n` prop (islandTexts): the whole
// messages namespace with common, errors and toasts was 8.7 KB of props on every signed-in project,
// agent and agency page. Checked against the island's source by src/islands/island-texts.test.ts.
import type { IslandI18n } from '@/lib/i18n/client';
import { islandTexts, type TextKey } from '@/lib/i18n/island-texts';
import type { Lang } from '@/lib/i18n/languages';

export const WRITE_MESSAGE_TEXTS: readonly TextKey[] = [
  'messages:ui.write',
  'messages:ui.writeTitle',
  'messages:ui.aboutProject',
  'messages:ui.label',
  'messages:ui.chars',
  'messages:ui.send',
  'messages:ui.sending',
  'messages:ui.sent',
  'messages:ui.openConversation',
  'messages:ui.cancel',
  'messages:ui.errors.empty',
  'messages:ui.errors.tooLong',
  'messages:ui.errors.tooMany',
  'messages:ui.errors.network',
  'messages:ui.errors.sendFailed',
];

const props = new Map<Lang, IslandI18n>();

/** The island's `i18n` prop, the same object for every page of a language. */
export function writeMessageI18n(lang: Lang): IslandI18n {
  let found = props.get(lang);
  if (!found)
    props.set(lang, (found = { lang, resources: islandTexts(lang, WRITE_MESSAGE_TEXTS) }));
  return found;
}
