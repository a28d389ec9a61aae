// PostgreSQL's autovacuum, for PGlite, which has none: once a minute, the tables past autovacuum's
// own default thresholds are vacuumed or analysed (docs/performance.md#pglite-vacuumed-as-postgresql-is).
// Without it a PGlite database was never vacuumed nor analysed in service:
// - every view count and every update left a dead row version behind for good, in the table and in
//   its indexes;
// - the planner kept the statistics of the demo data however the catalogue grew;
// - the visibility map stayed empty, so a count could never be answered from an index alone (at
//   100,000 projects the attic filter's count scanned the whole table: 143 ms against 70 ms from
//   the filter index).
// PGlite is one connection: a vacuum holds every other statement meanwhile. At 100,000 projects the
// first vacuum after the catalogue grew took 0.5 s for the projects and 0.5 s for their images, an
// analysis of the projects 1.7 s; a pass with nothing due takes 10-20 ms.
// PostgreSQL runs its own autovacuum in the background; the job is scheduled on PGlite only.
import { sql } from 'drizzle-orm';
import { db, type Db } from '@/lib/db/client.server';
import type { ClusterJob } from '@/lib/platform/cluster-job.server';
import { log } from '@/lib/platform/log.server';

type Due = { name: string; vacuum: boolean; analyze: boolean };

/**
 * The tables due, by autovacuum's default rules (dead rows past 50 + 20 % of the table, inserted
 * rows past 1,000 + 20 %, changed rows since the last analysis past 50 + 10 %), and two that do not
 * need the activity counters, which PGlite loses when it closes: a table of 1 MB or more that this
 * process has not vacuumed while less than half of its pages are marked all-visible, and a table
 * never analysed or grown by a fifth since its statistics.
 */
async function dueTables(conn: Db): Promise<Due[]> {
  // The counters of this connection's last statements are flushed on the next one.
  await conn.execute(sql`select pg_stat_force_next_flush()`);
  const res = await conn.execute(sql`
    select name, to_vacuum as vacuum, to_analyze as analyze from (
      select c.relname as name,
        s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
          or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
          or (s.last_vacuum is null and p.pages >= 128 and c.relallvisible < p.pages / 2) as to_vacuum,
        s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
          or (c.reltuples < 0 and p.pages > 0)
          or p.pages > 1.2 * c.relpages + 16 as to_analyze
      from pg_stat_user_tables s
      join pg_class c on c.oid = s.relid
      cross join lateral (
        select pg_relation_size(c.oid) / current_setting('block_size')::int as pages
      ) p
      where s.schemaname = 'public'
    ) t
    where to_vacuum or to_analyze
    order by name`);
  return res.rows as Due[];
}

/** Vacuums and analyses what is due (dueTables); answers what it did. */
export async function vacuumWhereDue(conn: Db = db()): Promise<Due[]> {
  const due = await dueTables(conn);
  const done: string[] = [];
  for (const t of due) {
    const table = sql.identifier(t.name);
    const started = performance.now();
    await conn.execute(
      t.vacuum
        ? t.analyze
          ? sql`vacuum (analyze) ${table}`
          : sql`vacuum ${table}`
        : sql`analyze ${table}`,
    );
    const what = [t.vacuum && 'vacuum', t.analyze && 'analyze'].filter(Boolean).join('+');
    done.push(`${t.name} (${what}, ${Math.round(performance.now() - started)} ms)`);
  }
  if (done.length > 0) log.info(`pglite vacuum: ${done.join(', ')}`);
  return due;
}

export const pgliteVacuumJob: ClusterJob = {
  name: 'pglite-vacuum',
  everyMs: 60_000,
  run: () => vacuumWhereDue(),
};
