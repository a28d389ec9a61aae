// What /account/messages renders first: the caller's newest conversations and, with ?c=<id>, that
// conversation's newest messages — the same answers GET /api/messages/conversations[/{id}] give,
// so the island continues from them. A ?c= that is not the caller's (or hidden by a block) simply
// opens nothing: the list is shown, as for no ?c= at all. Kept per account by the read cache until
// one of the tables it read is written (a message sent or read, a block): docs/performance.md.
import { cachedAccountRead } from '@/lib/auth/account-read.server';
import { db } from '@/lib/db/client.server';
import { DEFAULT_LANG, type Lang } from '@/lib/i18n/languages';
import type { SessionAccount } from '@/lib/auth/session.server';
import { AppError } from '@/lib/http/app-error';
import { idOrNull } from '@/lib/http/params';
import {
  getConversation,
  listConversations,
  type ConversationDetail,
  type ConversationList,
} from '@/lib/messages/conversations.server';
import { LIST_PAGE_SIZE, THREAD_PAGE_SIZE } from '@/lib/messages/api-shapes';

export async function loadMessagesPage(
  account: SessionAccount,
  c: string | null,
  lang: Lang = DEFAULT_LANG,
): Promise<{ list: ConversationList; open: ConversationDetail | null }> {
  const id = idOrNull(c ?? undefined);
  // The language is part of the key: a quote request's service is named in the reader's language.
  return cachedAccountRead(account, `messages:${lang}:${id ?? ''}`, () =>
    readMessagesPage(account, id, lang),
  );
}

async function readMessagesPage(account: SessionAccount, id: number | null, lang: Lang) {
  const [list, open] = await Promise.all([
    listConversations(account, { pageNumber: 1, pageSize: LIST_PAGE_SIZE }),
    id === null
      ? null
      : getConversation(
          account,
          id,
          { pageNumber: 1, pageSize: THREAD_PAGE_SIZE },
          db(),
          lang,
        ).catch((e: unknown) => {
          if (e instanceof AppError && e.status === 404) return null;
          throw e;
        }),
  ]);
  return { list, open };
}
