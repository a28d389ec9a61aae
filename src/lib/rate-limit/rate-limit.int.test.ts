// The sliding window with an injected clock: no sleeps.
import { describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { db } from '../db/client.server';
import { rateLimitHits } from '../db/schema';
import { checkLimit, clearHits, lastHit, pruneHits, recordHit } from './rate-limit.server';

const rule = { limit: 3, windowMs: 60_000 };

describe('rate limit', () => {
  it('allows up to the limit inside the window, then tells when a slot frees', async () => {
    const key = `t:${Math.random()}`;
    const t0 = Date.parse('2026-01-01T10:00:00Z');
    for (let i = 0; i < 3; i++) {
      expect((await checkLimit(key, rule, new Date(t0 + i * 10_000))).allowed).toBe(true);
      await recordHit(key, new Date(t0 + i * 10_000));
    }
    const blocked = await checkLimit(key, rule, new Date(t0 + 30_000));
    expect(blocked).toEqual({ allowed: false, count: 3, retryAfterSeconds: 30 }); // the first hit leaves at t0+60s
    expect((await checkLimit(key, rule, new Date(t0 + 60_001))).allowed).toBe(true);
    expect((await checkLimit(key, rule, new Date(t0 + 60_001))).count).toBe(2);
  });

  it('keys are independent; clearHits forgets one key', async () => {
    const key = `t:${Math.random()}`;
    const b = `t:${Math.random()}`;
    const now = new Date();
    for (let i = 0; i < 3; i++) await recordHit(key, now);
    expect((await checkLimit(b, rule, now)).allowed).toBe(true);
    await clearHits(key);
    expect((await checkLimit(key, rule, now)).count).toBe(0);
  });

  it('lastHit and pruning of day-old rows', async () => {
    const key = `t:${Math.random()}`;
    const old = new Date(Date.now() - 2 * 86_400_000);
    const recent = new Date();
    await recordHit(key, old);
    await recordHit(key, recent);
    expect((await lastHit(key))!.getTime()).toBe(recent.getTime());
    await pruneHits(recent);
    const rows = await db().select().from(rateLimitHits).where(like(rateLimitHits.key, key));
    expect(rows).toHaveLength(1);
  });
});
