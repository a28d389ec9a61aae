// GET /api/admin/audit-log: the audit log, newest first, with each actor's name (a deleted actor's
// entries stay, with actor null).
import { count, desc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts, auditLog } from '@/lib/db/schema';
import { ListQuerySchema, type Paged } from '@/lib/http/query';

export const AuditQuerySchema = ListQuerySchema.pick({ PageNumber: true }).extend({
  PageSize: ListQuerySchema.shape.PageSize.unwrap().default(20),
});

export type AuditItem = {
  id: number;
  at: string;
  actor: { id: number; fullName: string } | null;
  action: string;
  entity: string;
  entityId: number | null;
  details: unknown;
};

export async function listAudit(page: {
  PageNumber: number;
  PageSize: number;
}): Promise<Paged<AuditItem>> {
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorId: accounts.id,
        actorName: accounts.fullName,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.id, auditLog.actorAccountId))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.PageSize)
      .offset((page.PageNumber - 1) * page.PageSize),
    db().select({ n: count() }).from(auditLog),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actorId === null ? null : { id: r.actorId, fullName: r.actorName ?? '' },
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      details: r.details ?? {},
    })),
    metaData: { totalCount: total?.n ?? 0, pageNumber: page.PageNumber, pageSize: page.PageSize },
  };
}
