// GET /api/ready: may this process take traffic? Yes when it is not draining (SIGTERM received) nor
// still warming up after its start (src/server/warm-up.server.ts), the database answers, and every
// migration of this build is applied (a process of a newer build started against an older
// database, or one whose migration failed, is not ready). /api/health only says the process is
// alive: the load balancer's check is this one.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { db as defaultDb, MIGRATIONS_DIR, type Db } from '@/lib/db/client.server';
import { isDraining, isWarmingUp } from './lifecycle.server';

export type Readiness =
  { ready: true } | { ready: false; reason: 'draining' | 'warming' | 'database' | 'migrations' };

let newest: number | undefined;
/** The `when` of this build's last migration (drizzle stores it as `created_at` once applied). */
export function newestMigration(dir: string = MIGRATIONS_DIR): number {
  if (newest !== undefined && dir === MIGRATIONS_DIR) return newest;
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  const when = Math.max(0, ...journal.entries.map((e) => e.when));
  if (dir === MIGRATIONS_DIR) newest = when;
  return when;
}

export async function readiness(database: () => Db = defaultDb): Promise<Readiness> {
  if (isDraining()) return { ready: false, reason: 'draining' };
  if (isWarmingUp()) return { ready: false, reason: 'warming' };
  let applied: number;
  try {
    const result = await database().execute<{ last: string | null }>(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    applied = Number(result.rows[0]?.last ?? 0);
  } catch {
    // Unreachable, or no migration table at all: either way not ready.
    return { ready: false, reason: 'database' };
  }
  return applied >= newestMigration() ? { ready: true } : { ready: false, reason: 'migrations' };
}
