// Images uploaded for a project form that was never saved stay unattached (projectId NULL). They
// are kept a day — long enough for someone to fix a failed save and try again — then swept: rows
// first (in one statement, so an image being attached right now is either attached or swept, never
// both), then their files.
import { and, isNull, lt } from 'drizzle-orm';
import { db as defaultDb, type Db } from '@/lib/db/client.server';
import { projectImages } from '@/lib/db/schema';
import type { ClusterJob } from '@/lib/platform/cluster-job.server';
import { log } from '@/lib/platform/log.server';
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

/** Hourly, once across all server processes (started by src/server/jobs.server.ts). */
export const orphanImageSweepJob: ClusterJob = {
  name: 'orphan-image-sweep',
  everyMs: 3600 * 1000,
  run: async () => {
    const n = await sweepOrphanImages();
    if (n > 0) log.info(`swept ${n} unattached project image(s)`);
  },
};
