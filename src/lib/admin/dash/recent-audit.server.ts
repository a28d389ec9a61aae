// The latest audit-log entries for the admin dashboard, with the actor's name (one joined query).
import { desc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts, auditLog } from '@/lib/db/schema';

export type AuditEntry = {
  id: number;
  at: Date;
  action: string;
  entity: string;
  entityId: number | null;
  actorId: number | null;
  actorName: string | null;
};

export async function recentAudit(limit = 10): Promise<AuditEntry[]> {
  return db()
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      actorId: auditLog.actorAccountId,
      actorName: accounts.fullName,
    })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorAccountId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
