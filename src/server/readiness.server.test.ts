import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '@/lib/db/client.server';
import { newestMigration, readiness } from './readiness.server';
import { setWarmingUp, startDraining } from './lifecycle.server';

const db = (rows: Array<{ last: string | null }> | Error) =>
  (() => ({
    execute: () => (rows instanceof Error ? Promise.reject(rows) : Promise.resolve({ rows })),
  })) as never;

describe('readiness', () => {
  it('is ready when the newest migration of this build is applied', async () => {
    const newest = newestMigration(MIGRATIONS_DIR);
    expect(newest).toBeGreaterThan(0);
    expect(await readiness(db([{ last: String(newest) }]))).toEqual({ ready: true });
  });
  it('is not ready on an older database, or none at all', async () => {
    const older = String(newestMigration(MIGRATIONS_DIR) - 1);
    expect(await readiness(db([{ last: older }]))).toEqual({ ready: false, reason: 'migrations' });
    expect(await readiness(db([{ last: null }]))).toEqual({ ready: false, reason: 'migrations' });
    expect(await readiness(db(new Error('gone')))).toEqual({ ready: false, reason: 'database' });
  });
  it('is not ready while warming up, whatever the database says', async () => {
    const applied = db([{ last: String(Date.now()) }]);
    setWarmingUp(true);
    expect(await readiness(applied)).toEqual({ ready: false, reason: 'warming' });
    setWarmingUp(false);
    expect(await readiness(applied)).toEqual({ ready: true });
  });
  it('is not ready once draining, whatever the database says', async () => {
    startDraining();
    expect(await readiness(db([{ last: String(Date.now()) }]))).toEqual({
      ready: false,
      reason: 'draining',
    });
  });
});
