// Queueing a message for an account's Telegram chat (docs/telegram.md "The send queue"): a row
// written in the caller's transaction, so a message exists exactly when what caused it was
// committed. The send job (send-job.server.ts) delivers it within Telegram's limits.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client.server';
import { telegramLinks, telegramOutbox, type TelegramButton } from '@/lib/db/schema';
import { CALLBACK_PREFIX } from './callbacks.server';
import { telegramEnabled } from './settings.server';

export type TelegramMessage = {
  accountId: string | number;
  /** Plain text (no markup): up to 4096 characters, 1024 under a photo; longer is cut. */
  text: string;
  /** An https address Telegram fetches the photo from. */
  photoUrl?: string | null;
  /** One button per row: a link (`url`) or a callback (`callbackData`: `<prefix>:<arg>`). */
  buttons?: TelegramButton[];
};

/** Telegram refuses callback data over 64 bytes. */
const MAX_CALLBACK_BYTES = 64;

function checkButtons(buttons: TelegramButton[]): void {
  for (const b of buttons) {
    const ok =
      b.text.length > 0 &&
      (b.url !== undefined) !== (b.callbackData !== undefined) &&
      (b.url === undefined || /^https?:\/\//.test(b.url)) &&
      (b.callbackData === undefined ||
        (Buffer.byteLength(b.callbackData) <= MAX_CALLBACK_BYTES &&
          CALLBACK_PREFIX.test(b.callbackData.split(':')[0]!)));
    // A caller's mistake, not a person's input: fail loudly in its transaction.
    if (!ok) throw new Error(`bad Telegram button: ${JSON.stringify(b)}`);
  }
}

/**
 * Queues `msg` for the account's bound chat, in `conn` (the caller's transaction, or db()). False,
 * and nothing queued, when the bot is not configured or the account has no bound chat.
 */
export async function queueTelegramMessage(conn: Db | Tx, msg: TelegramMessage): Promise<boolean> {
  const accountId = Number(msg.accountId);
  if (!Number.isSafeInteger(accountId) || !telegramEnabled()) return false;
  checkButtons(msg.buttons ?? []);
  const [link] = await conn
    .select({ chatId: telegramLinks.chatId })
    .from(telegramLinks)
    .where(eq(telegramLinks.accountId, accountId));
  if (!link) return false;
  await conn.insert(telegramOutbox).values({
    accountId,
    text: msg.text,
    photoUrl: msg.photoUrl ?? null,
    buttons: msg.buttons?.length ? msg.buttons : null,
    // The sender compares with this process's clock, not the database's (whose microseconds
    // would make a message queued this millisecond not yet due).
    dueAt: new Date(),
  });
  return true;
}
