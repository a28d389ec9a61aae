// The Telegram bot against a stand-in Bot API on loopback (tests/helpers/telegram.ts), reached
// through TELEGRAM_API_ROOT: linking (the one-time token: valid, expired, reused), `/start` binding
// and answering in the account's language, `/stop`, the webhook's secret, updates of odd shapes,
// the send queue (once, also with two senders at a time; 429 waits retry_after; 403 unbinds) and
// the button registry. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { vi } from 'vitest';
const tg = await vi.hoisted(async () =>
  (await import('../../../tests/helpers/telegram')).startConfiguredTelegram({
    token: '777000111:AAtest-token_abcdefghijklmnopqrst',
    username: 'quruvchi_test_bot',
    secret: 'webhook-secret-0123456789',
  }),
);
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@tests/helpers/api';
import { buttonUpdate, messageUpdate } from '@tests/helpers/telegram';
import { makeAccount } from '@tests/factories/professionals';
import { db } from '@/lib/db/client.server';
import { accounts, telegramLinks, telegramOutbox } from '@/lib/db/schema';
import type { SessionAccount } from '@/lib/auth/session.server';
import { DELETE as unlinkApi, POST as linkApi } from '@/pages/api/telegram/link';
import { POST as webhookApi } from '@/pages/api/telegram/webhook';
import { onTelegramCallback, queueTelegramMessage, telegramEnabled } from './index';
import { createTelegramLink, LINK_TTL_MS } from './link.server';
import { sendDueTelegramMessages } from './send-job.server';

const SECRET = 'webhook-secret-0123456789';
let chatSeq = 5_000_000_000; // past int4: chat ids are bigint
const newChat = () => ++chatSeq;

afterAll(() => tg.stop());
beforeEach(() => tg.reset());

async function person(lang = 'en') {
  const a = await makeAccount({ fullName: 'Dilnoza Karimova' });
  await db().update(accounts).set({ lang }).where(eq(accounts.id, a.id));
  const session: SessionAccount = {
    id: a.id,
    fullName: a.fullName,
    role: 'User',
    isPro: false,
    proUntil: null,
    photoPath: null,
    agentId: null,
    agencyId: null,
  };
  return session;
}

const webhook = (update: unknown, secret: string | null = SECRET) =>
  api(webhookApi, '/api/telegram/webhook', {
    method: 'POST',
    body: update,
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
  });

const tokenOf = (url: string) => new URL(url).searchParams.get('start')!;
const chatOf = async (accountId: number) =>
  (await db().select().from(telegramLinks).where(eq(telegramLinks.accountId, accountId)))[0]
    ?.chatId ?? null;
const replies = () => tg.callsOf('sendMessage').map((c) => c.body);

/** A bound chat for a fresh account, through the real link and webhook. */
async function linked(lang = 'en') {
  const who = await person(lang);
  const chatId = newChat();
  const { url } = await createTelegramLink(who);
  expect((await webhook(messageUpdate(chatId, `/start ${tokenOf(url)}`))).status).toBe(200);
  expect(await chatOf(who.id)).toBe(chatId);
  tg.reset();
  return { who, chatId };
}

