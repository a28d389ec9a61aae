// Scheduled jobs run once per period across processes: the period is kept in the database, and on
// PostgreSQL a process that finds another running the job skips its turn.
import { describe, expect, it } from 'vitest';
import { getHandle } from '@/lib/db/client.server';
import { LOCK_SPACE, withAdvisoryLock } from '@/lib/db/advisory-lock.server';
import { runIfDue, type ClusterJob } from './cluster-job.server';

const HOUR = 3600_000;
const job = (name: string, run: () => Promise<unknown> = async () => {}): ClusterJob => ({
  name: `${name}-${Math.random().toString(36).slice(2)}`,
  everyMs: HOUR,
  run,
});

describe('runIfDue', () => {
  it('runs a job once per period, wherever the next tick comes from', async () => {
    let runs = 0;
    const j = job('period', async () => void runs++);
    const t0 = new Date('2026-03-01T10:00:00Z');
    expect(await runIfDue(j, t0)).toBe('ran');
    // Another process ticking a minute later finds the run recorded.
    expect(await runIfDue(j, new Date(t0.getTime() + 60_000))).toBe('notDue');
    expect(await runIfDue(j, new Date(t0.getTime() + HOUR))).toBe('ran');
    expect(runs).toBe(2);
  });

  it('a failing run waits for its next period instead of retrying on every tick', async () => {
    const j = job('failing', () => Promise.reject(new Error('boom')));
    const t0 = new Date('2026-03-01T10:00:00Z');
    await expect(runIfDue(j, t0)).rejects.toThrow('boom');
    expect(await runIfDue(j, new Date(t0.getTime() + 60_000))).toBe('notDue');
  });

  it('skips the turn while another connection holds the job (PostgreSQL; PGlite is one process)', async () => {
    let runs = 0;
    const j = job('busy', async () => void runs++);
    const pool = getHandle().pool;
    if (!pool) {
      // One process owns a PGlite database: there is no one else to wait for.
      expect(await runIfDue(j)).toBe('ran');
      expect(runs).toBe(1);
      return;
    }
    const other = await pool.connect();
    try {
      await other.query('select pg_advisory_lock($1, hashtext($2))', [LOCK_SPACE.jobs, j.name]);
      expect(await runIfDue(j)).toBe('busy');
      expect(runs).toBe(0);
      await other.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE.jobs, j.name]);
      expect(await runIfDue(j)).toBe('ran');
      expect(runs).toBe(1);
    } finally {
      other.release();
    }
  });
});

describe('withAdvisoryLock', () => {
  it('with wait, runs the work once the other holder lets go (at once on PGlite)', async () => {
    const name = `wait-${Math.random().toString(36).slice(2)}`;
    const events: string[] = [];
    const lock = { space: LOCK_SPACE.startup, name, wait: true };
    const pool = getHandle().pool;
    if (!pool) {
      expect(await withAdvisoryLock(lock, async () => events.push('work'))).toEqual({
        ran: true,
        value: 1,
      });
      return;
    }
    const other = await pool.connect();
    try {
      await other.query('select pg_advisory_lock($1, hashtext($2))', [lock.space, name]);
      const waiting = withAdvisoryLock(lock, async () => events.push('work'));
      // The waiter is blocked inside PostgreSQL until the holder unlocks.
      await until(async () => {
        const r = await other.query<{ n: number }>(
          `select count(*)::int as n from pg_locks
           where locktype = 'advisory' and not granted and database =
             (select oid from pg_database where datname = current_database())`,
        );
        return r.rows[0]!.n > 0;
      });
      events.push('released');
      await other.query('select pg_advisory_unlock($1, hashtext($2))', [lock.space, name]);
      expect(await waiting).toEqual({ ran: true, value: 2 });
      expect(events).toEqual(['released', 'work']);
    } finally {
      other.release();
    }
  });
});

async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
}
