// The texts the account islands read, passed as their `i18n` prop (islandI18n): common, errors and
// the schemas' validation messages, and only the parts of `auth` the island shows (the SMS and
// e-mail texts never go to the browser).
import type { TextKey } from '@/lib/i18n/island-texts';

export const ACCOUNT_TEXTS: readonly TextKey[] = ['common:', 'errors:', 'validation:'];

export const LOGIN_TEXTS: readonly TextKey[] = [...ACCOUNT_TEXTS, 'auth:login'];
export const REGISTER_TEXTS: readonly TextKey[] = [...ACCOUNT_TEXTS, 'auth:register'];
export const CONFIRM_TEXTS: readonly TextKey[] = [
  ...ACCOUNT_TEXTS,
  'auth:confirm',
  'auth:register',
  'auth:login',
];
export const VERIFY_TEXTS: readonly TextKey[] = [...ACCOUNT_TEXTS, 'auth:verify'];
export const FORGOT_TEXTS: readonly TextKey[] = [
  ...ACCOUNT_TEXTS,
  'auth:forgot',
  'auth:confirm',
  'auth:register',
];
export const CHANGE_PASSWORD_TEXTS: readonly TextKey[] = [
  ...ACCOUNT_TEXTS,
  'auth:change',
  'auth:register',
];
