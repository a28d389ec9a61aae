import { describe, expect, it } from 'vitest';
import { telegramSendJob } from '@/lib/telegram/send-job.server';
import { pgliteVacuumJob } from './pglite-vacuum.server';
import { scheduledJobs } from './jobs.server';

describe('scheduledJobs', () => {
  it('vacuums and analyses PGlite, which has no autovacuum, and leaves PostgreSQL to its own', () => {
    expect(scheduledJobs('pglite', false)).toContain(pgliteVacuumJob);
    expect(scheduledJobs('postgres', false)).not.toContain(pgliteVacuumJob);
  });

  it('passes over the Telegram send queue only with the bot configured', () => {
    expect(scheduledJobs('postgres', true)).toContain(telegramSendJob);
    expect(scheduledJobs('postgres', false)).not.toContain(telegramSendJob);
  });

  it('schedules each job once, under a name of its own', () => {
    const names = scheduledJobs('pglite', true).map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
