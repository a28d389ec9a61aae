// The account menu's "Requests" badge: the open requests matched to this account that it has not
// answered yet, leaving out those of a customer an admin disabled since (the inbox leaves them out
// too, so the badge never points at nothing). Only specialists and companies are ever matched, so
// nobody else reads anything. Kept per account by the read cache until a request, a match or an
// account is written (docs/performance.md#account-pages).
import { and, count, eq, isNull } from 'drizzle-orm';
import { cachedAccountRead } from '@/lib/auth/account-read.server';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import { accounts, quoteRequestMatches, quoteRequests } from '@/lib/db/schema';

/** Whether this account can be matched at all: a specialist or a company. */
export const receivesQuotes = (account: SessionAccount | null): boolean =>
  !!account && (account.role === 'Agency' || account.agentId !== null);

export async function countNewQuotes(account: SessionAccount | null): Promise<number> {
  if (!account || !receivesQuotes(account)) return 0;
  return cachedAccountRead(account, 'quotes-badge', async () => {
    const [row] = await db()
      .select({ n: count() })
      .from(quoteRequestMatches)
      .innerJoin(quoteRequests, eq(quoteRequests.id, quoteRequestMatches.requestId))
      .innerJoin(accounts, eq(accounts.id, quoteRequests.customerAccountId))
      .where(
        and(
          eq(quoteRequestMatches.accountId, account.id),
          isNull(quoteRequestMatches.respondedAt),
          eq(quoteRequests.status, 'open'),
          eq(accounts.isBlocked, false),
        ),
      );
    return row?.n ?? 0;
  });
}