describe('linking', () => {
  it('gives a signed-in account a one-time t.me link; anonymous callers get 401', async () => {
    expect(telegramEnabled()).toBe(true);
    expect(
      (await api(linkApi, '/api/telegram/link', { method: 'POST', account: null })).status,
    ).toBe(401);
    const who = await person();
    const res = await api(linkApi, '/api/telegram/link', { method: 'POST', account: who });
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(/^https:\/\/t\.me\/quruvchi_test_bot\?start=[A-Za-z0-9_-]{32}$/);
    const left = Date.parse(res.json.expiresAt) - Date.now();
    expect(left).toBeGreaterThan(LINK_TTL_MS - 60_000);
    expect(left).toBeLessThanOrEqual(LINK_TTL_MS);
  });

  it('binds the chat on /start <token> and answers in the account language (uz, oz, ru, en)', async () => {
    const texts: Record<string, RegExp> = {
      uz: /^Tayyor: bu chat/,
      oz: /^Тайёр: бу чат/,
      ru: /^Готово: этот чат/,
      en: /^Done: this chat/,
    };
    for (const [lang, text] of Object.entries(texts)) {
      const who = await person(lang);
      const chatId = newChat();
      const { url } = await createTelegramLink(who);
      // The person's Telegram app is in English: the account's language wins.
      expect((await webhook(messageUpdate(chatId, `/start ${tokenOf(url)}`, 'en'))).status).toBe(
        200,
      );
      expect(await chatOf(who.id)).toBe(chatId);
      const [reply] = replies().slice(-1);
      expect(reply!['chat_id']).toBe(chatId);
      expect(reply!['text']).toMatch(text);
    }
  });

  it('refuses a reused token and an expired one, in the account language; an unknown one too', async () => {
    const who = await person('ru');
    const { url } = await createTelegramLink(who);
    const first = newChat();
    await webhook(messageUpdate(first, `/start ${tokenOf(url)}`));
    const other = newChat();
    await webhook(messageUpdate(other, `/start ${tokenOf(url)}`));
    expect(replies().at(-1)!['text']).toMatch(/уже использована/);
    expect(await chatOf(who.id)).toBe(first);

    const late = await person('en');
    const past = new Date(Date.now() - LINK_TTL_MS - 1000);
    const old = await createTelegramLink(late, past);
    await webhook(messageUpdate(newChat(), `/start ${tokenOf(old.url)}`));
    expect(replies().at(-1)!['text']).toMatch(/has expired/);
    expect(await chatOf(late.id)).toBeNull();

    await webhook(messageUpdate(newChat(), '/start not-a-real-token', 'ru'));
    expect(replies().at(-1)!['text']).toMatch(/недействительна/);
  });

  it('keeps only the newest link of an account working', async () => {
    const who = await person();
    const older = await createTelegramLink(who);
    const newer = await createTelegramLink(who);
    await webhook(messageUpdate(newChat(), `/start ${tokenOf(older.url)}`));
    expect(replies().at(-1)!['text']).toMatch(/not valid/);
    const chatId = newChat();
    await webhook(messageUpdate(chatId, `/start ${tokenOf(newer.url)}`));
    expect(await chatOf(who.id)).toBe(chatId);
  });

  it('answers /start without a token with a short help, in the app language', async () => {
    await webhook(messageUpdate(newChat(), '/start', 'ru'));
    expect(replies().at(-1)!['text']).toMatch(/бот оповещений Quruvchi\.uz/);
  });

  it('unbinds on /stop in the chat and on DELETE /api/telegram/link, dropping what was queued', async () => {
    const { who, chatId } = await linked('uz');
    expect(await queueTelegramMessage(db(), { accountId: String(who.id), text: 'x' })).toBe(true);
    await webhook(messageUpdate(chatId, '/stop'));
    expect(await chatOf(who.id)).toBeNull();
    expect(replies().at(-1)!['text']).toMatch(/^Telegram uzildi/);
    expect(
      await db().select().from(telegramOutbox).where(eq(telegramOutbox.accountId, who.id)),
    ).toEqual([]);
    await webhook(messageUpdate(chatId, '/stop', 'ru'));
    expect(replies().at(-1)!['text']).toMatch(/не привязан/);

    const again = await linked();
    const res = await api(unlinkApi, '/api/telegram/link', {
      method: 'DELETE',
      account: again.who,
    });
    expect(res.status).toBe(204);
    expect(await chatOf(again.who.id)).toBeNull();
    expect(await queueTelegramMessage(db(), { accountId: again.who.id, text: 'x' })).toBe(false);
  });

  it('moves a chat linked again by another account', async () => {
    const { who, chatId } = await linked();
    const other = await person();
    const { url } = await createTelegramLink(other);
    await webhook(messageUpdate(chatId, `/start ${tokenOf(url)}`));
    expect(await chatOf(other.id)).toBe(chatId);
    expect(await chatOf(who.id)).toBeNull();
  });
});

