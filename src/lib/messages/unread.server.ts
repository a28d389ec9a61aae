// Unread counts (docs/api.md "Messages"): a message is unread for an account when the other party
// wrote it and its id is greater than the account's read mark in that conversation. Conversations
// the account hid by blocking the other party do not count: the badge never points at nothing.
import { and, count, eq, gt, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import { conversationParticipants, conversations, messages } from '@/lib/db/schema';
import { notBlockedByMe, type Conn } from './access.server';

/** The join of a participant row to its unread messages: the other party's, after the read mark. */
const unreadBy = (accountId: number | SQLWrapper) =>
  and(
    eq(messages.conversationId, conversationParticipants.conversationId),
    gt(messages.id, conversationParticipants.lastReadMessageId),
    ne(messages.senderAccountId, accountId),
  );

/** All unread messages of `accountId` (the header badge, GET /api/messages/unread). */
export async function unreadTotal(accountId: number, conn: Conn = db()): Promise<number> {
  const [row] = await conn
    .select({ n: count() })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .innerJoin(messages, unreadBy(accountId))
    .where(and(eq(conversationParticipants.accountId, accountId), notBlockedByMe(accountId)));
  return row?.n ?? 0;
}

/**
 * The same total as a scalar subquery for the account a column names: the session lookup of a page
 * reads it in its own query (readSession's `unread` option, from the middleware), one round trip less on every signed-in page.
 */
export function unreadTotalSql(accountId: SQLWrapper) {
  const total = db()
    .select({ n: sql`count(*)::int` })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .innerJoin(messages, unreadBy(accountId))
    .where(and(eq(conversationParticipants.accountId, accountId), notBlockedByMe(accountId)));
  return sql<number>`(${total})`.mapWith(Number);
}

/** Unread messages per conversation of `accountId`, for the conversations given. */
export async function unreadByConversation(
  accountId: number,
  conversationIds: number[],
  conn: Conn = db(),
): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await conn
    .select({ id: conversationParticipants.conversationId, n: count() })
    .from(conversationParticipants)
    .innerJoin(messages, unreadBy(accountId))
    .where(
      and(
        eq(conversationParticipants.accountId, accountId),
        inArray(conversationParticipants.conversationId, conversationIds),
      ),
    )
    .groupBy(conversationParticipants.conversationId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** One count per request: the layout, the header and the sidebar all need it (keyed on locals). */
const perRequest = new WeakMap<object, Promise<number>>();

/** The count read with the session (src/middleware.ts): unreadFor answers it without a query. */
export function primeUnread(locals: object, total: number): void {
  perRequest.set(locals, Promise.resolve(total));
}

export function unreadFor(locals: { account: SessionAccount | null }): Promise<number> {
  let pending = perRequest.get(locals);
  if (!pending) {
    pending = locals.account ? unreadTotal(locals.account.id) : Promise.resolve(0);
    perRequest.set(locals, pending);
  }
  return pending;
}
