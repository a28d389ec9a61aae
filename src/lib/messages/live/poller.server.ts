// Reads what changed in the messages tables since the last look, for the live stream (hub.server.ts).
// The database, not an in-process event, is the source: a message written by another server process
// sharing the PostgreSQL database reaches this process's streams too.
//
// Two traps of "id > last seen" and "changed since" with concurrent writers:
// - A serial id is taken when the row is inserted, not when its transaction commits: id 11 may be
//   visible before id 10 is. Ids skipped over are kept as gaps and asked for again for a while
//   (GAP_TTL_MS); a gap that never fills was a rolled-back insert.
// - A read mark's time is set inside its transaction (and by another process's clock), so marks are
//   read with an overlap (MARK_OVERLAP_MS) and the ones already reported are skipped.
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client.server';
import { loadAttachments } from '@/lib/messages/attachments.server';
import { conversationParticipants, conversations, messages, notifications } from '@/lib/db/schema';
import { toMessageDto, type MessageDto } from '@/lib/messages/message-dto';
import { loadQuoteRefNames, type QuoteRefNames } from '@/lib/messages/quote-refs.server';

/** `quote`: the quote request the message names, its service in every language (each stream
 *  shows its reader's). */
export type LiveMessage = {
  message: MessageDto;
  accountIds: [number, number];
  quote?: QuoteRefNames;
};
export type ReadMark = { accountId: number; conversationId: number };
/** `bells`: watched accounts whose notifications were added or read (the header's bell). */
export type Changes = { messages: LiveMessage[]; reads: ReadMark[]; bells: number[] };

const BATCH = 500;
const GAP_TTL_MS = 30_000;
const MAX_GAPS = 1_000;
const MARK_OVERLAP_MS = 10_000;

export class ChangePoller {
  private lastId: number | null = null;
  private gaps = new Map<number, number>(); // id → when first missed
  private marksSince: Date | null = null;
  private reported = new Map<string, number>(); // `${conversation}:${account}` → lastReadAt ms
  private bellsReported = new Map<number, number>(); // account → latest notification change ms

  constructor(private readonly database: () => Db) {}

  /** Starts from what is in the database now: a stream shows what happens after it opened. */
  async baseline(): Promise<void> {
    const [row] = await this.database()
      .select({ max: sql<number>`coalesce(max(${messages.id}), 0)::int` })
      .from(messages);
    this.lastId = Number(row?.max ?? 0);
    this.marksSince = await this.clock();
  }

  /** New messages and read marks; `watched` limits the read marks to accounts with a stream here. */
  async changes(watched: number[], now = Date.now()): Promise<Changes> {
    if (this.lastId === null || this.marksSince === null) await this.baseline();
    const found = await this.newMessages(now);
    const since = new Date(this.marksSince!.getTime() - MARK_OVERLAP_MS);
    const reads = watched.length > 0 ? await this.newReadMarks(watched) : [];
    const bells = watched.length > 0 ? await this.bellChanges(watched, since) : [];
    return { messages: found, reads, bells };
  }

  private async newMessages(now: number): Promise<LiveMessage[]> {
    for (const [id, since] of this.gaps) if (now - since > GAP_TTL_MS) this.gaps.delete(id);
    const after = this.lastId!;
    const gapIds = [...this.gaps.keys()];
    const rows = await this.database()
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        senderAccountId: messages.senderAccountId,
        content: messages.content,
        projectId: messages.projectId,
        quoteRequestId: messages.quoteRequestId,
        createdAt: messages.createdAt,
        low: conversations.lowAccountId,
        high: conversations.highAccountId,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        gapIds.length > 0
          ? or(gt(messages.id, after), inArray(messages.id, gapIds))
          : gt(messages.id, after),
      )
      .orderBy(messages.id)
      .limit(BATCH + gapIds.length);
    let next = after;
    for (const r of rows) {
      this.gaps.delete(r.id);
      if (r.id <= after) continue;
      // Every id between the last one and this one that is not here yet may still commit.
      for (let missing = next + 1; missing < r.id && this.gaps.size < MAX_GAPS; missing++)
        this.gaps.set(missing, now);
      next = r.id;
    }
    this.lastId = next;
    if (rows.length === 0) return [];
    // Attachments are written in the message's transaction: a message seen here has all of its.
    const [attachments, quotes] = await Promise.all([
      loadAttachments(
        rows.map((r) => r.id),
        this.database(),
      ),
      loadQuoteRefNames(
        rows.map((r) => r.quoteRequestId),
        this.database(),
      ),
    ]);
    return rows.map((r) => {
      const quote = r.quoteRequestId !== null ? quotes.get(r.quoteRequestId) : undefined;
      return {
        message: toMessageDto(r, attachments.get(r.id) ?? []),
        accountIds: [r.low, r.high],
        ...(quote ? { quote } : {}),
      };
    });
  }

  private async newReadMarks(watched: number[]): Promise<ReadMark[]> {
    const p = conversationParticipants;
    const since = new Date(this.marksSince!.getTime() - MARK_OVERLAP_MS);
    this.marksSince = await this.clock();
    const rows = await this.database()
      .select({ accountId: p.accountId, conversationId: p.conversationId, at: p.lastReadAt })
      .from(p)
      .where(and(inArray(p.accountId, watched), gt(p.lastReadAt, since)));
    // Forget what fell out of the overlap: it can no longer be read again.
    const horizon = since.getTime() - MARK_OVERLAP_MS;
    for (const [key, at] of this.reported) if (at < horizon) this.reported.delete(key);
    const fresh: ReadMark[] = [];
    for (const r of rows) {
      const key = `${r.conversationId}:${r.accountId}`;
      const at = r.at!.getTime();
      if ((this.reported.get(key) ?? -Infinity) >= at) continue;
      this.reported.set(key, at);
      fresh.push({ accountId: r.accountId, conversationId: r.conversationId });
    }
    return fresh;
  }

  /**
   * Watched accounts with a notification added or read since `since` (the same overlapping window
   * as the read marks, on the database's clock); each change is reported once.
   */
  private async bellChanges(watched: number[], since: Date): Promise<number[]> {
    const n = notifications;
    const changed = sql<Date>`max(greatest(${n.createdAt}, coalesce(${n.readAt}, ${n.createdAt})))`;
    const rows = await this.database()
      .select({ accountId: n.accountId, at: changed.mapWith((v) => new Date(v as string)) })
      .from(n)
      .where(and(inArray(n.accountId, watched), or(gt(n.createdAt, since), gt(n.readAt, since))))
      .groupBy(n.accountId);
    const horizon = since.getTime() - MARK_OVERLAP_MS;
    for (const [id, at] of this.bellsReported) if (at < horizon) this.bellsReported.delete(id);
    const fresh: number[] = [];
    for (const r of rows) {
      const at = r.at.getTime();
      if ((this.bellsReported.get(r.accountId) ?? -Infinity) >= at) continue;
      this.bellsReported.set(r.accountId, at);
      fresh.push(r.accountId);
    }
    return fresh;
  }

  /** The database's clock: every process compares read marks against the same one. */
  private async clock(): Promise<Date> {
    const result = await this.database().execute<{ now: string | Date }>(sql`select now() as now`);
    return new Date(result.rows[0]!.now);
  }
}
