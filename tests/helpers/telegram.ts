// A stand-in Telegram Bot API on loopback: answers `/bot<token>/<method>` as Telegram does
// ({ ok, result } or { ok: false, error_code, description, parameters }), records every call, and
// can be told to fail the next calls of a method (429 with retry_after, 403 "bot was blocked", …).
// The site reaches it through TELEGRAM_API_ROOT, the setting a deployment uses; nothing reaches
// the real Telegram. Also builds the updates Telegram would post to the webhook.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type TelegramCall = { method: string; token: string; body: Record<string, unknown> };
export type TelegramFailure = {
  error_code: number;
  description?: string;
  parameters?: { retry_after?: number };
};

export type TelegramStandIn = {
  /** TELEGRAM_API_ROOT for the site. */
  url: string;
  calls: TelegramCall[];
  /** The calls of these methods, in order. */
  callsOf: (...methods: string[]) => TelegramCall[];
  /** The next `times` calls of `method` answer `failure`. */
  fail: (method: string, failure: TelegramFailure, times?: number) => void;
  reset: () => void;
  stop: () => Promise<void>;
};

export async function startTelegramStandIn(): Promise<TelegramStandIn> {
  const calls: TelegramCall[] = [];
  const failures: { method: string; failure: TelegramFailure }[] = [];
  let messageId = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const m = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(req.url ?? '');
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (!m) return answer(404, { ok: false, error_code: 404, description: 'Not Found' });
      const [, token, method] = m as unknown as [string, string, string];
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      calls.push({ method, token, body });
      const i = failures.findIndex((f) => f.method === method);
      if (i >= 0) {
        const { failure } = failures.splice(i, 1)[0]!;
        return answer(failure.error_code, {
          ok: false,
          description: failure.description ?? `Error ${failure.error_code}`,
          ...failure,
        });
      }
      const chat = { id: Number(body['chat_id']), type: 'private' };
      const date = Math.floor(Date.now() / 1000);
      const result =
        method === 'sendMessage'
          ? { message_id: ++messageId, date, chat, text: body['text'] }
          : method === 'sendPhoto'
            ? {
                message_id: ++messageId,
                date,
                chat,
                caption: body['caption'],
                photo: [{ file_id: 'p', file_unique_id: 'p', width: 1, height: 1 }],
              }
            : true;
      answer(200, { ok: true, result });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    callsOf: (...methods) => calls.filter((c) => methods.includes(c.method)),
    fail: (method, failure, times = 1) => {
      for (let n = 0; n < times; n++) failures.push({ method, failure });
    },
    reset: () => {
      calls.length = 0;
      failures.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A stand-in started and the bot's settings pointed at it, for a test file that needs the bot on:
 * call it in `vi.hoisted`, so the settings are there before the modules that read them load.
 */
export async function startConfiguredTelegram(bot: {
  token: string;
  username: string;
  secret: string;
}): Promise<TelegramStandIn> {
  const standIn = await startTelegramStandIn();
  Object.assign(process.env, {
    TELEGRAM_BOT_TOKEN: bot.token,
    TELEGRAM_BOT_USERNAME: bot.username,
    TELEGRAM_WEBHOOK_SECRET: bot.secret,
    TELEGRAM_API_ROOT: standIn.url,
  });
  return standIn;
}

let updateId = 1000;

/** A private-chat message as Telegram posts it; a leading /command carries its entity. */
export function messageUpdate(chatId: number, text: string, languageCode = 'en') {
  const command = /^\/\w+/.exec(text)?.[0];
  const from = { id: chatId, is_bot: false, first_name: 'Aziz', language_code: languageCode };
  return {
    update_id: ++updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private', first_name: 'Aziz' },
      from,
      text,
      ...(command
        ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] }
        : {}),
    },
  };
}

/** A press on an inline button with `data` under a message in the chat. */
export function buttonUpdate(chatId: number, data: string, languageCode = 'en') {
  const from = { id: chatId, is_bot: false, first_name: 'Aziz', language_code: languageCode };
  return {
    update_id: ++updateId,
    callback_query: {
      id: `cb${updateId}`,
      from,
      chat_instance: 'ci',
      data,
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: 'private', first_name: 'Aziz' },
        text: 'alert',
      },
    },
  };
}
