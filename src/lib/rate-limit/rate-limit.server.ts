// Sliding-window counters in the `rate_limit_hits` table, so every server process shares them
// (docs/decisions/006-accounts.md). Each function takes `now` so tests move the clock instead of
// sleeping.
import { and, asc, count, eq, gt, inArray, lt, max, min, sql } from 'drizzle-orm';
import { db, type Db, type Tx } from '@/lib/db/client.server';
import { rateLimitHits } from '@/lib/db/schema';
import { deleteInBatches } from '@/lib/db/delete-in-batches.server';
import { ENROLLMENT_NOTICE_SECONDS, LIMITS, type Limit } from './limits';

export type LimitState = { allowed: boolean; count: number; retryAfterSeconds: number };
export type LimitEntry = { key: string; rule: Limit };
export type Reservation =
  { allowed: true; hitIds: number[] } | { allowed: false; retryAfterSeconds: number };

/** How many hits `key` has inside the window, and when the oldest of them leaves it. */
export async function checkLimit(
  key: string,
  rule: Limit,
  now: Date = new Date(),
  q: Db | Tx = db(),
): Promise<LimitState> {
  const since = new Date(now.getTime() - rule.windowMs);
  const [row] = await q
    .select({ n: count(), oldest: min(rateLimitHits.at) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, since)));
  const n = row?.n ?? 0;
  if (n < rule.limit) return { allowed: true, count: n, retryAfterSeconds: 0 };
  // The window frees a slot when the (n - limit + 1)-th oldest hit expires.
  const hits = await q
    .select({ at: rateLimitHits.at })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, since)))
    .orderBy(asc(rateLimitHits.at))
    .limit(n - rule.limit + 1);
  const freeing = hits[hits.length - 1]?.at ?? row?.oldest ?? now;
  const retryMs = freeing.getTime() + rule.windowMs - now.getTime();
  return { allowed: false, count: n, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) };
}

/** Keeps these advisory locks apart from any other use of pg_advisory_xact_lock. */
const LOCK_SPACE = 0x524c;

/**
 * Counts one attempt against every limit in `entries`, or against none when any of them is used
 * up. The hit is written *before* the work it guards (a password check, a code sent): checking
 * first and recording after the work let parallel requests all pass the check. The count and the
 * insert run in one transaction holding a per-key advisory lock, so requests for one key — in this
 * process or in other servers on the same PostgreSQL — are admitted one at a time. (PGlite runs
 * one transaction at a time anyway; the lock costs nothing there.)
 * A reserved attempt that turns out not to be a failure hands its hits back with `releaseHits`.
 */
export async function reserveHits(
  entries: LimitEntry[],
  now: Date = new Date(),
): Promise<Reservation> {
  const reservation = await db().transaction(async (tx): Promise<Reservation> => {
    const keyList = sql.join(
      entries.map((e) => sql`${e.key}`),
      sql`, `,
    );
    // In hash order, so two requests locking overlapping sets of keys cannot deadlock.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOCK_SPACE}, h)
          from (select distinct hashtext(k) as h from unnest(array[${keyList}]::text[]) as k
                order by h) as locks`,
    );
    // A statement after the lock: its snapshot sees every hit committed by the lock's last holder.
    const rules = sql.join(
      entries.map((e) => {
        const since = new Date(now.getTime() - e.rule.windowMs).toISOString();
        return sql`(${e.key}::text, ${since}::timestamptz, ${e.rule.limit}::int)`;
      }),
      sql`, `,
    );
    const inserted = await tx.execute<{ id: number }>(
      sql`with rules(key, since, lim) as (values ${rules})
          insert into ${rateLimitHits} (key, at)
          select key, ${now.toISOString()}::timestamptz from rules
          where not exists (
            select 1 from rules r
            where (select count(*) from ${rateLimitHits} h
                   where h.key = r.key and h.at > r.since) >= r.lim)
          returning id`,
    );
    if (inserted.rows.length > 0) return { allowed: true, hitIds: inserted.rows.map((r) => r.id) };
    // Allowed again only once every full limit has a free slot: the longest wait of them.
    let wait = 1;
    for (const e of entries) {
      const state = await checkLimit(e.key, e.rule, now, tx);
      if (!state.allowed) wait = Math.max(wait, state.retryAfterSeconds);
    }
    return { allowed: false, retryAfterSeconds: wait };
  });
  return reservation;
}

/** Gives back the hits of an attempt that was not a failure (e.g. the right password). */
export async function releaseHits(hitIds: number[]): Promise<void> {
  if (hitIds.length === 0) return;
  await db().delete(rateLimitHits).where(inArray(rateLimitHits.id, hitIds));
}

/**
 * Hits older than the longest window count for nothing: the limits' and the notices' once-a-day
 * (notify-account.server.ts). Pruned hourly by src/server/prune.server.ts.
 */
export const KEEP_HITS_MS = Math.max(
  ...Object.values(LIMITS).map((l) => l.windowMs),
  ENROLLMENT_NOTICE_SECONDS * 1000,
);

export async function pruneHits(now: Date = new Date()): Promise<number> {
  return deleteInBatches(
    db(),
    rateLimitHits,
    lt(rateLimitHits.at, new Date(now.getTime() - KEEP_HITS_MS)),
  );
}

/** Forget a key (a successful sign-in clears the account's failures). */
export async function clearHits(key: string): Promise<void> {
  await db().delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

/** The latest hit of a key, or null (the resend countdown is measured from it). */
export async function lastHit(key: string): Promise<Date | null> {
  const [row] = await db()
    .select({ at: max(rateLimitHits.at) })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.key, key));
  return row?.at ?? null;
}
