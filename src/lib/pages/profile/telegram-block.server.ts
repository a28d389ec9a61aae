// The Telegram block of My profile (docs/telegram.md "Linking"): nothing without a bot; else the
// bound state, or the "Link Telegram" button, and once pressed the one-time link with its QR code.
// The block is plain forms posted to the page: no script, and the QR is SVG made here.
import QRCode from 'qrcode';
import { postedIntent } from '@/lib/http/form-post.server';
import {
  createTelegramLink,
  telegramLinkedSince,
  unlinkAccount,
  type TelegramLinkOffer,
} from '@/lib/telegram/link.server';
import { telegramEnabled } from '@/lib/telegram/settings.server';

export type TelegramBlock = {
  linkedSince: Date | null;
  offer: (TelegramLinkOffer & { qrSvg: string }) | null;
};

export const TELEGRAM_INTENTS = { link: 'telegram-link', unlink: 'telegram-unlink' } as const;

/**
 * The block for the account, acting first on a post of its own forms: `telegram-link` makes a
 * fresh link (shown in this answer only: it is never put in an address), `telegram-unlink` unbinds
 * and answers 'unlinked' (the page redirects). Null when the bot is not configured.
 */
export async function loadTelegramBlock(
  account: { id: number },
  request: Request,
): Promise<TelegramBlock | 'unlinked' | null> {
  if (!telegramEnabled()) return null;
  const intent = request.method === 'POST' ? await postedIntent(request) : '';
  if (intent === TELEGRAM_INTENTS.unlink) {
    await unlinkAccount(account.id);
    return 'unlinked';
  }
  if (intent === TELEGRAM_INTENTS.link) {
    const offer = await createTelegramLink(account);
    const svg = await QRCode.toString(offer.url, { type: 'svg', margin: 1 });
    // Decorative for screen readers: the link beside it says the same.
    const qrSvg = svg.replace('<svg ', '<svg aria-hidden="true" focusable="false" ');
    return { linkedSince: null, offer: { ...offer, qrSvg } };
  }
  return { linkedSince: await telegramLinkedSince(account.id), offer: null };
}
