import { describe, expect, it } from 'vitest';
import { restartDelay, workerCount } from './cluster.server';

const PG = 'postgres://localhost/db';

describe('workerCount', () => {
  it('runs what WEB_CONCURRENCY asks on PostgreSQL, one per core for 0', () => {
    expect(workerCount({ WEB_CONCURRENCY: 1, DATABASE_URL: PG }, 8)).toEqual({ count: 1 });
    expect(workerCount({ WEB_CONCURRENCY: 3, DATABASE_URL: PG }, 8)).toEqual({ count: 3 });
    expect(workerCount({ WEB_CONCURRENCY: 0, DATABASE_URL: PG }, 8)).toEqual({ count: 8 });
  });

  it('stays one process on PGlite and says why', () => {
    const r = workerCount({ WEB_CONCURRENCY: 4, DATABASE_URL: undefined }, 8);
    expect(r.count).toBe(1);
    expect(r.note).toMatch(/PGlite.*DATABASE_URL/s);
    expect(workerCount({ WEB_CONCURRENCY: 1, DATABASE_URL: undefined }, 8)).toEqual({ count: 1 });
  });
});

describe('restartDelay', () => {
  it('replaces at once after a worker that lived, and backs off while they keep crashing', () => {
    expect(restartDelay(0)).toBe(0);
    expect([1, 2, 3, 4].map(restartDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(restartDelay(20)).toBe(30_000);
  });
});
