// OpenAPI operations of the Telegram bot (docs/telegram.md): the one-time link that binds an
// account's chat, unbinding, and the webhook Telegram posts updates to.
import { z } from 'zod';
import { answer, type Operation } from '@/lib/openapi/document';
import { TelegramLinkSchema, WebhookAnswerSchema } from '@/lib/openapi/responses/telegram';

/** Telegram's Update object: only update_id is ours to rely on, the rest is Telegram's. */
const UpdateSchema = z.looseObject({
  update_id: z.number().int(),
  message: z.looseObject({}).optional(),
  callback_query: z.looseObject({}).optional(),
});

export const telegramOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/telegram/link',
    tags: ['telegram'],
    summary:
      "A one-time link to the bot for the caller: opening it and pressing Start binds that Telegram chat to the account. A new link voids the caller's older ones",
    auth: true,
    responses: {
      '200': answer('{ url, expiresAt }', TelegramLinkSchema),
      '401': 'Not signed in',
      '404': 'No bot is configured (TELEGRAM_BOT_TOKEN unset)',
    },
  },
  {
    method: 'delete',
    path: '/api/telegram/link',
    tags: ['telegram'],
    summary: "Unbinds the caller's Telegram chat; what was queued for it is dropped",
    auth: true,
    responses: { '204': 'Unbound (also when nothing was bound)', '401': 'Not signed in' },
  },
  {
    method: 'post',
    path: '/api/telegram/webhook',
    tags: ['telegram'],
    summary:
      "Telegram posts the bot's updates here (setWebhook), with the secret in X-Telegram-Bot-Api-Secret-Token. Handles /start <token>, /start, /stop and inline buttons; anything else is ignored",
    body: UpdateSchema,
    responses: {
      '200': answer(
        '{ ok: true }: handled or ignored (an update of an unexpected shape too: Telegram would send it again otherwise)',
        WebhookAnswerSchema,
      ),
      '401': 'Wrong or missing secret token',
      '404': 'No bot is configured',
    },
  },
];
