// Reports (docs/api.md "Messages"): a participant reports a conversation; the report keeps a copy of
// the last messages as they were, so editing history cannot hide what was said (messages cannot be
// edited today; the copy also survives deleted accounts). Admins read reports, and through them the
// reported conversations — no other conversation is open to them. Each reading is written to the
// audit log: private messages are read by a person, and that leaves a trace.
import { writeAudit } from '@/lib/audit/audit.server';
import { and, count, desc, eq } from 'drizzle-orm';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import {
  accounts,
  conversationParticipants,
  conversationReports,
  conversations,
  messages,
} from '@/lib/db/schema';
import { conflict, forbidden, notFound } from '@/lib/http/app-error';
import type { Paged } from '@/lib/http/query';
import type { Page } from './conversations.server';
import { loadParties, type Party } from './parties.server';
import { REPORT_SNAPSHOT } from './messages.schema';

export const REPORT_ERRORS = { alreadyReported: 'messages:errors.alreadyReported' } as const;

type Snapshot = (typeof conversationReports.$inferSelect)['lastMessages'];

export type ReportItem = {
  id: number;
  conversationId: number;
  reporter: { accountId: number; fullName: string };
  reason: string;
  status: string;
  createdAt: string;
};

export type ReportDetail = ReportItem & { lastMessages: Snapshot; participants: Party[] };

/**
 * The caller reports a conversation it takes part in. Allowed even after blocking the other party
 * (block, then report is the natural order), though the conversation is hidden from the caller then.
 * One open report per reporter and conversation: a second → 409.
 */
export async function reportConversation(
  caller: SessionAccount,
  conversationId: number,
  input: { reason: string },
): Promise<{ id: number }> {
  return db().transaction(async (tx) => {
    // The conversation row lock puts two reports of one conversation in a queue, so the "one open
    // report" check below cannot be passed by both.
    const [own] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .innerJoin(
        conversationParticipants,
        and(
          eq(conversationParticipants.conversationId, conversations.id),
          eq(conversationParticipants.accountId, caller.id),
        ),
      )
      .where(eq(conversations.id, conversationId))
      .for('update', { of: conversations });
    if (!own) throw notFound();
    const [open] = await tx
      .select({ id: conversationReports.id })
      .from(conversationReports)
      .where(
        and(
          eq(conversationReports.conversationId, conversationId),
          eq(conversationReports.reporterAccountId, caller.id),
          eq(conversationReports.status, 'open'),
        ),
      );
    if (open) throw conflict(REPORT_ERRORS.alreadyReported);
    const latest = await tx
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(desc(messages.id))
      .limit(REPORT_SNAPSHOT);
    const lastMessages: Snapshot = latest.reverse().map((m) => ({
      id: m.id,
      fromAccountId: m.senderAccountId,
      content: m.content,
      createdAt: m.createdAt.toISOString(),
    }));
    const [row] = await tx
      .insert(conversationReports)
      .values({ conversationId, reporterAccountId: caller.id, reason: input.reason, lastMessages })
      .returning({ id: conversationReports.id });
    return { id: row!.id };
  });
}

/** Admin only: the routes call it before parsing, so a non-admin never learns what a bad id or query would do. */
export function assertAdmin(caller: SessionAccount): void {
  if (caller.role !== 'Admin') throw forbidden();
}

const itemColumns = {
  id: conversationReports.id,
  conversationId: conversationReports.conversationId,
  reporterId: conversationReports.reporterAccountId,
  reporterName: accounts.fullName,
  reason: conversationReports.reason,
  status: conversationReports.status,
  createdAt: conversationReports.createdAt,
};

type ItemRow = {
  id: number;
  conversationId: number;
  reporterId: number;
  reporterName: string;
  reason: string;
  status: string;
  createdAt: Date;
};

const toItem = (r: ItemRow): ReportItem => ({
  id: r.id,
  conversationId: r.conversationId,
  reporter: { accountId: r.reporterId, fullName: r.reporterName },
  reason: r.reason,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

/** GET /api/admin/conversation-reports: every report, newest first (Admin only). */
export async function listReports(caller: SessionAccount, page: Page): Promise<Paged<ReportItem>> {
  assertAdmin(caller);
  const [rows, [total]] = await Promise.all([
    db()
      .select(itemColumns)
      .from(conversationReports)
      .innerJoin(accounts, eq(accounts.id, conversationReports.reporterAccountId))
      .orderBy(desc(conversationReports.createdAt), desc(conversationReports.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    db().select({ n: count() }).from(conversationReports),
  ]);
  return {
    items: rows.map(toItem),
    metaData: { totalCount: total?.n ?? 0, pageNumber: page.pageNumber, pageSize: page.pageSize },
  };
}

/** GET /api/admin/conversation-reports/{id}: the report with its messages and both people. */
export async function getReport(caller: SessionAccount, id: number): Promise<ReportDetail> {
  assertAdmin(caller);
  const [row] = await db()
    .select({
      ...itemColumns,
      lastMessages: conversationReports.lastMessages,
      low: conversations.lowAccountId,
      high: conversations.highAccountId,
    })
    .from(conversationReports)
    .innerJoin(accounts, eq(accounts.id, conversationReports.reporterAccountId))
    .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
    .where(eq(conversationReports.id, id));
  if (!row) throw notFound();
  const parties = await loadParties([row.low, row.high]);
  await writeAudit(db(), caller.id, {
    action: 'conversation_report.read',
    entity: 'conversation_report',
    entityId: row.id,
    extra: { conversationId: row.conversationId },
  });
  return {
    ...toItem(row),
    lastMessages: row.lastMessages,
    participants: [row.low, row.high].flatMap((a) => {
      const p = parties.get(a);
      return p ? [p] : [];
    }),
  };
}
