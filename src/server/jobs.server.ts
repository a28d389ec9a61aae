// The one place where a server process starts its background work, on its first request
// (src/middleware.ts: the notice job needs the bundle's translations, which src/server/serve.ts has
// not; tests and scripts never run the middleware, so they never start any of it):
// - the scheduled jobs, each run once per period across all processes (cluster-job.server.ts),
//   among them the one that gives older project images the widths added since and the one that
//   ends paid promotions on time, and the sweeps of photos never attached to a project or a
//   quote request, and of photos and files never sent in a message; the saved-search alerts
//   (docs/saved-searches.md); with the Telegram bot configured, the pass over its send queue every
//   few seconds;
// - on PGlite, the vacuum and analysis PostgreSQL's autovacuum would do (pglite-vacuum.server.ts);
// - the cache bus's listener, so admin writes in other processes drop this one's caches at once.
import { attachmentSweepJob } from '@/lib/messages/attachments.sweep.server';
import { messageNoticeJob } from '@/lib/messages/notices/notice-job.server';
import { orphanImageSweepJob } from '@/lib/projects/write/project-images.sweep.server';
import { imageVariantJob } from '@/lib/projects/write/project-images.variants.server';
import { listenForPublicChanges } from '@/lib/cache/cache-bus.server';
import { scheduleClusterJob, type ClusterJob } from '@/lib/platform/cluster-job.server';
import { promotionJob } from '@/lib/projects/promotion/promotion.server';
import { quoteImageSweepJob } from '@/lib/quotes/images.sweep.server';
import { telegramEnabled } from '@/lib/telegram/settings.server';
import { telegramSendJob } from '@/lib/telegram/send-job.server';
import { savedSearchAlertJob } from '@/lib/saved-searches/alert-job.server';
import { getHandleOrNull } from '@/lib/db/client.server';
import { pruneJob } from './prune.server';
import { pgliteVacuumJob } from './pglite-vacuum.server';

let started = false;

/**
 * The scheduled jobs of a process on this kind of database: PostgreSQL vacuums and analyses by
 * itself (autovacuum); PGlite has no such process, so it gets the job that does it.
 */
export function scheduledJobs(
  database: 'pglite' | 'postgres' | undefined,
  telegram: boolean,
): ClusterJob[] {
  return [
    messageNoticeJob,
    orphanImageSweepJob,
    pruneJob,
    imageVariantJob,
    promotionJob,
    quoteImageSweepJob,
    attachmentSweepJob,
    savedSearchAlertJob,
    ...(telegram ? [telegramSendJob] : []),
    ...(database === 'pglite' ? [pgliteVacuumJob] : []),
  ];
}

export function startBackgroundWork(): void {
  if (started) return;
  started = true;
  for (const job of scheduledJobs(getHandleOrNull()?.kind, telegramEnabled()))
    scheduleClusterJob(job);
  listenForPublicChanges();
}
