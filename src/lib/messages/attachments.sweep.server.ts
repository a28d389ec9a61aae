// Photos and PDFs uploaded for a message that was never sent stay unattached (messageId NULL). They
// are kept a day — long enough to fix a refused message and send it again — then swept: rows first
// (one statement, so an upload being attached right now is either attached or swept, never both),
// then their files. The same rule as quote request photos (src/lib/quotes/images.sweep.server.ts).
import { and, isNull, lt } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { messageAttachments } from '@/lib/db/schema';
import type { ClusterJob } from '@/lib/platform/cluster-job.server';
import { log } from '@/lib/platform/log.server';
import { removeImage, storage, type FileStorage } from '@/lib/uploads/storage.server';

const UNSENT_MAX_AGE_MS = 24 * 3600 * 1000;

export async function sweepUnsentAttachments(
  now: Date = new Date(),
  store: FileStorage = storage(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNSENT_MAX_AGE_MS);
  const gone = await db()
    .delete(messageAttachments)
    .where(and(isNull(messageAttachments.messageId), lt(messageAttachments.createdAt, cutoff)))
    .returning({ variants: messageAttachments.variants, fileKey: messageAttachments.fileKey });
  for (const g of gone) {
    if (g.variants) await removeImage(g.variants, store);
    if (g.fileKey) await store.remove(g.fileKey);
  }
  return gone.length;
}

/** Hourly, once across all server processes (started by src/server/jobs.server.ts). */
export const attachmentSweepJob: ClusterJob = {
  name: 'message-attachment-sweep',
  everyMs: 3600 * 1000,
  run: async () => {
    const n = await sweepUnsentAttachments();
    if (n > 0) log.info(`swept ${n} unsent message attachment(s)`);
  },
};
