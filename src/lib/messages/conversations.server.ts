// Reading conversations (docs/api.md "Messages"): the caller's list, newest first, with the last
// message, the unread count and the project the conversation is about (the project of the latest
// message that carried one); one conversation's messages, newest page first; marking it read.
// Someone else's conversation, or one the caller hid by blocking the other party, answers 404.
import { and, count, desc, eq, getTableColumns, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import {
  conversationParticipants,
  conversations,
  messageAttachments,
  messages,
} from '@/lib/db/schema';
import type { Paged } from '@/lib/http/query';
import { DEFAULT_LANG, type Lang } from '@/lib/i18n/languages';
import { loadOwnConversation, notBlockedByMe, otherPartySql, type Conn } from './access.server';
import { loadAttachments } from './attachments.server';
import { toMessageDto, type MessageDto, type QuoteRequestRef } from './message-dto';
import { loadQuoteRefs } from './quote-refs.server';
import { loadParties, loadProjectRefs, type Party, type ProjectRef } from './parties.server';
import { unreadByConversation, unreadTotal } from './unread.server';

export type Page = { pageNumber: number; pageSize: number };

export type ConversationItem = {
  id: number;
  other: Party;
  /** `attachments`: how many photos and files it carries (its text may be empty then). */
  lastMessage: { content: string; createdAt: string; fromMe: boolean; attachments: number };
  unreadCount: number;
  project?: ProjectRef;
};

export type ConversationList = {
  items: ConversationItem[];
  metaData: Paged<ConversationItem>['metaData'] & { unreadTotal: number };
};

export type ConversationMessage = MessageDto & {
  project?: ProjectRef;
  quoteRequest?: QuoteRequestRef;
};

export type ConversationDetail = {
  id: number;
  other: Party;
  project?: ProjectRef;
  messages: Paged<ConversationMessage>;
};

/** A person who is gone (the row was deleted between two queries) still gets a card. */
const unknownParty = (accountId: number): Party => ({ accountId, fullName: '', image: null });

/** The latest message of each conversation. */
async function lastMessages(conn: Conn, ids: number[]) {
  if (ids.length === 0)
    return new Map<number, typeof messages.$inferSelect & { attachments: number }>();
  const rows = await conn
    .selectDistinctOn([messages.conversationId], {
      ...getTableColumns(messages),
      attachments: sql<number>`(select count(*) from ${messageAttachments} where ${messageAttachments.messageId} = ${messages.id})::int`,
    })
    .from(messages)
    .where(inArray(messages.conversationId, ids))
    .orderBy(messages.conversationId, desc(messages.id));
  return new Map(rows.map((r) => [r.conversationId, r]));
}

/** The project of the latest message that carried one, per conversation. */
async function latestProjects(conn: Conn, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await conn
    .selectDistinctOn([messages.conversationId], {
      conversationId: messages.conversationId,
      projectId: messages.projectId,
    })
    .from(messages)
    .where(and(inArray(messages.conversationId, ids), isNotNull(messages.projectId)))
    .orderBy(messages.conversationId, desc(messages.id));
  return new Map(rows.map((r) => [r.conversationId, r.projectId!]));
}

export async function listConversations(
  caller: SessionAccount,
  page: Page,
  conn: Conn = db(),
): Promise<ConversationList> {
  const me = caller.id;
  const mine = and(eq(conversationParticipants.accountId, me), notBlockedByMe(me));
  const [rows, [total], badge] = await Promise.all([
    conn
      .select({ id: conversations.id, other: otherPartySql(me) })
      .from(conversations)
      .innerJoin(
        conversationParticipants,
        eq(conversationParticipants.conversationId, conversations.id),
      )
      .where(mine)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    conn
      .select({ n: count() })
      .from(conversations)
      .innerJoin(
        conversationParticipants,
        eq(conversationParticipants.conversationId, conversations.id),
      )
      .where(mine),
    unreadTotal(me, conn),
  ]);
  const ids = rows.map((r) => r.id);
  const [last, unread, projectOf, parties] = await Promise.all([
    lastMessages(conn, ids),
    unreadByConversation(me, ids, conn),
    latestProjects(conn, ids),
    loadParties(
      rows.map((r) => Number(r.other)),
      conn,
    ),
  ]);
  const projects = await loadProjectRefs(caller, [...projectOf.values()], conn);
  const items = rows.flatMap((r): ConversationItem[] => {
    const m = last.get(r.id);
    if (!m) return []; // a conversation is created with its first message; never empty
    const other = Number(r.other);
    const project = projects.get(projectOf.get(r.id) ?? 0);
    return [
      {
        id: r.id,
        other: parties.get(other) ?? unknownParty(other),
        lastMessage: {
          content: m.content,
          createdAt: m.createdAt.toISOString(),
          fromMe: m.senderAccountId === me,
          attachments: Number(m.attachments),
        },
        unreadCount: unread.get(r.id) ?? 0,
        ...(project ? { project } : {}),
      },
    ];
  });
  return {
    items,
    metaData: {
      totalCount: total?.n ?? 0,
      pageNumber: page.pageNumber,
      pageSize: page.pageSize,
      unreadTotal: badge,
    },
  };
}

export async function getConversation(
  caller: SessionAccount,
  id: number,
  page: Page,
  conn: Conn = db(),
  lang: Lang = DEFAULT_LANG,
): Promise<ConversationDetail> {
  const conversation = await loadOwnConversation(conn, caller.id, id);
  const [rows, [total], projectOf, parties] = await Promise.all([
    conn
      .select()
      .from(messages)
      .where(eq(messages.conversationId, id))
      .orderBy(desc(messages.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    conn.select({ n: count() }).from(messages).where(eq(messages.conversationId, id)),
    latestProjects(conn, [id]),
    loadParties([conversation.otherAccountId], conn),
  ]);
  const [projects, attachments, quotes] = await Promise.all([
    loadProjectRefs(caller, [...rows.map((r) => r.projectId), projectOf.get(id) ?? null], conn),
    loadAttachments(
      rows.map((r) => r.id),
      conn,
    ),
    loadQuoteRefs(
      rows.map((r) => r.quoteRequestId),
      lang,
      conn,
    ),
  ]);
  const project = projects.get(projectOf.get(id) ?? 0);
  return {
    id,
    other: parties.get(conversation.otherAccountId) ?? unknownParty(conversation.otherAccountId),
    ...(project ? { project } : {}),
    messages: {
      items: rows.map((r) => {
        const ref = r.projectId !== null ? projects.get(r.projectId) : undefined;
        const quote = r.quoteRequestId !== null ? quotes.get(r.quoteRequestId) : undefined;
        return {
          ...toMessageDto(r, attachments.get(r.id) ?? []),
          ...(ref ? { project: ref } : {}),
          ...(quote ? { quoteRequest: quote } : {}),
        };
      }),
      metaData: { totalCount: total?.n ?? 0, pageNumber: page.pageNumber, pageSize: page.pageSize },
    },
  };
}

/**
 * The caller has read the conversation up to its newest message. lastReadAt is set on every call:
 * the live stream watches it to tell the caller's other tabs the badge changed.
 */
export async function markRead(
  caller: SessionAccount,
  id: number,
  opts: { now?: Date } = {},
): Promise<void> {
  const now = opts.now ?? new Date();
  await db().transaction(async (tx) => {
    await loadOwnConversation(tx, caller.id, id);
    const [newest] = await tx
      .select({ id: max(messages.id) })
      .from(messages)
      .where(eq(messages.conversationId, id));
    await tx
      .update(conversationParticipants)
      .set({
        // never backwards: a read racing a send must not make read messages unread again
        lastReadMessageId: sql`greatest(${conversationParticipants.lastReadMessageId}, ${newest?.id ?? 0})`,
        lastReadAt: now,
      })
      .where(
        and(
          eq(conversationParticipants.conversationId, id),
          eq(conversationParticipants.accountId, caller.id),
        ),
      );
  });
}