describe('the webhook', () => {
  it('answers 401 to a wrong or missing secret and does nothing', async () => {
    const who = await person();
    const { url } = await createTelegramLink(who);
    const update = messageUpdate(newChat(), `/start ${tokenOf(url)}`);
    expect((await webhook(update, null)).status).toBe(401);
    expect((await webhook(update, 'webhook-secret-0123456780')).status).toBe(401);
    expect((await webhook(update, '')).status).toBe(401);
    expect(await chatOf(who.id)).toBeNull();
    expect(tg.calls).toEqual([]);
  });

  it.each([
    ['not JSON', '{"update_id": 1,'],
    ['an array', [1, 2]],
    ['no update_id', { message: { text: '/start' } }],
    ['a message without a chat', { update_id: 5, message: { text: '/start x' } }],
    ['a callback without from', { update_id: 6, callback_query: { id: 'x', data: 'a:b' } }],
    ['an edited message', { update_id: 7, edited_message: { chat: { id: 1, type: 'private' } } }],
    [
      'a /start in a group',
      {
        update_id: 8,
        message: {
          message_id: 1,
          date: 1,
          chat: { id: -100123, type: 'group', title: 'G' },
          text: '/start abc',
          entities: [{ type: 'bot_command', offset: 0, length: 6 }],
        },
      },
    ],
  ])('ignores %s with 200', async (_what, body) => {
    expect((await webhook(body)).status).toBe(200);
    expect(tg.calls).toEqual([]);
  });

  it('still answers 200 when Telegram refuses the reply, and the chat is bound', async () => {
    const who = await person();
    const { url } = await createTelegramLink(who);
    tg.fail('sendMessage', { error_code: 400, description: 'Bad Request: chat not found' });
    const chatId = newChat();
    expect((await webhook(messageUpdate(chatId, `/start ${tokenOf(url)}`))).status).toBe(200);
    expect(await chatOf(who.id)).toBe(chatId);
  });
});

