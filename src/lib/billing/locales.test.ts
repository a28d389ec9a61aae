// The payment texts exist in uz, ru and en (oz is generated from uz) with the same keys and
// placeholders; every Payme error has its message in the three languages Payme shows, and every
// order state and provider a page names has a text.
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/locales/en/billing.json';
import ru from '@/lib/i18n/locales/ru/billing.json';
import uz from '@/lib/i18n/locales/uz/billing.json';
import { expectSameKeysAndPlaceholders, flatten } from '@tests/helpers/locale-parity';
import { PAYME_ERRORS } from './payme/payme-errors';
import { ORDER_STATUSES, PAYMENT_PROVIDERS, PLAN_KINDS } from './billing.schema';

describe('billing texts', () => {
  const langs = { uz: flatten(uz), ru: flatten(ru), en: flatten(en) };
  it('has the same keys and placeholders in every language', () => {
    expectSameKeysAndPlaceholders(langs);
  });
  it('names every Payme error, order state, provider and plan kind', () => {
    const keys = [
      ...Object.values(PAYME_ERRORS).map((k) => `payme.${k}`),
      ...ORDER_STATUSES.flatMap((s) => [`status.${s}`, `order.${s}Note`]),
      ...PAYMENT_PROVIDERS.map((p) => `provider.${p}`),
      ...PLAN_KINDS.map((k) => `kind.${k}`),
    ];
    for (const texts of Object.values(langs))
      for (const k of keys) expect(texts[k], k).toBeTruthy();
  });
});
