// Scheduled work that runs once per period across every server process sharing the database
// (docs/decisions/011-several-processes.md): each process ticks, and a tick runs the job only when
// it gets the job's advisory lock (another process running it now → skip) and the time of the
// job's last run, kept in app_state, is a period old. So two processes, or ten, prune once an hour
// between them, and a restart does not run every job again at once.
import { eq } from 'drizzle-orm';
import { LOCK_SPACE, withAdvisoryLock } from '@/lib/db/advisory-lock.server';
import { db, getHandleOrNull } from '@/lib/db/client.server';
import { appState } from '@/lib/db/schema';
import { log } from './log.server';
import { beforeDatabaseCloses } from './shutdown.server';

export type ClusterJob = {
  /** Names the lock and the app_state row (`job:<name>`). */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
};

/** Timers fire a little late; a run this much early still counts as due. */
const EARLY_MS = 2_000;
const MAX_TICK_MS = 60_000;

export type RunOutcome = 'ran' | 'busy' | 'notDue';

/** One attempt: runs the job if no other process is running it and its period has passed. */
export async function runIfDue(job: ClusterJob, now = new Date()): Promise<RunOutcome> {
  const outcome = await withAdvisoryLock(
    { space: LOCK_SPACE.jobs, name: job.name, wait: false },
    async (): Promise<RunOutcome> => {
      const key = `job:${job.name}`;
      const [row] = await db()
        .select({ value: appState.value })
        .from(appState)
        .where(eq(appState.key, key));
      const last = Date.parse((row?.value as { at?: string } | undefined)?.at ?? '');
      if (now.getTime() - last < job.everyMs - EARLY_MS) return 'notDue';
      // Noted before the work: a job that fails waits for its next period instead of retrying on
      // every tick of every process.
      const value = { at: now.toISOString() };
      await db()
        .insert(appState)
        .values({ key, value })
        .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: now } });
      await job.run();
      return 'ran';
    },
  );
  return outcome.ran ? outcome.value : 'busy';
}

/** The jobs ticking in this process. */
const started = new Set<string>();

/** Starts ticking for `job` in this process (once per name); the last run finishes on shutdown. */
export function scheduleClusterJob(job: ClusterJob): void {
  if (started.has(job.name)) return;
  started.add(job.name);
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(
    () => {
      if (busy || !getHandleOrNull()) return;
      busy = true;
      running = runIfDue(job)
        .catch((e: unknown) => log.error(`scheduled job ${job.name} failed`, e))
        .finally(() => {
          busy = false;
        });
    },
    Math.min(job.everyMs, MAX_TICK_MS),
  );
  timer.unref(); // never what keeps a stopping process alive
  beforeDatabaseCloses(async () => {
    clearInterval(timer);
    await running; // a pass half done could leave work claimed but not done
  });
}
