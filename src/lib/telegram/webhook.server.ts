// POST /api/telegram/webhook (docs/telegram.md "The webhook"): Telegram posts each update with the
// secret given to setWebhook. After the secret, the answer is always 200: Telegram repeats an
// update until it gets one, so an update we cannot use, or a failed answer to it, must not come
// back forever (the person can send the command again).
import { createHash, timingSafeEqual } from 'node:crypto';
import { BotError, GrammyError, HttpError } from 'grammy';
import type { Update } from 'grammy/types';
import { notFound, unauthorized } from '@/lib/http/app-error';
import { readBytes } from '@/lib/http/body.server';
import { log } from '@/lib/platform/log.server';
import { telegramBot } from './bot.server';
import { telegramSettings } from './settings.server';

/** Updates are a few kilobytes; Telegram's own limit on a message is 4096 characters. */
const MAX_BYTES = 256 * 1024;

/** Compared as digests: equal lengths for timingSafeEqual, and no time given away on length. */
function sameSecret(given: string | null, secret: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return given !== null && timingSafeEqual(digest(given), digest(secret));
}

/** The fields our handlers read, checked before grammY sees the update. */
function usableUpdate(raw: unknown): raw is Update {
  if (typeof raw !== 'object' || raw === null) return false;
  const u = raw as Record<string, unknown>;
  if (!Number.isSafeInteger(u['update_id'])) return false;
  const chatOf = (m: unknown) =>
    typeof m === 'object' && m !== null
      ? ((m as Record<string, unknown>)['chat'] as Record<string, unknown> | undefined)
      : undefined;
  if ('message' in u) {
    const chat = chatOf(u['message']);
    return Number.isSafeInteger(chat?.['id']) && typeof chat?.['type'] === 'string';
  }
  if ('callback_query' in u) {
    const q = u['callback_query'] as Record<string, unknown> | null;
    const from = q?.['from'] as Record<string, unknown> | undefined;
    return typeof q?.['id'] === 'string' && Number.isSafeInteger(from?.['id']);
  }
  return true; // other kinds pass through grammY untouched: no handler of ours matches them
}

/** Handles one webhook call; throws 404 without a bot and 401 without the right secret. */
export async function handleTelegramWebhook(request: Request): Promise<void> {
  const settings = telegramSettings();
  const bot = telegramBot();
  if (!settings || !bot) throw notFound();
  if (!sameSecret(request.headers.get('x-telegram-bot-api-secret-token'), settings.secret))
    throw unauthorized();
  let update: unknown;
  try {
    update = JSON.parse(
      new TextDecoder().decode(await readBytes(request, { maxBytes: MAX_BYTES })),
    );
  } catch {
    update = undefined;
  }
  if (!usableUpdate(update)) {
    log.warn('telegram update of an unexpected shape ignored');
    return;
  }
  try {
    await bot.handleUpdate(update);
  } catch (e) {
    const cause = e instanceof BotError ? e.error : e;
    // Telegram refusing or not answering our reply is Telegram's trouble, not a bug of ours.
    if (cause instanceof GrammyError || cause instanceof HttpError)
      log.warn('telegram answer to an update failed', {
        updateId: update.update_id,
        error: cause.message,
      });
    else log.error('telegram update not handled', cause, { updateId: update.update_id });
  }
}
