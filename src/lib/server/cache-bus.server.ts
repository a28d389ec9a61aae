// Edits by admins show to visitors at once, in every server process: the public pages' micro-cache
// (page-cache.ts), the regions cache and the project counts are per process, so a write bumps a
// counter in the database in its own transaction (`publicDataChanged`), the writing process drops
// its caches as soon as the transaction is over (`dropPublicCaches`), and every other process
// notices the new counter within a second (`syncPublicCaches`, called by the middleware before it
// serves a cached page).
import { eq, sql } from 'drizzle-orm';
import { db, type Db, type Tx } from '@/lib/db/client.server';
import { cacheGenerations } from '@/lib/db/schema';
import { clearPageCache } from './page-cache';
import { clearRegionCache } from '@/lib/catalog/list-regions.server';
import { clearProjectCountCache } from '@/lib/projects/read/list-projects.server';

const KEY = 'public';
const CHECK_EVERY_MS = 1000;

/** Inside the admin write's transaction: tells every process that public data changed. */
export async function publicDataChanged(conn: Db | Tx, now = new Date()) {
  await conn
    .insert(cacheGenerations)
    .values({ key: KEY, generation: 1, at: now })
    .onConflictDoUpdate({
      target: cacheGenerations.key,
      set: { generation: sql`${cacheGenerations.generation} + 1`, at: now },
    });
}

/** This process's caches of public data, dropped at once. */
export function dropPublicCaches() {
  clearPageCache();
  clearRegionCache();
  clearProjectCountCache();
}

let seen: number | undefined;
let checkedAt = 0;
let checking: Promise<void> | undefined;

/** At most once a second per process: drops the caches when another process changed public data. */
export function syncPublicCaches(now = Date.now()): Promise<void> {
  if (checking) return checking;
  if (now - checkedAt < CHECK_EVERY_MS) return Promise.resolve();
  checkedAt = now;
  checking = (async () => {
    try {
      const [row] = await db()
        .select({ generation: cacheGenerations.generation })
        .from(cacheGenerations)
        .where(eq(cacheGenerations.key, KEY))
        .limit(1);
      const generation = row?.generation ?? 0;
      if (seen !== undefined && generation !== seen) dropPublicCaches();
      seen = generation;
    } finally {
      checking = undefined;
    }
  })();
  return checking;
}
