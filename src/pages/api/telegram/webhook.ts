// POST /api/telegram/webhook: Telegram's updates for the bot, with the setWebhook secret in
// X-Telegram-Bot-Api-Secret-Token (wrong or missing: 401). docs/telegram.md.
import { endpoint, json } from '@/lib/http/response.server';
import { handleTelegramWebhook } from '@/lib/telegram/webhook.server';
import { registerStopSearchButton } from '@/lib/saved-searches/channels/telegram.server';

// The buttons other domains put on the bot's messages: a saved search's "stop this search".
registerStopSearchButton();

export const POST = endpoint(async ({ request }) => {
  await handleTelegramWebhook(request);
  return json({ ok: true });
});
