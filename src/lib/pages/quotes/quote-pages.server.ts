// The account pages of quote requests (docs/quote-requests.md "Pages"): a specialist's "Requests"
// and a customer's "My requests", 20 a page, read through the same domain functions as
// GET /api/quote-requests/inbox and GET /api/quote-requests, and kept per account by the read cache
// until a request, a match, a message or an account is written (docs/performance.md#account-pages).
import { cachedAccountRead } from '@/lib/auth/account-read.server';
import type { SessionAccount } from '@/lib/auth/session.server';
import type { Paged } from '@/lib/http/query';
import type { Lang } from '@/lib/i18n/languages';
import { listInbox, listMyQuotes, type InboxQuote, type MyQuote } from '@/lib/quotes/read.server';

export const QUOTES_PAGE_SIZE = 20;

/** `?page=`: a page number, 1 when absent or not one. */
export function pageOf(url: URL): number {
  const n = Number(url.searchParams.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export function loadInboxPage(
  account: SessionAccount,
  page: number,
  lang: Lang,
): Promise<Paged<InboxQuote>> {
  return cachedAccountRead(account, `quotes-inbox:${page}:${lang}`, () =>
    listInbox(account, { PageNumber: page, PageSize: QUOTES_PAGE_SIZE }, lang),
  );
}

export function loadMyQuotesPage(
  account: SessionAccount,
  page: number,
  lang: Lang,
): Promise<Paged<MyQuote>> {
  return cachedAccountRead(account, `quotes-mine:${page}:${lang}`, () =>
    listMyQuotes(account, { PageNumber: page, PageSize: QUOTES_PAGE_SIZE }, lang),
  );
}

export const totalPages = (meta: { totalCount: number }) =>
  Math.max(1, Math.ceil(meta.totalCount / QUOTES_PAGE_SIZE));
