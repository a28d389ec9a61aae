// The audit log (docs/api.md "Admin": every admin write is recorded): who did what to which object,
// with the fields that changed (before → after), written in the same transaction as the change so
// a rolled-back write leaves no entry and a committed one always has its entry.
import type { Db, Tx } from '@/lib/db/client.server';
import { auditLog } from '@/lib/db/schema';

type Fields = Record<string, unknown>;

export type AuditInput = {
  /** `<entity>.<verb>`, e.g. `category.update`, `user.block` */
  action: string;
  entity: string;
  entityId: number | null;
  /** the object before the write (absent for a create) */
  before?: Fields | null;
  /** the object after the write (absent for a delete) */
  after?: Fields | null;
  /** anything else worth keeping (e.g. a reason) */
  extra?: Fields;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only the fields that differ, each as { before, after }; every field for a create or delete. */
export function changedFields(before: Fields | null | undefined, after: Fields | null | undefined) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const k of keys) {
    const b = before?.[k] ?? null;
    const a = after?.[k] ?? null;
    if (!before || !after || !same(b, a)) out[k] = { before: b, after: a };
  }
  return out;
}

export async function writeAudit(conn: Db | Tx, actorAccountId: number, input: AuditInput) {
  const changes =
    input.before === undefined && input.after === undefined
      ? undefined
      : changedFields(input.before, input.after);
  await conn.insert(auditLog).values({
    actorAccountId,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId,
    details: { ...(changes ? { changes } : {}), ...(input.extra ?? {}) },
  });
}
