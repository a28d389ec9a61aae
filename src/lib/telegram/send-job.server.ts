// Sends the queued Telegram messages (docs/telegram.md "The send queue"). A pass claims a batch of
// due rows with FOR UPDATE SKIP LOCKED and a lease (claimedUntil), so two senders never take the
// same row, and one that dies mid-batch leaves its rows to the next pass after the lease. Limits
// (Telegram's: about 1 message a second per chat, 30 a second overall): a batch holds at most one
// message per account and 30 in all, sent 1/30 s apart, and the next batch starts a second after
// this one did. On 429 the message waits `retry_after` and the pass ends (the rest of the batch is
// released); on 403 (the person blocked the bot) the chat is unbound and its queue dropped; any
// other failure is retried with a growing wait, then dropped with a log line.
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { GrammyError, type Bot } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import { db } from '@/lib/db/client.server';
import { telegramLinks, telegramOutbox, type TelegramButton } from '@/lib/db/schema';
import type { ClusterJob } from '@/lib/platform/cluster-job.server';
import { log } from '@/lib/platform/log.server';
import { telegramBot } from './bot.server';
import { unlinkChat } from './link.server';

export const PER_SECOND = 30;
const GAP_MS = Math.ceil(1000 / PER_SECOND);
const LEASE_MS = 2 * 60_000;
export const MAX_ATTEMPTS = 5;
/** A pass stops taking new batches after this long: it holds the job's lock meanwhile. */
const PASS_BUDGET_MS = 20_000;
const MAX_TEXT = 4096;
const MAX_CAPTION = 1024;

/** The wait before retry n (1, 2, …) after a failure other than 429 and 403. */
export const backoffMs = (attempt: number) => 10_000 * 2 ** (attempt - 1);

type Claimed = {
  id: number;
  accountId: number;
  chatId: number | null;
  text: string;
  photoUrl: string | null;
  buttons: TelegramButton[] | null;
  attempts: number;
};

