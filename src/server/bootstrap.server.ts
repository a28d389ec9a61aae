// Starting the application: configuration, the data-folder lock, the database, migrations and
// the first-run demo data (under an advisory lock on PostgreSQL). Called once by src/server/serve.ts
// before the HTTP server listens (so a bad config or a locked folder stops the start), and lazily
// by the middleware under `astro dev`.
// Stopping it: `closeApplication()`, called by the server's one signal handler
// (src/server/graceful.ts) once no request is left; under `astro dev` (no such handler) bootstrap
// closes the database on SIGTERM/SIGINT itself.
import { sql } from 'drizzle-orm';
import { config, type Config } from '@/lib/config.server';
import { LOCK_SPACE, withAdvisoryLock } from '@/lib/db/advisory-lock.server';
import { getHandleOrNull, openDatabase, setDatabase, type Db } from '@/lib/db/client.server';
import { lockDataDir } from '@/lib/db/data-lock.server';
import { installQueryCounter } from '@/lib/db/query-count.server';
import { log } from '@/lib/platform/log.server';
import { runBeforeDatabaseCloses } from '@/lib/platform/shutdown.server';

let started: Promise<void> | undefined;
let close: (() => Promise<void>) | undefined;

/** How many migrations the database has recorded (drizzle's journal table; 0 on an empty one). */
async function appliedMigrations(db: Db): Promise<number> {
  // Two statements: a query naming a missing table fails when parsed, whatever its CASE says.
  const exists = await db.execute<{ ok: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  );
  if (!exists.rows[0]?.ok) return 0;
  const res = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(res.rows[0]?.n ?? 0);
}

async function seed(db: Db, cfg: Config): Promise<void> {
  if (cfg.SEED_DEMO) {
    const { seedAll } = await import('@/lib/seed/index.server');
    await seedAll(db, {
      log: (m: string) => log.info(m),
      adminPhone: cfg.ADMIN_PHONE,
      adminPassword: cfg.ADMIN_PASSWORD,
    });
  } else {
    const { seedReferenceData } = await import('@/lib/seed/reference.server');
    const { ensureAdmin } = await import('@/lib/seed/admin.server');
    await seedReferenceData(db);
    await ensureAdmin(db, {
      phone: cfg.ADMIN_PHONE,
      password: cfg.ADMIN_PASSWORD,
      log: (m: string) => log.info(m),
    });
  }
}

/** `handleSignals: false`: the caller stops the application itself (src/server/serve.ts). */
export function bootstrap(opts: { handleSignals?: boolean } = {}): Promise<void> {
  started ??= run(opts.handleSignals ?? true);
  return started;
}

/** Shutdown tasks, then the database, then the data-folder lock. Once; later calls wait for it. */
export function closeApplication(): Promise<void> {
  return close?.() ?? Promise.resolve();
}

async function run(handleSignals: boolean): Promise<void> {
  if (getHandleOrNull()) return; // a test or script registered its own database
  const cfg = config();
  const release = cfg.DATABASE_URL ? () => {} : lockDataDir(cfg.dataDir);
  const handle = await openDatabase({
    databaseUrl: cfg.DATABASE_URL,
    dataDir: cfg.dataDir,
    pgliteWorker: cfg.PGLITE_WORKER,
  });
  if (cfg.COUNT_DB_QUERIES) installQueryCounter(handle.db);
  // Several processes starting together on one PostgreSQL (WEB_CONCURRENCY, several machines): the
  // first to get the lock migrates and seeds, the others wait on it and then find everything done
  // (docs/decisions/011-several-processes.md). One connection holds the lock throughout.
  const locked = await withAdvisoryLock(
    { space: LOCK_SPACE.startup, name: 'bootstrap', wait: true, pool: handle.pool },
    async () => {
      const before = await appliedMigrations(handle.db);
      await handle.migrate();
      const applied = (await appliedMigrations(handle.db)) - before;
      if (applied > 0) log.info(`Database migrated: ${applied} migration(s) applied`);
      setDatabase(handle);
      await seed(handle.db, cfg);
    },
  );
  if (!locked.ran) throw new Error('bootstrap: the startup lock was not granted');
  let closing: Promise<void> | undefined;
  close = () =>
    (closing ??= (async () => {
      try {
        await runBeforeDatabaseCloses();
        await handle.close();
        log.info('database closed');
      } finally {
        release();
      }
    })());
  process.once('exit', release);
  if (!handleSignals) return;
  const shutdown = (signal: string) => {
    log.info(`${signal} received: closing the database`);
    void closeApplication().finally(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}
