// The Telegram bot's surface for the rest of the site (docs/telegram.md): is the bot on, queue a
// message for an account's chat, handle a button of the bot's messages.
export { telegramEnabled } from './settings.server';
export { queueTelegramMessage, type TelegramMessage } from './outbox.server';
export { onTelegramCallback, type TelegramCallbackHandler } from './callbacks.server';
