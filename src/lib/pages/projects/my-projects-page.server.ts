// What /account/my-projects lists: one page (20) of the account's own projects, active and inactive.
// Kept per account and page by the read cache until one of the tables it read is written (a
// project saved, edited, switched or deleted, a review, a photo): docs/performance.md#account-pages.
import { cachedAccountRead } from '@/lib/auth/account-read.server';
import type { SessionAccount } from '@/lib/auth/session.server';
import { listMyProjects } from '@/lib/projects/read/my-projects.server';

export const MY_PROJECTS_PAGE_SIZE = 20;

export function loadMyProjectsPage(account: SessionAccount, page: number) {
  return cachedAccountRead(account, `my-projects:${page}`, () =>
    listMyProjects({
      actor: account,
      query: { PageNumber: page, PageSize: MY_PROJECTS_PAGE_SIZE },
    }),
  );
}
