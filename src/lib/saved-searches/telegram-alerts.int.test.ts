// A saved search's Telegram channel end to end against the stand-in Bot API (tests/helpers/telegram.ts):
// an account links its chat through the real link and webhook, saves a search with the Telegram
// channel, a matching project becomes active, the alert pass queues it and the bot's send pass
// delivers it in the account's language with a "stop this search" button; pressing the button
// pauses that search. A photo Telegram refuses (400) still lets the alert go as text.
import { vi } from 'vitest';
const tg = await vi.hoisted(async () =>
  (await import('../../../tests/helpers/telegram')).startConfiguredTelegram({
    token: '777000222:AAtest-token_abcdefghijklmnopqrst',
    username: 'quruvchi_alerts_bot',
    secret: 'alerts-secret-0123456789',
  }),
);
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@tests/helpers/api';
import { call } from '@tests/helpers/call';
import { buttonUpdate, messageUpdate } from '@tests/helpers/telegram';
import { makeActor, makeOwnedProject } from '@tests/factories/pro';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import { accounts, savedSearches } from '@/lib/db/schema';
import { createTelegramLink } from '@/lib/telegram/link.server';
import { sendDueTelegramMessages } from '@/lib/telegram/send-job.server';
import { POST as webhookApi } from '@/pages/api/telegram/webhook';
import { POST as createApi } from '@/pages/api/saved-searches/index';
import { runSavedSearchAlerts } from './alert-job.server';

const SECRET = 'alerts-secret-0123456789';
let chatSeq = 6_000_000_000;

afterAll(() => tg.stop());
beforeEach(() => tg.reset());

const webhook = (update: unknown) =>
  api(webhookApi, '/api/telegram/webhook', {
    method: 'POST',
    body: update,
    headers: { 'x-telegram-bot-api-secret-token': SECRET },
  });

/** A Russian-speaking searcher with a bound chat and a saved search sent to Telegram. */
async function searcher(w: string) {
  const me: SessionAccount = await makeActor('user');
  await db().update(accounts).set({ lang: 'ru' }).where(eq(accounts.id, me.id));
  const chatId = ++chatSeq;
  const { url } = await createTelegramLink(me);
  const token = new URL(url).searchParams.get('start')!;
  expect((await webhook(messageUpdate(chatId, `/start ${token}`))).status).toBe(200);
  const res = await call(createApi, '/api/saved-searches?Lang=ru', {
    method: 'POST',
    account: me,
    body: { query: `Search=${w}`, name: 'Дом', frequency: 'instant', channels: ['telegram'] },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  tg.reset();
  return { me, chatId, searchId: (res.json as { id: number }).id };
}

describe('saved-search alerts in Telegram', () => {
  it('delivers the alert with a stop button that pauses the search', async () => {
    const w = `zx${crypto.randomBytes(4).toString('hex')}`;
    const { chatId, searchId } = await searcher(w);
    const pro = await makeActor('pro');
    await makeOwnedProject(pro, { title: `Uy ${w}` }, 1);
    await runSavedSearchAlerts();
    expect((await sendDueTelegramMessages()).sent).toBe(1);
    const [sent] = tg.callsOf('sendPhoto', 'sendMessage');
    expect(sent!.method).toBe('sendPhoto');
    expect(sent!.body.chat_id).toBe(chatId);
    expect(String(sent!.body.caption)).toContain(`Uy ${w}`);
    expect(String(sent!.body.caption)).toContain('«Дом»');
    const keyboard = sent!.body.reply_markup as {
      inline_keyboard: { text: string; callback_data: string }[][];
    };
    expect(keyboard.inline_keyboard[0]![0]!.callback_data).toBe(`stop-search:${searchId}`);

    expect((await webhook(buttonUpdate(chatId, `stop-search:${searchId}`))).status).toBe(200);
    const [row] = await db().select().from(savedSearches).where(eq(savedSearches.id, searchId));
    expect(row!.paused).toBe(true);
    const [answer] = tg.callsOf('answerCallbackQuery');
    expect(String(answer!.body.text)).toMatch(/«Дом».*приостановлен/);

    // Paused: the next matching project is not announced.
    tg.reset();
    await makeOwnedProject(pro, { title: `Uy ${w} ikki` }, 1);
    await runSavedSearchAlerts();
    await sendDueTelegramMessages();
    expect(tg.callsOf('sendPhoto', 'sendMessage')).toEqual([]);
  });

  it('leaves someone else’s search running when its button is pressed in another chat', async () => {
    const w = `zx${crypto.randomBytes(4).toString('hex')}`;
    const { searchId } = await searcher(w);
    const other = await searcher(`zx${crypto.randomBytes(4).toString('hex')}`);
    expect((await webhook(buttonUpdate(other.chatId, `stop-search:${searchId}`))).status).toBe(200);
    const [row] = await db().select().from(savedSearches).where(eq(savedSearches.id, searchId));
    expect(row!.paused).toBe(false);
    expect(String(tg.callsOf('answerCallbackQuery')[0]!.body.text)).toMatch(/удалён/);
  });

  it('sends the text alone when Telegram refuses the photo (400)', async () => {
    const w = `zx${crypto.randomBytes(4).toString('hex')}`;
    const { chatId } = await searcher(w);
    const pro = await makeActor('pro');
    await makeOwnedProject(pro, { title: `Uy ${w}` }, 1);
    await runSavedSearchAlerts();
    tg.fail('sendPhoto', {
      error_code: 400,
      description: 'Bad Request: wrong type of the web page content',
    });
    expect((await sendDueTelegramMessages()).sent).toBe(1);
    const [text] = tg.callsOf('sendMessage');
    expect(text!.body.chat_id).toBe(chatId);
    expect(String(text!.body.text)).toContain(`Uy ${w}`);
  });
});
