// Who may see and write what (docs/api.md "Messages", docs/product.md §6): an account sees only its own
// conversations, minus those with someone it blocked; blocked (disabled) or unverified accounts
// cannot be written to. Someone else's conversation answers 404, as if it did not exist.
import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client.server';
import { accountBlocks, accounts, conversationParticipants, conversations } from '@/lib/db/schema';
import { notFound } from '@/lib/http/app-error';
import { otherOf } from './message-dto';

export type Conn = Db | Tx;

/** The other party of a conversation row, as SQL, seen from `me` (an id, or a column naming it). */
export const otherPartySql = (me: number | SQLWrapper): SQL<number> =>
  sql<number>`case when ${conversations.lowAccountId} = ${me} then ${conversations.highAccountId} else ${conversations.lowAccountId} end`;

/** True for conversations `me` has not hidden by blocking the other party (used in WHERE). */
export const notBlockedByMe = (me: number | SQLWrapper): SQL =>
  sql`not exists (select 1 from ${accountBlocks} where ${accountBlocks.blockerAccountId} = ${me}
        and ${accountBlocks.blockedAccountId} = ${otherPartySql(me)})`;

/** Which way blocks stand between `me` and `other`. */
export async function blocksBetween(
  conn: Conn,
  me: number,
  other: number,
): Promise<{ iBlocked: boolean; theyBlocked: boolean }> {
  const rows = await conn
    .select({ blocker: accountBlocks.blockerAccountId })
    .from(accountBlocks)
    .where(
      or(
        and(eq(accountBlocks.blockerAccountId, me), eq(accountBlocks.blockedAccountId, other)),
        and(eq(accountBlocks.blockerAccountId, other), eq(accountBlocks.blockedAccountId, me)),
      ),
    );
  return {
    iBlocked: rows.some((r) => r.blocker === me),
    theyBlocked: rows.some((r) => r.blocker === other),
  };
}

/** An account that can take part in a conversation: exists, verified, not disabled by an admin. */
export async function findActiveAccount(
  conn: Conn,
  id: number,
): Promise<{ id: number; createdAt: Date } | null> {
  const [row] = await conn
    .select({ id: accounts.id, createdAt: accounts.createdAt })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.isBlocked, false), eq(accounts.isVerified, true)));
  return row ?? null;
}

export type OwnConversation = {
  id: number;
  lowAccountId: number;
  highAccountId: number;
  otherAccountId: number;
  lastReadMessageId: number;
};

/**
 * The caller's conversation `id`, or 404: not a participant, or hidden because the caller blocked
 * the other party (unblocking brings it back).
 */
export async function loadOwnConversation(
  conn: Conn,
  me: number,
  id: number,
): Promise<OwnConversation> {
  const [row] = await conn
    .select({
      id: conversations.id,
      lowAccountId: conversations.lowAccountId,
      highAccountId: conversations.highAccountId,
      lastReadMessageId: conversationParticipants.lastReadMessageId,
    })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, conversations.id),
        eq(conversationParticipants.accountId, me),
      ),
    )
    .where(and(eq(conversations.id, id), notBlockedByMe(me)));
  if (!row) throw notFound();
  return { ...row, otherAccountId: otherOf(row, me) };
}
