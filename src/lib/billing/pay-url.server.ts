// The provider's checkout link for an order (docs/payments.md): where the person goes to pay.
import { config, type Config } from '@/lib/config.server';
import type { Provider } from './billing.schema';

type Cfg = Pick<
  Config,
  'PAYME_MERCHANT_ID' | 'PAYME_CHECKOUT_URL' | 'CLICK_SERVICE_ID' | 'CLICK_MERCHANT_ID'
> & { CLICK_CHECKOUT_URL: string };

/** `returnUrl`: our page that shows the order's state after the checkout. */
export function payUrl(
  order: { id: number; amount: number; provider: Provider },
  returnUrl: string,
  cfg: Cfg = config(),
): string {
  if (order.provider === 'payme') {
    // Payme's GET checkout: parameters joined by `;`, base64-encoded into the path; a in tiyin.
    const params = `m=${cfg.PAYME_MERCHANT_ID};ac.order_id=${order.id};a=${order.amount * 100};c=${returnUrl}`;
    return `${cfg.PAYME_CHECKOUT_URL.replace(/\/+$/, '')}/${Buffer.from(params).toString('base64')}`;
  }
  const url = new URL(cfg.CLICK_CHECKOUT_URL);
  url.searchParams.set('service_id', cfg.CLICK_SERVICE_ID ?? '');
  url.searchParams.set('merchant_id', cfg.CLICK_MERCHANT_ID ?? '');
  url.searchParams.set('amount', String(order.amount));
  url.searchParams.set('transaction_param', String(order.id));
  url.searchParams.set('return_url', returnUrl);
  return url.toString();
}
