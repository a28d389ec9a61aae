// Runs sendNewMessageNotices every minute, once across all server processes (cluster-job.server.ts;
// started with the other jobs by src/server/jobs.server.ts, from the middleware: the job needs
// the bundle's translations, which src/server/serve.ts has not). Each notice is also claimed
// atomically (new-message-notices.server.ts), so even overlapping passes never send one twice.
import type { ClusterJob } from '@/lib/platform/cluster-job.server';
import { sendNewMessageNotices } from './new-message-notices.server';

export const messageNoticeJob: ClusterJob = {
  name: 'message-notices',
  everyMs: 60_000,
  run: () => sendNewMessageNotices(),
};
