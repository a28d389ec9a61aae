// POST /api/messages (docs/api.md "Messages"): writes a message to another account, starting the
// pair's one conversation or continuing it. The message, the conversation's lastMessageAt and the
// sender's read mark are written in one transaction, so unread counts never drift.
// Refusals: to oneself → 400; to an unknown, disabled or unverified account, or to someone who
// blocked the sender → 404 (the sender cannot tell a block from a missing account); to someone the
// sender blocked → 409 (unblock first; the conversation is hidden from the sender meanwhile); a
// project the sender cannot see → 400 beside `projectId`; uploads that are not the sender's own
// unsent ones, or too many → 400 beside `attachmentIds` (docs/message-attachments.md); too many
// messages → 429 with Retry-After.
import { and, eq, or, sql } from 'drizzle-orm';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db, type Tx } from '@/lib/db/client.server';
import { conversationParticipants, conversations, messages, projects } from '@/lib/db/schema';
import { publicProject } from '@/lib/projects/public-project.server';
import { AppError, conflict, invalidInput, notFound } from '@/lib/http/app-error';
import { parseWith } from '@/lib/http/validate';
import { keys, LIMITS, MESSAGES_NEW_ACCOUNT_MS } from '@/lib/rate-limit/limits';
import { releaseHits, reserveHits, type LimitEntry } from '@/lib/rate-limit/rate-limit.server';
import { msg } from '@/lib/validation/messages';
import { blocksBetween, findActiveAccount, type Conn } from './access.server';
import { attachToMessage } from './attachments.server';
import { pairOf, toMessageDto, type MessageDto } from './message-dto';
import { SendMessageSchema, type SendMessageInput } from './messages.schema';

export const SEND_ERRORS = {
  toSelf: 'messages:errors.toSelf',
  youBlocked: 'messages:errors.youBlocked',
  unknownProject: 'messages:errors.unknownProject',
  tooManyMessages: 'messages:errors.tooManyMessages',
  tooManyConversations: 'messages:errors.tooManyConversations',
} as const;

type Pair = { lowAccountId: number; highAccountId: number };

async function findConversation(conn: Conn, pair: Pair, lock: boolean) {
  const q = conn
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.lowAccountId, pair.lowAccountId),
        eq(conversations.highAccountId, pair.highAccountId),
      ),
    );
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

/** A project the sender may see: public (active, owner not blocked), or the sender's own, or any for Admin. */
async function assertProjectVisible(sender: SessionAccount, projectId: number): Promise<void> {
  const [row] = await db()
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.id, projectId),
        sender.role === 'Admin'
          ? sql`true`
          : or(publicProject, eq(projects.ownerAccountId, sender.id)),
      ),
    );
  if (!row) throw invalidInput({ projectId: SEND_ERRORS.unknownProject });
}

/** Spends one hit of `entry`, or throws 429 with Retry-After and `message(retryAfterSeconds)`. */
async function spend(
  entry: LimitEntry,
  now: Date,
  message: (retryAfterSeconds: number) => string,
): Promise<number[]> {
  const slot = await reserveHits([entry], now);
  if (slot.allowed) return slot.hitIds;
  throw new AppError(
    429,
    'rate_limited',
    message(slot.retryAfterSeconds),
    undefined,
    slot.retryAfterSeconds,
  );
}

/**
 * Spends one of the minute's messages and, for a new conversation, one of the day's conversations
 * (fewer for an account younger than a week). Returns the hits of each, to give back on failure.
 */
async function reserve(
  senderId: number,
  senderCreatedAt: Date,
  startsConversation: boolean,
  now: Date,
): Promise<{ message: number[]; conversation: number[] }> {
  const message = await spend(
    { key: keys.messagesSent(senderId), rule: LIMITS.messagesPerSender },
    now,
    (seconds) => msg(SEND_ERRORS.tooManyMessages, { seconds }),
  );
  if (!startsConversation) return { message, conversation: [] };
  const young = now.getTime() - senderCreatedAt.getTime() < MESSAGES_NEW_ACCOUNT_MS;
  try {
    const conversation = await spend(
      {
        key: keys.conversationsStarted(senderId),
        rule: young ? LIMITS.conversationsPerNewAccount : LIMITS.conversationsPerAccount,
      },
      now,
      (seconds) => msg(SEND_ERRORS.tooManyConversations, { hours: Math.ceil(seconds / 3600) }),
    );
    return { message, conversation };
  } catch (e) {
    await releaseHits(message); // nothing is sent: the minute's message is not spent
    throw e;
  }
}

