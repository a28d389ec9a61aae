// The sliding window with an injected clock: no sleeps.
import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { rateLimitHits } from '@/lib/db/schema';
import {
  checkLimit,
  clearHits,
  lastHit,
  pruneHits,
  releaseHits,
  reserveHits,
} from './rate-limit.server';

const rule = { limit: 3, windowMs: 60_000 };
const hitsOf = (key: string) => db().select().from(rateLimitHits).where(eq(rateLimitHits.key, key));

describe('rate limit', () => {
  it('reserves up to the limit inside the window, then tells when a slot frees', async () => {
    const key = `t:${Math.random()}`;
    const t0 = Date.parse('2026-01-01T10:00:00Z');
    for (let i = 0; i < 3; i++) {
      const r = await reserveHits([{ key, rule }], new Date(t0 + i * 10_000));
      expect(r.allowed).toBe(true);
    }
    expect(await reserveHits([{ key, rule }], new Date(t0 + 30_000))).toEqual({
      allowed: false,
      retryAfterSeconds: 30, // the first hit leaves at t0+60s
    });
    expect(await checkLimit(key, rule, new Date(t0 + 30_000))).toEqual({
      allowed: false,
      count: 3,
      retryAfterSeconds: 30,
    });
    expect(await hitsOf(key)).toHaveLength(3); // a refused attempt is not counted
    expect((await checkLimit(key, rule, new Date(t0 + 60_001))).count).toBe(2);
    expect((await reserveHits([{ key, rule }], new Date(t0 + 60_001))).allowed).toBe(true);
  });

  it('counts against every limit or none, and a refusal names the longest wait', async () => {
    const full = `t:${Math.random()}`;
    const free = `t:${Math.random()}`;
    const t0 = Date.parse('2026-01-01T10:00:00Z');
    for (let i = 0; i < 3; i++) await reserveHits([{ key: full, rule }], new Date(t0));
    const long = { limit: 1, windowMs: 3600_000 };
    await reserveHits([{ key: `${free}:long`, rule: long }], new Date(t0));
    const r = await reserveHits(
      [
        { key: free, rule },
        { key: full, rule },
        { key: `${free}:long`, rule: long },
      ],
      new Date(t0 + 1000),
    );
    expect(r).toEqual({ allowed: false, retryAfterSeconds: 3599 });
    expect(await hitsOf(free)).toHaveLength(0);
    const ok = await reserveHits(
      [
        { key: free, rule },
        { key: `${free}:other`, rule },
      ],
      new Date(t0),
    );
    expect(ok.allowed && ok.hitIds).toHaveLength(2);
  });

  it('releaseHits gives back one attempt and leaves the others', async () => {
    const key = `t:${Math.random()}`;
    const now = new Date();
    await reserveHits([{ key, rule }], now);
    const second = await reserveHits([{ key, rule }], now);
    if (!second.allowed) throw new Error('expected a slot');
    await releaseHits(second.hitIds);
    expect((await checkLimit(key, rule, now)).count).toBe(1);
  });

  it('keys are independent; clearHits forgets one key', async () => {
    const a = `t:${Math.random()}`;
    const b = `t:${Math.random()}`;
    const now = new Date();
    for (let i = 0; i < 3; i++) await reserveHits([{ key: a, rule }], now);
    expect((await checkLimit(b, rule, now)).allowed).toBe(true);
    await clearHits(a);
    expect((await checkLimit(a, rule, now)).count).toBe(0);
  });

  it('lastHit and pruning of day-old rows', async () => {
    const key = `t:${Math.random()}`;
    const old = new Date(Date.now() - 2 * 86_400_000);
    const recent = new Date();
    await reserveHits([{ key, rule }], old);
    await reserveHits([{ key, rule }], recent);
    expect((await lastHit(key))!.getTime()).toBe(recent.getTime());
    await pruneHits(recent);
    const rows = await db().select().from(rateLimitHits).where(like(rateLimitHits.key, key));
    expect(rows).toHaveLength(1);
  });
});