async function claimBatch(now: Date): Promise<Claimed[]> {
  return db().transaction(async (tx) => {
    const due = await tx
      .select({ id: telegramOutbox.id, accountId: telegramOutbox.accountId })
      .from(telegramOutbox)
      .where(
        and(
          lte(telegramOutbox.dueAt, now),
          or(isNull(telegramOutbox.claimedUntil), lt(telegramOutbox.claimedUntil, now)),
        ),
      )
      .orderBy(asc(telegramOutbox.id))
      .limit(PER_SECOND * 4)
      .for('update', { skipLocked: true });
    const accounts = new Set<number>();
    const ids: number[] = [];
    for (const row of due) {
      if (accounts.has(row.accountId) || ids.length === PER_SECOND) continue;
      accounts.add(row.accountId);
      ids.push(row.id);
    }
    if (ids.length === 0) return [];
    await tx
      .update(telegramOutbox)
      .set({ claimedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(telegramOutbox.id, ids));
    return tx
      .select({
        id: telegramOutbox.id,
        accountId: telegramOutbox.accountId,
        chatId: telegramLinks.chatId,
        text: telegramOutbox.text,
        photoUrl: telegramOutbox.photoUrl,
        buttons: telegramOutbox.buttons,
        attempts: telegramOutbox.attempts,
      })
      .from(telegramOutbox)
      .leftJoin(telegramLinks, eq(telegramLinks.accountId, telegramOutbox.accountId))
      .where(inArray(telegramOutbox.id, ids))
      .orderBy(asc(telegramOutbox.id));
  });
}

const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

function keyboard(buttons: TelegramButton[] | null): InlineKeyboardMarkup | undefined {
  if (!buttons?.length) return undefined;
  return {
    inline_keyboard: buttons.map((b) => [
      b.url !== undefined
        ? { text: b.text, url: b.url }
        : { text: b.text, callback_data: b.callbackData! },
    ]),
  };
}

async function send(bot: Bot, m: Claimed & { chatId: number }): Promise<void> {
  const reply_markup = keyboard(m.buttons);
  if (m.photoUrl) {
    try {
      await bot.api.sendPhoto(m.chatId, m.photoUrl, {
        caption: cut(m.text, MAX_CAPTION),
        ...(reply_markup ? { reply_markup } : {}),
      });
      return;
    } catch (e) {
      // 400: Telegram could not fetch or read the photo (an address it cannot reach, a format it
      // will not take as a photo). The message is what matters: it goes as text.
      if (!(e instanceof GrammyError && e.error_code === 400)) throw e;
      log.info('telegram refused a photo; sending the text alone', { accountId: m.accountId });
    }
  }
  await bot.api.sendMessage(m.chatId, cut(m.text, MAX_TEXT), {
    ...(reply_markup ? { reply_markup } : {}),
  });
}

export type SendReport = { sent: number; retried: number; dropped: number; unlinked: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One pass over the queue: batches until nothing is due or the pass's budget is spent. `clock`
 * decides what is due and when a retry falls due (tests move it); the pacing uses real time.
 */
export async function sendDueTelegramMessages(
  clock: () => Date = () => new Date(),
): Promise<SendReport> {
  const report: SendReport = { sent: 0, retried: 0, dropped: 0, unlinked: 0 };
  const bot = telegramBot();
  if (!bot) return report;
  const started = Date.now();
  for (;;) {
    const batchStarted = Date.now();
    const batch = await claimBatch(clock());
    if (batch.length === 0) break;
    let flooded = false;
    for (const [i, m] of batch.entries()) {
      if (flooded) {
        // Telegram asked us to slow down: the rest of the batch goes back, due as it was.
        await db()
          .update(telegramOutbox)
          .set({ claimedUntil: null })
          .where(eq(telegramOutbox.id, m.id));
        continue;
      }
      if (i > 0) await sleep(GAP_MS);
      flooded = (await deliver(bot, m, clock(), report)) === 'flooded';
    }
    if (flooded || Date.now() - started > PASS_BUDGET_MS) break;
    await sleep(Math.max(0, 1000 - (Date.now() - batchStarted)));
  }
  return report;
}

/** Sends one claimed message and settles its row. */
async function deliver(
  bot: Bot,
  m: Claimed,
  now: Date,
  report: SendReport,
): Promise<'done' | 'flooded'> {
  const row = eq(telegramOutbox.id, m.id);
  if (m.chatId === null) {
    // Unbound since it was queued: nobody to send it to.
    await db().delete(telegramOutbox).where(row);
    report.dropped++;
    return 'done';
  }
  try {
    await send(bot, { ...m, chatId: m.chatId });
    await db().delete(telegramOutbox).where(row);
    report.sent++;
    return 'done';
  } catch (e) {
    const code = e instanceof GrammyError ? e.error_code : null;
    if (code === 429) {
      const waitS = (e as GrammyError).parameters.retry_after ?? 5;
      await db()
        .update(telegramOutbox)
        .set({ dueAt: new Date(now.getTime() + waitS * 1000), claimedUntil: null })
        .where(row);
      report.retried++;
      log.warn('telegram asked to slow down', { retryAfter: waitS });
      return 'flooded';
    }
    if (code === 403) {
      await unlinkChat(m.chatId);
      report.unlinked++;
      log.info('telegram chat unbound: the bot is blocked there', { accountId: m.accountId });
      return 'done';
    }
    const attempts = m.attempts + 1;
    if (attempts >= MAX_ATTEMPTS) {
      await db().delete(telegramOutbox).where(row);
      report.dropped++;
      log.warn('telegram message dropped after retries', {
        accountId: m.accountId,
        attempts,
        error: e instanceof Error ? e.message : String(e),
      });
      return 'done';
    }
    await db()
      .update(telegramOutbox)
      .set({
        attempts,
        dueAt: new Date(now.getTime() + backoffMs(attempts)),
        claimedUntil: null,
      })
      .where(row);
    report.retried++;
    return 'done';
  }
}

/** Every few seconds, once across all processes (cluster-job.server.ts): the queue's passes. */
export const telegramSendJob: ClusterJob = {
  name: 'telegram-send',
  everyMs: 3_000,
  run: () => sendDueTelegramMessages(),
};
