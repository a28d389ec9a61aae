// A project's paid promotion (docs/payments.md): `promoted_until` says until when, and the stored
// flag `is_promoted` says whether it is still running, so that the default orders (the list, the
// home page's block) sort on an index instead of on `promoted_until > now()` for every row: at
// 100,000 projects that expression made each first page sort the whole catalogue. Every write of
// `promoted_until` goes through promotionColumns; the job below clears the flag once the time is
// past (at most a minute late, plus the read cache's life).
import { and, eq, lte, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import type { ClusterJob } from '@/lib/platform/cluster-job.server';

/** The columns to write for a promotion ending at `until` (null: none). */
export function promotionColumns(until: Date | null, now = new Date()) {
  return { promotedUntil: until, isPromoted: until !== null && until > now };
}

/** Clears the flag of promotions that have ended; answers how many. */
export async function endPromotions(now = new Date()): Promise<number> {
  const ended = await db()
    .update(projects)
    .set({ isPromoted: false })
    .where(
      and(
        eq(projects.isPromoted, true),
        sql`(${projects.promotedUntil} is null or ${lte(projects.promotedUntil, now)})`,
      ),
    )
    .returning({ id: projects.id });
  return ended.length;
}

export const promotionJob: ClusterJob = {
  name: 'promotions',
  everyMs: 60_000,
  run: () => endPromotions(),
};
