// What the Telegram endpoints answer (src/lib/telegram/, docs/telegram.md).
import { z } from 'zod';
import type { TelegramLinkOffer } from '@/lib/telegram/link.server';
import { obj, tied, time } from './common';

export const TelegramLinkSchema = tied<TelegramLinkOffer>()(
  obj({
    url: z
      .string()
      .regex(/^https:\/\/t\.me\/\w+\?start=[\w-]+$/)
      .meta({ description: 'https://t.me/<bot username>?start=<one-time token>' }),
    expiresAt: time.meta({ description: '15 minutes after it was made' }),
  }),
);

export const WebhookAnswerSchema = obj({ ok: z.literal(true) });