describe('the send queue', () => {
  it('queues nothing for an account without a chat', async () => {
    const who = await person();
    expect(await queueTelegramMessage(db(), { accountId: String(who.id), text: 'x' })).toBe(false);
  });

  it('queues in the caller transaction: a rolled back cause leaves no message', async () => {
    const { who } = await linked();
    await db()
      .transaction(async (tx) => {
        expect(await queueTelegramMessage(tx, { accountId: String(who.id), text: 'x' })).toBe(true);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(
      await db().select().from(telegramOutbox).where(eq(telegramOutbox.accountId, who.id)),
    ).toEqual([]);
  });

  it('sends a text with its buttons and a photo with its caption, once', async () => {
    const { who, chatId } = await linked();
    await queueTelegramMessage(db(), {
      accountId: String(who.id),
      text: 'New project: House 120 m²',
      buttons: [
        { text: 'Open', url: 'https://quruvchi.uz/project/house~1' },
        { text: 'Stop this search', callbackData: 'stop-search:12' },
      ],
    });
    await queueTelegramMessage(db(), {
      accountId: String(who.id),
      text: 'With a photo',
      photoUrl: 'https://quruvchi.uz/media/p.jpg',
    });
    // One message per chat a second: the second goes in the pass's next batch.
    const report = await sendDueTelegramMessages();
    expect(report).toMatchObject({ sent: 2 });
    const [text] = tg.callsOf('sendMessage');
    expect(text!.body).toMatchObject({
      chat_id: chatId,
      text: 'New project: House 120 m²',
      reply_markup: {
        inline_keyboard: [
          [{ text: 'Open', url: 'https://quruvchi.uz/project/house~1' }],
          [{ text: 'Stop this search', callback_data: 'stop-search:12' }],
        ],
      },
    });
    expect(tg.callsOf('sendPhoto').map((c) => c.body)).toEqual([
      { chat_id: chatId, photo: 'https://quruvchi.uz/media/p.jpg', caption: 'With a photo' },
    ]);
    expect(await sendDueTelegramMessages()).toMatchObject({ sent: 0 });
    expect(tg.callsOf('sendMessage', 'sendPhoto')).toHaveLength(2);
  });

  it('sends each message once with two senders at a time', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => linked()));
    for (const { who } of people)
      await queueTelegramMessage(db(), { accountId: who.id, text: `for ${who.id}` });
    const [a, b] = await Promise.all([sendDueTelegramMessages(), sendDueTelegramMessages()]);
    expect(a.sent + b.sent).toBe(12);
    const texts = tg.callsOf('sendMessage').map((c) => c.body['text']);
    expect(texts.sort()).toEqual(people.map(({ who }) => `for ${who.id}`).sort());
  });

  it('waits retry_after on 429 and then sends', async () => {
    const { who } = await linked();
    await queueTelegramMessage(db(), { accountId: who.id, text: 'slow down' });
    tg.fail('sendMessage', { error_code: 429, parameters: { retry_after: 30 } });
    const now = Date.now();
    expect(await sendDueTelegramMessages(() => new Date(now))).toMatchObject({
      sent: 0,
      retried: 1,
    });
    // Not before retry_after…
    expect(await sendDueTelegramMessages(() => new Date(now + 29_000))).toMatchObject({ sent: 0 });
    // …then once.
    expect(await sendDueTelegramMessages(() => new Date(now + 30_000))).toMatchObject({ sent: 1 });
    expect(tg.callsOf('sendMessage').map((c) => c.body['text'])).toEqual([
      'slow down',
      'slow down',
    ]);
  });

  it('unbinds a chat that blocked the bot (403) and drops its queue', async () => {
    const { who } = await linked();
    await queueTelegramMessage(db(), { accountId: who.id, text: 'one' });
    await queueTelegramMessage(db(), { accountId: who.id, text: 'two' });
    tg.fail('sendMessage', {
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    });
    expect(await sendDueTelegramMessages()).toMatchObject({ unlinked: 1, sent: 0 });
    expect(await chatOf(who.id)).toBeNull();
    expect(
      await db().select().from(telegramOutbox).where(eq(telegramOutbox.accountId, who.id)),
    ).toEqual([]);
    expect(tg.callsOf('sendMessage')).toHaveLength(1);
  });

  it('retries other failures with a growing wait, then drops the message', async () => {
    const { who } = await linked();
    await queueTelegramMessage(db(), { accountId: who.id, text: 'flaky' });
    tg.fail('sendMessage', { error_code: 500, description: 'Internal Server Error' }, 5);
    let at = Date.now();
    const reports = [];
    for (let i = 0; i < 5; i++) {
      reports.push(await sendDueTelegramMessages(() => new Date(at)));
      at += 10 * 60_000; // past every backoff
    }
    expect(reports.map((r) => [r.retried, r.dropped])).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
      [1, 0],
      [0, 1],
    ]);
    expect(tg.callsOf('sendMessage')).toHaveLength(5);
    expect(await chatOf(who.id)).not.toBeNull();
  });
});

describe('buttons', () => {
  it('calls the handler registered for the prefix with the account, argument and language', async () => {
    const seen: unknown[] = [];
    onTelegramCallback('test-pause', async (args) => {
      seen.push(args);
      return `paused ${args.arg}`;
    });
    const { who, chatId } = await linked('ru');
    expect((await webhook(buttonUpdate(chatId, 'test-pause:42'))).status).toBe(200);
    expect(seen).toEqual([{ accountId: String(who.id), arg: '42', locale: 'ru' }]);
    expect(tg.callsOf('answerCallbackQuery').map((c) => c.body['text'])).toEqual(['paused 42']);
  });

  it('answers an unknown prefix and an unbound chat politely', async () => {
    const { chatId } = await linked('en');
    await webhook(buttonUpdate(chatId, 'nobody-knows:1'));
    await webhook(buttonUpdate(newChat(), 'test-pause:1', 'ru'));
    expect(tg.callsOf('answerCallbackQuery').map((c) => c.body['text'])).toEqual([
      'This button no longer works.',
      'Этот чат не привязан к аккаунту Quruvchi.uz.',
    ]);
  });
});
