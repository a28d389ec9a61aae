// Project views: at most one per visitor address, project and Tashkent day (visitor.server.ts says
// who a visitor is). A page view costs no database work — writing a row per view put a write on
// every project page. It is noted in memory and written in batches every few seconds, and on
// shutdown (src/server/bootstrap.server.ts runs the flush before closing the database).
// The database decides what counts: a batch inserts (project, visitor hash, day) rows with
// ON CONFLICT DO NOTHING and adds to view_count only the rows it really inserted, in one
// statement, so server processes sharing one PostgreSQL never count a visitor twice.
import { sql } from 'drizzle-orm';
import { db, getHandleOrNull } from '@/lib/db/client.server';
import { projects, projectViews } from '@/lib/db/schema';
import { log } from '@/lib/platform/log.server';
import { writeKeepingReads } from '@/lib/db/write-watch.server';
import { beforeDatabaseCloses } from '@/lib/platform/shutdown.server';
import { daySalt, isBot, tashkentDay, visitorAddress, visitorHash } from './visitor.server';

export { tashkentDay };

export type Visitor = { accountId: number | null; ip: string; userAgent: string };

const FLUSH_EVERY_MS = 3_000;
/** Distinct pending views held between flushes; past it, new ones wait for the next flush. */
const MAX_PENDING = 50_000;
const BATCH_ROWS = 1_000;
/** Views already written today that this process remembers, so a revisit writes nothing. */
const MAX_WRITTEN = 100_000;
/** A batch that fails this many times is dropped (e.g. its project was deleted meanwhile). */
const MAX_TRIES = 3;

type Pending = { projectId: number; address: string; day: string; tries: number };

/** One process's buffer: the app uses `viewCounter()`; tests make more to act as processes. */
export class ViewCounter {
  private pending = new Map<string, Pending>();
  // Keys written (counted, or found counted) today: a revisit is not written again, so a busy
  // project page does not rewrite projects every few seconds (which would also drop the read
  // cache's copies of every project, docs/performance.md#read-cache).
  private written = new Set<string>();
  private writtenDay = '';
  private salts = new Map<string, string>();
  private flushing: Promise<number> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** The database the pending views were seen with (tests open one per file). */
  private database: unknown;

  /** Notes a view unless it is the owner's or a bot's. Synchronous: nothing waits for a write. */
  record(project: { id: number; ownerAccountId: number }, v: Visitor, now = new Date()): boolean {
    if (v.accountId === project.ownerAccountId || isBot(v.userAgent)) return false;
    this.sameDatabase();
    const address = visitorAddress(v.ip);
    const day = tashkentDay(now);
    const key = `${project.id}|${day}|${address}`;
    if (this.pending.has(key) || this.written.has(key)) return true;
    if (this.pending.size >= MAX_PENDING) return false;
    this.pending.set(key, { projectId: project.id, address, day, tries: 0 });
    this.startTimer();
    return true;
  }

  get size(): number {
    return this.pending.size;
  }

  /** Writes what is pending; resolves to the views that counted (rows new to the database). */
  flush(): Promise<number> {
    // One flush at a time; a call during one waits for it and then writes what came meanwhile.
    const previous = this.flushing?.catch(() => 0) ?? Promise.resolve(0);
    const mine = previous.then(() => this.write());
    this.flushing = mine;
    mine
      .finally(() => {
        if (this.flushing === mine) this.flushing = null;
      })
      .catch(() => {}); // the caller of flush() gets the error
    return mine;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private startTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      // No database (a test between files, a script): keep the views for later.
      if (!getHandleOrNull()) return;
      this.flush().catch((e: unknown) => log.error('flushing project views', e));
    }, FLUSH_EVERY_MS);
    this.timer.unref();
  }

  /** Views and salts of a database that is no longer the open one are not this one's: drop them. */
  private sameDatabase(): void {
    const current = getHandleOrNull();
    if (current === this.database) return;
    this.pending.clear();
    this.written.clear();
    this.salts.clear();
    this.database = current;
  }

  private async write(): Promise<number> {
    this.sameDatabase();
    let counted = 0;
    while (this.pending.size > 0) {
      const batch = [...this.pending.entries()].slice(0, BATCH_ROWS);
      for (const [key] of batch) this.pending.delete(key);
      try {
        counted += await this.insert(batch.map(([, p]) => p));
        for (const [key, p] of batch) this.remember(key, p.day);
      } catch (e) {
        // Nothing of a failed statement stays written, so the batch can be tried again later.
        for (const [key, p] of batch)
          if (p.tries + 1 < MAX_TRIES) this.pending.set(key, { ...p, tries: p.tries + 1 });
        throw e;
      }
    }
    return counted;
  }

  private remember(key: string, day: string): void {
    if (day !== this.writtenDay || this.written.size >= MAX_WRITTEN) {
      if (day < this.writtenDay) return; // a late view of yesterday: nothing to remember
      this.written.clear();
      this.writtenDay = day;
    }
    this.written.add(key);
  }

  private async insert(batch: Pending[]): Promise<number> {
    const rows: { p: number; h: string; d: string }[] = [];
    for (const p of batch) {
      const salt = await this.salt(p.day);
      rows.push({ p: p.projectId, h: visitorHash(p.address, salt), d: p.day });
    }
    // Sorted, so two processes inserting overlapping batches take the row locks in one order.
    rows.sort(
      (a, b) => a.p - b.p || (a.h < b.h ? -1 : a.h > b.h ? 1 : 0) || a.d.localeCompare(b.d),
    );
    // The counts reach cached reads of projects when those expire: a batch drops none of them.
    const result = await writeKeepingReads(['projects'], () =>
      db().execute<{ counted: number }>(sql`
      with batch as (
        select r.p, r.h, r.d
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(p int, h text, d date)
        join ${projects} on ${projects.id} = r.p
      ), inserted as (
        insert into ${projectViews} (project_id, visitor_hash, day)
        select p, h, d from batch
        on conflict do nothing
        returning project_id
      ), per_project as (
        select project_id, count(*)::int as n from inserted group by project_id
      ), bumped as (
        update ${projects} set view_count = ${projects.viewCount} + per_project.n
        from per_project where ${projects.id} = per_project.project_id
        returning per_project.n
      )
      select coalesce(sum(n), 0)::int as counted from bumped`),
    );
    return Number(result.rows[0]?.counted ?? 0);
  }

  private async salt(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = await daySalt(day);
      if (this.salts.size > 4) this.salts.clear(); // only today's and yesterday's are in use
      this.salts.set(day, salt);
    }
    return salt;
  }
}

let current: ViewCounter | undefined;

/** The process's one view counter, flushed before the database closes. */
export function viewCounter(): ViewCounter {
  if (!current) {
    const counter = new ViewCounter();
    current = counter;
    beforeDatabaseCloses(async () => {
      counter.stop();
      await counter.flush();
    });
  }
  return current;
}

/** Notes a view of the project page (see ViewCounter.record). */
export function recordView(
  project: { id: number; ownerAccountId: number },
  v: Visitor,
  now = new Date(),
): boolean {
  return viewCounter().record(project, v, now);
}

/** Writes the pending views now (shutdown, tests). */
export function flushViews(): Promise<number> {
  return viewCounter().flush();
}
