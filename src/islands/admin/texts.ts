// The texts of the admin islands, passed as their `i18n` prop (islandI18n): their namespace with
// common and errors.
import type { TextKey } from '@/lib/i18n/island-texts';

export const ADMIN_CONTENT_TEXTS: readonly TextKey[] = [
  'common:',
  'errors:',
  'adminContent:',
  'toasts:',
];
export const ADMIN_USERS_TEXTS: readonly TextKey[] = ['common:', 'errors:', 'adminUsers:'];
/** Create a user: the schema's validation messages too. */
export const CREATE_USER_TEXTS: readonly TextKey[] = [...ADMIN_USERS_TEXTS, 'validation:'];
export const ADMIN_CATALOG_TEXTS: readonly TextKey[] = [
  'common:',
  'errors:',
  'adminCatalog:',
  'toasts:',
];
/** Moderation (a report, a project's admin buttons). */
export const ADMIN_DASH_TEXTS: readonly TextKey[] = ['common:', 'errors:', 'adminDash:'];
