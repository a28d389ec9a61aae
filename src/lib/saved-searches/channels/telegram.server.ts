// The Telegram channel of saved-search alerts (docs/saved-searches.md). Offered only while the bot
// has a token; sendTelegramAlert hands one alert to the bot's send queue.
import { config } from '@/lib/config.server';
import type { Db } from '@/lib/db/client.server';

export type TelegramAlert = {
  accountId: number;
  /** the alert in the account's language: title, price, place, link */
  text: string;
  photoUrl: string | null;
  /** the "stop this search" button: its label and callback data `stop-search:<savedSearchId>` */
  stopButton: { text: string; callbackData: string };
};

export function telegramChannelAvailable(): boolean {
  return !!config().TELEGRAM_BOT_TOKEN;
}

/** Queued for the account's bound chat: true; false when nothing was sent (no chat bound). */
export async function sendTelegramAlert(_db: Db, _alert: TelegramAlert): Promise<boolean> {
  return false; // the Telegram sender (src/lib/telegram, queueTelegramMessage) is wired in here
}
