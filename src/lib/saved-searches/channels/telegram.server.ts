// The Telegram channel of saved-search alerts (docs/saved-searches.md, docs/telegram.md): offered
// only while the bot is configured; an alert goes to the bot's send queue with a "stop this search"
// button, which the bot hands back here when pressed.
import { db, type Db } from '@/lib/db/client.server';
import { translate } from '@/lib/i18n/i18n';
import { DEFAULT_LANG, isLang } from '@/lib/i18n/languages';
import { onTelegramCallback, queueTelegramMessage, telegramEnabled } from '@/lib/telegram';
import { pauseSavedSearchForAccount } from '../saved-searches.server';

export type TelegramAlert = {
  accountId: number;
  /** the alert in the account's language: title, price, place, link */
  text: string;
  photoUrl: string | null;
  /** the "stop this search" button: its label and callback data `stop-search:<savedSearchId>` */
  stopButton: { text: string; callbackData: string };
};

export const STOP_SEARCH = 'stop-search';

export function telegramChannelAvailable(): boolean {
  return telegramEnabled();
}

/** Queued for the account's bound chat: true; false when nothing was queued (no chat bound). */
export function sendTelegramAlert(conn: Db, alert: TelegramAlert): Promise<boolean> {
  return queueTelegramMessage(conn, {
    accountId: alert.accountId,
    text: alert.text,
    photoUrl: alert.photoUrl,
    buttons: [alert.stopButton],
  });
}

/**
 * The bot's "stop this search" button pauses the search when the chat's account owns it. Registered
 * by the webhook's route when it loads, so before the first update is handled.
 */
export function registerStopSearchButton(): void {
  onTelegramCallback(STOP_SEARCH, async ({ accountId, arg, locale }) => {
    const paused = await pauseSavedSearchForAccount(db(), Number(accountId), Number(arg));
    const lang = isLang(locale) ? locale : DEFAULT_LANG;
    return paused
      ? translate(lang, 'savedSearches:telegram.stopped', { name: paused.name })
      : translate(lang, 'savedSearches:telegram.stopGone');
  });
}
