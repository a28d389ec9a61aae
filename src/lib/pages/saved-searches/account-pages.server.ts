// What /account/saved-searches and /account/notifications show, kept per account by the read cache
// until one of the tables they read is written (a new alert, a project activated, a search changed,
// a notification read): docs/performance.md#account-pages.
import { cachedAccountRead } from '@/lib/auth/account-read.server';
import type { SessionAccount } from '@/lib/auth/session.server';
import type { Lang } from '@/lib/i18n/languages';
import { listNotifications } from '@/lib/notify/notifications.server';
import { listSavedSearches } from '@/lib/saved-searches/saved-searches.server';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export function loadSavedSearchesPage(account: SessionAccount) {
  return cachedAccountRead(account, 'saved-searches', () => listSavedSearches(account.id));
}

export function loadNotificationsPage(account: SessionAccount, lang: Lang, page: number) {
  return cachedAccountRead(account, `notifications:${lang}:${page}`, () =>
    listNotifications(account.id, { PageNumber: page, PageSize: NOTIFICATIONS_PAGE_SIZE }, lang),
  );
}
