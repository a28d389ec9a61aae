// Edits by admins show to visitors at once, in every server process: the public pages' micro-cache
// (page-cache.ts), the reference tables (catalog/reference-cache.server.ts) and the project counts
// are per process, so a write bumps a counter in the database in its own transaction
// (`publicDataChanged`), the writing process drops its caches as soon as the transaction is over
// (`dropPublicCaches`), and every other process drops its own when PostgreSQL delivers the write's
// NOTIFY, on commit (`listenForPublicChanges`). The counter is the fallback: each process also
// compares it at most once a second (`syncPublicCaches`, called by the middleware before it serves
// a cached page), which covers a notification missed while the listening connection was down.
import crypto from 'node:crypto';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { db, getHandleOrNull, type Db, type Tx } from '@/lib/db/client.server';
import { log } from '@/lib/platform/log.server';
import { beforeDatabaseCloses } from '@/lib/platform/shutdown.server';
import { cacheGenerations } from '@/lib/db/schema';
import { clearPageCache } from './page-cache';
import { clearReferenceCache } from '@/lib/catalog/reference-cache.server';
import { ALL_TABLES, DATA_CHANNEL, PROCESS_ID, tablesChanged } from '@/lib/db/write-watch.server';
import { clearReadCache, setReadCacheDeaf } from './read-cache.server';

const KEY = 'public';
const CHECK_EVERY_MS = 1000;
const CHANNEL = 'public_data_changed';
/** Tells this process's own notifications from the others' (a pid may repeat across machines). */
const ME = crypto.randomUUID();

/** Inside the admin write's transaction: tells every process that public data changed. */
export async function publicDataChanged(conn: Db | Tx, now = new Date()) {
  const [row] = await conn
    .insert(cacheGenerations)
    .values({ key: KEY, generation: 1, at: now })
    .onConflictDoUpdate({
      target: cacheGenerations.key,
      set: { generation: sql`${cacheGenerations.generation} + 1`, at: now },
    })
    .returning({ generation: cacheGenerations.generation });
  // Delivered to the listeners when the transaction commits, never if it rolls back.
  const payload = JSON.stringify({ generation: row!.generation, from: ME });
  await conn.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
}

/**
 * Memos of public data kept by a domain above this folder (the project counts, the category
 * counts): each registers how to drop it, so the bus drops them without importing upwards.
 */
const domainMemos = new Set<() => void>();
export function dropWithPublicCaches(drop: () => void): void {
  domainMemos.add(drop);
}

/** This process's caches of public data, dropped at once. */
export function dropPublicCaches() {
  clearPageCache();
  clearReferenceCache();
  for (const drop of domainMemos) drop();
  clearReadCache();
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

/** A notification of another process's write: this process's caches go at once. */
function notified(payload: string | undefined): void {
  let message: { generation?: unknown; from?: unknown };
  try {
    message = JSON.parse(payload ?? '') as typeof message;
  } catch {
    return;
  }
  if (typeof message.generation !== 'number' || message.generation === seen) return;
  seen = message.generation;
  if (message.from === ME) return; // the writer dropped its caches after its transaction
  dropPublicCaches();
  log.info(`public data changed in another process (notified): caches dropped`);
}

/** Another process's committed write (`<process id> <table>,<table>…`, write-watch.server.ts). */
function heardWrite(payload: string | undefined): void {
  const [from, list] = (payload ?? '').split(' ', 2);
  if (from === PROCESS_ID) return;
  tablesChanged(list ? list.split(',') : [ALL_TABLES]);
}

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * One connection per process LISTENing on the channel, outside the pool (a pooled client would be
 * handed to queries). When it drops (PostgreSQL restart, network), it reconnects with a growing
 * delay and makes the next request compare the counter, for what changed meanwhile.
 */
class Listener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = RETRY_MIN_MS;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly url: string) {}

  async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.url });
    this.client = client;
    client.on('notification', (m) => {
      if (m.channel === CHANNEL) notified(m.payload);
      // Another process wrote: what this one keeps of those tables (sessions, reads) goes at once.
      else if (m.channel === DATA_CHANNEL) heardWrite(m.payload);
    });
    client.on('error', (e) => this.lost(client, e));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${DATA_CHANNEL}`);
      await client.query(`LISTEN ${CHANNEL}`); // last: pg_stat_activity shows it (the test finds it)
      this.retryMs = RETRY_MIN_MS;
      checkedAt = 0;
      tablesChanged([ALL_TABLES]); // what changed while no one was listening
      setReadCacheDeaf(false);
    } catch (e) {
      this.lost(client, e);
    }
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client) return; // this connection's loss was handled already
    this.client = null;
    client.on('error', () => {}); // whatever it says while closing
    client.end().catch(() => {});
    if (this.stopped) return;
    const why = error instanceof Error ? `: ${error.message}` : '';
    log.warn(`cache bus listener lost its connection${why}; reconnecting in ${this.retryMs} ms`);
    this.retry = setTimeout(() => void this.connect(), this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    checkedAt = 0;
    tablesChanged([ALL_TABLES]); // while deaf, keep no session longer than a request
    setReadCacheDeaf(true); // and no read at all
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}

let listening: Listener | undefined;

/** On PostgreSQL, starts this process's listener (once); PGlite is one process, nothing to hear. */
export function listenForPublicChanges(): void {
  const url = getHandleOrNull()?.url;
  if (!url || listening) return;
  const listener = new Listener(url);
  listening = listener;
  setReadCacheDeaf(true); // until it listens: another process's write would go unheard
  void listener.connect();
  beforeDatabaseCloses(() => listener.stop());
}
