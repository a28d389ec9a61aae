// Photos uploaded for a quote request that was never sent stay unattached (requestId NULL). They
// are kept a day — long enough to fix a refused request and send it again — then swept: rows first
// (one statement, so a photo being attached right now is either attached or swept, never both),
// then their files. The same rule as project images (project-images.sweep.server.ts).
import { and, isNull, lt } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { quoteRequestImages } from '@/lib/db/schema';
import type { ClusterJob } from '@/lib/platform/cluster-job.server';
import { log } from '@/lib/platform/log.server';
import { removeImage } from '@/lib/uploads/storage.server';

const UNSENT_MAX_AGE_MS = 24 * 3600 * 1000;

export async function sweepUnsentQuoteImages(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNSENT_MAX_AGE_MS);
  const gone = await db()
    .delete(quoteRequestImages)
    .where(and(isNull(quoteRequestImages.requestId), lt(quoteRequestImages.createdAt, cutoff)))
    .returning({ variants: quoteRequestImages.variants });
  for (const g of gone) await removeImage(g.variants);
  return gone.length;
}

/** Hourly, once across all server processes (started by src/server/jobs.server.ts). */
export const quoteImageSweepJob: ClusterJob = {
  name: 'quote-image-sweep',
  everyMs: 3600 * 1000,
  run: async () => {
    const n = await sweepUnsentQuoteImages();
    if (n > 0) log.info(`swept ${n} unsent quote request photo(s)`);
  },
};
