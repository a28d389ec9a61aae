// Sliding-window counters in the `rate_limit_hits` table, so every server process shares them
// (docs/decisions/006-accounts.md). Each function takes `now` so tests move the clock instead of sleeping.
import { and, asc, count, eq, gt, lt, max, min } from 'drizzle-orm';
import { db } from '../db/client.server';
import { rateLimitHits } from '../db/schema';

export type Limit = { limit: number; windowMs: number };
export type LimitState = { allowed: boolean; count: number; retryAfterSeconds: number };

/** How many hits `key` has inside the window, and when the oldest of them leaves it. */
export async function checkLimit(
  key: string,
  rule: Limit,
  now: Date = new Date(),
): Promise<LimitState> {
  const since = new Date(now.getTime() - rule.windowMs);
  const [row] = await db()
    .select({ n: count(), oldest: min(rateLimitHits.at) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, since)));
  const hitCount = row?.n ?? 0;
  if (hitCount < rule.limit) return { allowed: true, count: hitCount, retryAfterSeconds: 0 };
  // The window frees a slot when the (hitCount - limit + 1)-th oldest hit expires.
  const hits = await db()
    .select({ at: rateLimitHits.at })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, since)))
    .orderBy(asc(rateLimitHits.at))
    .limit(hitCount - rule.limit + 1);
  const freeing = hits[hits.length - 1]?.at ?? row?.oldest ?? now;
  const retryMs = freeing.getTime() + rule.windowMs - now.getTime();
  return {
    allowed: false,
    count: hitCount,
    retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)),
  };
}

let hitsSincePrune = 0;
const PRUNE_EVERY = 500;
const KEEP_MS = 24 * 3600 * 1000; // longer than the longest window (1 hour)

export async function recordHit(key: string, now: Date = new Date()): Promise<void> {
  await db().insert(rateLimitHits).values({ key, at: now });
  // Old rows are useless; drop them now and then instead of on every write.
  if (++hitsSincePrune >= PRUNE_EVERY) {
    hitsSincePrune = 0;
    await pruneHits(now);
  }
}

export async function pruneHits(now: Date = new Date()): Promise<void> {
  await db()
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.at, new Date(now.getTime() - KEEP_MS)));
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
