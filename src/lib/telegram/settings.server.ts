// The bot's settings, read from the validated configuration (src/lib/config.server.ts refuses a
// token without its username and webhook secret at start), and what `npm start` prints about them.
import { config, type Config } from '@/lib/config.server';

export type TelegramSettings = {
  token: string;
  username: string;
  secret: string;
  apiRoot: string;
  /** The bot's user id: the digits before the token's colon. */
  botId: number;
};

/** The bot's settings, or null when TELEGRAM_BOT_TOKEN is unset (no Telegram channel at all). */
export function telegramSettings(c: Config = config()): TelegramSettings | null {
  const token = c.TELEGRAM_BOT_TOKEN;
  if (!token || !c.TELEGRAM_BOT_USERNAME || !c.TELEGRAM_WEBHOOK_SECRET) return null;
  return {
    token,
    username: c.TELEGRAM_BOT_USERNAME,
    secret: c.TELEGRAM_WEBHOOK_SECRET,
    apiRoot: c.TELEGRAM_API_ROOT,
    botId: Number(token.slice(0, token.indexOf(':'))),
  };
}

/** True when the bot is configured: the profile offers linking and alerts may go to Telegram. */
export function telegramEnabled(): boolean {
  return telegramSettings() !== null;
}

/**
 * How to point Telegram at this server, for the start-up log; null without a token. The command
 * names the token and the secret as shell variables, so no secret reaches the log.
 */
export function setWebhookHint(c: Config = config()): { message: string; command: string } | null {
  const s = telegramSettings(c);
  if (!s) return null;
  const site = c.SITE_URL?.replace(/\/+$/, '') ?? '<SITE_URL>';
  return {
    message: `Telegram bot @${s.username}: tell Telegram where the webhook is, once and whenever the public address changes (docs/telegram.md)`,
    command:
      `curl -sS "${s.apiRoot}/bot$TELEGRAM_BOT_TOKEN/setWebhook" -d url=${site}/api/telegram/webhook` +
      ` -d secret_token="$TELEGRAM_WEBHOOK_SECRET" -d allowed_updates='["message","callback_query"]'`,
  };
}
