// Images uploaded for a project form that was never saved stay unattached (projectId NULL). They
// are kept a day — long enough for someone to fix a failed save and try again — then swept: rows
// first (in one statement, so an image being attached right now is either attached or swept, never
// both), then their files.
import { and, isNull, lt } from 'drizzle-orm';
import { db as defaultDb, type Db } from '@/lib/db/client.server';
import { projectImages } from '@/lib/db/schema';
import { log } from '@/lib/server/log.server';
import { removeImage, type FileStorage } from '@/lib/uploads/storage.server';

const ORPHAN_MAX_AGE_MS = 24 * 3600 * 1000;

export async function sweepOrphanImages(
  opts: { db?: Db; now?: Date; maxAgeMs?: number; store?: FileStorage } = {},
): Promise<number> {
  const db = opts.db ?? defaultDb();
  const cutoff = new Date(
    (opts.now ?? new Date()).getTime() - (opts.maxAgeMs ?? ORPHAN_MAX_AGE_MS),
  );
  const gone = await db
    .delete(projectImages)
    .where(and(isNull(projectImages.projectId), lt(projectImages.createdAt, cutoff)))
    .returning({ variants: projectImages.variants });
  for (const g of gone) await removeImage(g.variants, opts.store);
  return gone.length;
}

const SWEEP_EVERY_MS = 3600 * 1000;
// Counted from the process start: a test run or a short-lived script never sweeps in the background.
let lastSweep = Date.now();
let running = false;

/**
 * Called after each project create: sweeps at most once an hour per process, in the background (the
 * caller never waits for it and never sees its errors).
 */
export function maybeSweepOrphanImages(db: Db, now = Date.now()): void {
  if (running || now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  running = true;
  sweepOrphanImages({ db })
    .then((n) => {
      if (n > 0) log.info(`swept ${n} unattached project image(s)`);
    })
    .catch((e: unknown) => log.error('sweeping unattached project images failed', e))
    .finally(() => {
      running = false;
    });
}
