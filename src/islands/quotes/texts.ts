// The texts of the quote request islands, passed as their `i18n` prop (islandI18n).
import type { TextKey } from '@/lib/i18n/island-texts';
import { ACCOUNT_TEXTS } from '@/islands/auth/texts';

/** "Request a quote" (/quote-request): its own texts, the place fields' and the API's errors. */
export const QUOTE_REQUEST_TEXTS: readonly TextKey[] = [
  ...ACCOUNT_TEXTS,
  'quotes:ask',
  'quotes:errors',
  'profile:region',
  'profile:district',
  'profile:chooseRegion',
  'profile:chooseDistrict',
];
