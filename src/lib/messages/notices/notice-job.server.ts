// Runs sendNewMessageNotices every minute inside the server process (started by src/middleware.ts
// on the first request: the job needs the bundle's translations, which scripts/serve.ts has not).
// Safe with several processes: each notice is claimed atomically (new-message-notices.server.ts).
import { getHandleOrNull } from '@/lib/db/client.server';
import { log } from '@/lib/server/log.server';
import { beforeDatabaseCloses } from '@/lib/server/shutdown.server';
import { sendNewMessageNotices } from './new-message-notices.server';

const EVERY_MS = 60_000;
const KEY = Symbol.for('marketplace.messageNoticeJob');
const g = globalThis as unknown as { [KEY]?: { timer: NodeJS.Timeout; running: Promise<unknown> } };

export function startMessageNoticeJob(): void {
  if (g[KEY]) return;
  const job = {
    running: Promise.resolve() as Promise<unknown>,
    timer: setInterval(() => {
      if (!getHandleOrNull()) return;
      job.running = sendNewMessageNotices().catch((e: unknown) =>
        log.error('sending new-message notices', e),
      );
    }, EVERY_MS),
  };
  job.timer.unref(); // never what keeps a stopping process alive
  g[KEY] = job;
  beforeDatabaseCloses(async () => {
    clearInterval(job.timer);
    await job.running; // a pass half done would leave claims without their notice
  });
}
