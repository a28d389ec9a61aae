// Admin moderation writes (docs/api.md "Admin"): featuring or hiding a project, deleting a review,
// closing a conversation report. Each one: the admin write limit first, then one transaction with
// the change, its audit entry and (when visitors see the change) the public-cache generation bump;
// this process's caches are dropped after the commit.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { limitAdminWrite } from '@/lib/rate-limit/admin-limit.server';
import { writeAudit } from '@/lib/audit/audit.server';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import { conversationReports, projects, reviews } from '@/lib/db/schema';
import { notFound } from '@/lib/http/app-error';
import { refreshRatingsOfOwners } from '@/lib/projects/reviews/ratings.server';
import { dropPublicCaches, publicDataChanged } from '@/lib/cache/cache-bus.server';
import { noteActivation } from '@/lib/projects/write/activation.server';
import { promotionColumns } from '@/lib/projects/promotion/promotion.server';

export const AdminProjectPatchSchema = z
  .object({
    isFeatured: z.boolean({ error: 'errors:invalidValue' }).optional(),
    isActive: z.boolean({ error: 'errors:invalidValue' }).optional(),
    // Promotion given by hand (the only way without a payment provider, docs/payments.md): first
    // in the default order until then; null ends it.
    promotedUntil: z.iso
      .datetime({ offset: true, error: 'errors:invalidValue' })
      .nullable()
      .optional(),
  })
  .strict();

export const CloseReportSchema = z.object({
  status: z.literal('closed', { error: 'errors:invalidEnum' }),
});

/** PATCH /api/admin/projects/{id}: flags featured and/or active, sets or ends a promotion. */
export async function patchProjectAsAdmin(
  admin: SessionAccount,
  projectId: number,
  body: z.output<typeof AdminProjectPatchSchema>,
): Promise<void> {
  await limitAdminWrite(admin.id, 'write');
  await db().transaction(async (tx) => {
    const [row] = await tx
      .select({
        isFeatured: projects.isFeatured,
        isActive: projects.isActive,
        promotedUntil: projects.promotedUntil,
      })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    if (!row) throw notFound();
    const { promotedUntil, ...flags } = body;
    const until = promotedUntil ? new Date(promotedUntil) : null;
    const promoted = promotedUntil === undefined ? {} : promotionColumns(until);
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    const before = { ...row, promotedUntil: iso(row.promotedUntil) };
    const after = {
      ...before,
      ...flags,
      ...(promotedUntil === undefined ? {} : { promotedUntil: iso(until) }),
    };
    await tx
      .update(projects)
      .set({ ...flags, ...promoted, updatedAt: sql`now()` })
      .where(eq(projects.id, projectId));
    await noteActivation(tx, projectId, row.isActive, flags.isActive ?? row.isActive);
    await writeAudit(tx, admin.id, {
      action: 'project.update',
      entity: 'project',
      entityId: projectId,
      before,
      after,
    });
    await publicDataChanged(tx);
  });
  dropPublicCaches();
}

/** DELETE /api/admin/reviews/{id}: the review goes, and its stars leave the owner's ratings. */
export async function deleteReviewAsAdmin(admin: SessionAccount, reviewId: number): Promise<void> {
  await limitAdminWrite(admin.id, 'delete');
  await db().transaction(async (tx) => {
    const [row] = await tx
      .select({
        projectId: reviews.projectId,
        accountId: reviews.accountId,
        text: reviews.text,
        rating: reviews.rating,
        ownerAccountId: projects.ownerAccountId,
      })
      .from(reviews)
      .innerJoin(projects, eq(projects.id, reviews.projectId))
      .where(eq(reviews.id, reviewId));
    if (!row) throw notFound();
    const { ownerAccountId, ...before } = row;
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    await refreshRatingsOfOwners(tx, [ownerAccountId]);
    await writeAudit(tx, admin.id, {
      action: 'review.delete',
      entity: 'review',
      entityId: reviewId,
      before,
      after: null,
    });
    await publicDataChanged(tx);
  });
  dropPublicCaches();
}

/** PATCH /api/admin/conversation-reports/{id} { status: 'closed' }: an open report is closed; closing a closed one changes nothing. */
export async function closeReport(admin: SessionAccount, reportId: number) {
  await limitAdminWrite(admin.id, 'write');
  return db().transaction(async (tx) => {
    const [report] = await tx
      .select({ status: conversationReports.status, closedAt: conversationReports.closedAt })
      .from(conversationReports)
      .where(eq(conversationReports.id, reportId))
      .for('update');
    if (!report) throw notFound();
    if (report.status === 'closed')
      return { id: reportId, status: 'closed', closedAt: report.closedAt!.toISOString() };
    const [row] = await tx
      .update(conversationReports)
      .set({ status: 'closed', closedAt: sql`now()` })
      .where(and(eq(conversationReports.id, reportId), eq(conversationReports.status, 'open')))
      .returning({ closedAt: conversationReports.closedAt });
    await writeAudit(tx, admin.id, {
      action: 'conversation_report.close',
      entity: 'conversation_report',
      entityId: reportId,
      before: { status: 'open' },
      after: { status: 'closed' },
    });
    return { id: reportId, status: 'closed', closedAt: row!.closedAt!.toISOString() };
  });
}
