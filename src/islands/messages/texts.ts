// The texts the messages islands read, passed as their `i18n` prop (islandI18n). "Write a message"
// gets only its keys: the whole messages namespace with common, errors and toasts was 8.7 KB of
// props on every signed-in project, agent and agency page. Checked against the island's source by
// src/islands/island-texts.test.ts.
import type { IslandI18n } from '@/lib/i18n/client';
import { islandI18n, type TextKey } from '@/lib/i18n/island-texts';
import type { Lang } from '@/lib/i18n/languages';

/** The messenger: the `ui` part of the messages namespace (its API errors are the server's). */
export const MESSENGER_TEXTS: readonly TextKey[] = [
  'common:',
  'errors:',
  'toasts:',
  'messages:ui',
  // said before a file is uploaded, in the server's words
  'messages:errors.photosMax',
  'messages:errors.filesMax',
];

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

/** The island's `i18n` prop, the same object for every page of a language. */
export function writeMessageI18n(lang: Lang): IslandI18n {
  return islandI18n(lang, WRITE_MESSAGE_TEXTS);
}
