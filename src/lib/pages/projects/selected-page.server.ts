// What /account/selected-projects lists: one page (12) of the projects the account saved, as cards
// in the page's language. Kept per account, language and page by the read cache until one of the
// tables it read is written (a save or a removal, a project or its owner changed):
// docs/performance.md#account-pages.
import { cachedAccountRead } from '@/lib/auth/account-read.server';
import type { SessionAccount } from '@/lib/auth/session.server';
import type { Lang } from '@/lib/i18n/languages';
import { listSelected } from '@/lib/projects/selected/selected.server';

export const SELECTED_PAGE_SIZE = 12;

export function loadSelectedPage(account: SessionAccount, lang: Lang, page: number) {
  return cachedAccountRead(account, `selected:${lang}:${page}`, () =>
    listSelected(account, lang, { PageNumber: page, PageSize: SELECTED_PAGE_SIZE }),
  );
}
