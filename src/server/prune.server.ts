// Rows that no request reads any more, deleted hourly (once across all server processes, see
// cluster-job.server.ts) in bounded batches, so the tables hit on every sign-in and page view stay
// small: without this, sessions, codes and rate-limit hits only ever grow.
import { lt, sql } from 'drizzle-orm';
import { PENDING_SIGNUP_MS } from '@/lib/accounts/registration/resend-registration-code.server';
import { db } from '@/lib/db/client.server';
import { deleteInBatches } from '@/lib/db/delete-in-batches.server';
import { oneTimeCodes, resetTokens, sessions, telegramLinkTokens } from '@/lib/db/schema';
import { forgetViewsBefore, tashkentDay } from '@/lib/projects/read/visitor.server';
import { pruneHits } from '@/lib/rate-limit/rate-limit.server';
import type { ClusterJob } from '@/lib/platform/cluster-job.server';
import { log } from '@/lib/platform/log.server';

/** How long an expired Telegram link token is kept. */
const TELEGRAM_LINK_KEPT_MS = 24 * 3600 * 1000;

export type Pruned = {
  sessions: number;
  codes: number;
  resetTokens: number;
  telegramLinkTokens: number;
  rateLimitHits: number;
  projectViews: number;
};

export async function pruneExpired(now = new Date()): Promise<Pruned> {
  const conn = db();
  return {
    // readSession refuses an expired session. The newest one of each account stays: the admin's
    // user list shows "last seen" from the account's sessions (list-users.server.ts).
    sessions: await deleteInBatches(
      conn,
      sessions,
      sql`${sessions.expiresAt} < ${now.toISOString()}::timestamptz and exists (
        select 1 from ${sessions} newer
        where newer.account_id = ${sessions.accountId}
          and (newer.last_seen_at, newer.id) > (${sessions.lastSeenAt}, ${sessions.id}))`,
    ),
    // Codes live 10 minutes, but a pending sign-up is resent from its latest code, expired or
    // not, for a day (resend-registration-code.server.ts); its payload holds a password hash.
    codes: await deleteInBatches(
      conn,
      oneTimeCodes,
      lt(oneTimeCodes.createdAt, new Date(now.getTime() - PENDING_SIGNUP_MS)),
    ),
    // Used or not, an expired token is refused (password-reset.server.ts).
    resetTokens: await deleteInBatches(conn, resetTokens, lt(resetTokens.expiresAt, now)),
    // The bot tells a used link from an expired one (link.server.ts) for a day after it expired;
    // past that, an old link is answered as unknown.
    telegramLinkTokens: await deleteInBatches(
      conn,
      telegramLinkTokens,
      lt(telegramLinkTokens.expiresAt, new Date(now.getTime() - TELEGRAM_LINK_KEPT_MS)),
    ),
    rateLimitHits: await pruneHits(now),
    // One row per visitor and day dedupes today's and yesterday's views; totals are on projects.
    projectViews: await forgetViewsBefore(tashkentDay(now)),
  };
}

export const pruneJob: ClusterJob = {
  name: 'prune',
  everyMs: 3600 * 1000,
  run: async () => {
    const pruned = await pruneExpired();
    const parts = Object.entries(pruned).filter(([, n]) => n > 0);
    if (parts.length > 0) log.info(`pruned ${parts.map(([what, n]) => `${n} ${what}`).join(', ')}`);
  },
};