/** The pair's conversation, created when missing; a parallel first message may win the insert. */
async function lockOrCreate(
  tx: Tx,
  pair: Pair,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  const found = await findConversation(tx, pair, true);
  if (found) return { id: found.id, created: false };
  const [inserted] = await tx
    .insert(conversations)
    .values({ ...pair, createdAt: now, lastMessageAt: now })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (inserted) return { id: inserted.id, created: true };
  // The unique pair index made this insert wait for a parallel one, which committed: read it (a
  // new statement sees the committed row under READ COMMITTED) and queue behind its lock.
  const raced = await findConversation(tx, pair, true);
  if (!raced) throw new Error('conversation vanished during the insert race');
  return { id: raced.id, created: false };
}

/**
 * `opts.now` moves the clock in tests (limits and createdAt); `opts.ip` is the client's address,
 * taken for the contract's callers — the limits are per account, which a new address does not reset.
 * `opts.quoteRequestId`: the quote request a specialist's response is about (set by the quotes
 * domain only, never from a message body: the request's matching decides who may name it).
 */
export async function sendMessage(
  sender: SessionAccount,
  input: SendMessageInput,
  opts: { now?: Date; ip?: string; quoteRequestId?: number } = {},
): Promise<{ conversationId: number; message: MessageDto }> {
  const data = parseWith(SendMessageSchema, input);
  const now = opts.now ?? new Date();
  if (data.toAccountId === sender.id) throw invalidInput({ toAccountId: SEND_ERRORS.toSelf });
  const [me, recipient] = await Promise.all([
    findActiveAccount(db(), sender.id),
    findActiveAccount(db(), data.toAccountId),
  ]);
  if (!me || !recipient) throw notFound();
  const blocks = await blocksBetween(db(), sender.id, recipient.id);
  if (blocks.theyBlocked) throw notFound();
  if (blocks.iBlocked) throw conflict(SEND_ERRORS.youBlocked);
  if (data.projectId !== undefined) await assertProjectVisible(sender, data.projectId);

  const pair = pairOf(sender.id, recipient.id);
  const existed = (await findConversation(db(), pair, false)) !== null;
  const hits = await reserve(sender.id, me.createdAt, !existed, now);
  try {
    const result = await db().transaction(async (tx) => {
      const conversation = await lockOrCreate(tx, pair, now);
      await tx
        .insert(conversationParticipants)
        .values([
          { conversationId: conversation.id, accountId: pair.lowAccountId },
          { conversationId: conversation.id, accountId: pair.highAccountId },
        ])
        .onConflictDoNothing();
      // The conversation row is locked, so ids grow in commit order within it: "id > my read
      // mark" never misses a message committed late.
      const [row] = await tx
        .insert(messages)
        .values({
          conversationId: conversation.id,
          senderAccountId: sender.id,
          content: data.content,
          projectId: data.projectId ?? null,
          quoteRequestId: opts.quoteRequestId ?? null,
          createdAt: now,
        })
        .returning();
      // The uploads named become the message's here, or the whole message rolls back with them.
      const attachments = await attachToMessage(tx, sender.id, row!.id, data.attachmentIds);
      await tx
        .update(conversations)
        .set({ lastMessageAt: now })
        .where(eq(conversations.id, conversation.id));
      // Writing means the sender has read everything before it.
      await tx
        .update(conversationParticipants)
        .set({ lastReadMessageId: row!.id, lastReadAt: now })
        .where(
          and(
            eq(conversationParticipants.conversationId, conversation.id),
            eq(conversationParticipants.accountId, sender.id),
          ),
        );
      return { created: conversation.created, message: toMessageDto(row!, attachments) };
    });
    // A parallel first message started the conversation: this one did not spend a day's slot.
    if (!result.created) await releaseHits(hits.conversation);
    return { conversationId: result.message.conversationId, message: result.message };
  } catch (e) {
    await releaseHits([...hits.message, ...hits.conversation]); // nothing was written
    // The project (or the receiver) was deleted between the checks and the insert.
    if (isForeignKeyViolation(e))
      throw data.projectId ? invalidInput({ projectId: SEND_ERRORS.unknownProject }) : notFound();
    throw e;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  const err = error as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23503' || err?.cause?.code === '23503';
}
