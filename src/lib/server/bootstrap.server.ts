// Starting the application: configuration, the data-folder lock, the database, migrations and
// the first-run demo data. Called once by scripts/serve.ts before the HTTP server listens (so a
// bad config or a locked folder stops the start), and lazily by the middleware under `astro dev`.
// Stopping it: `closeApplication()`, called by the server's one signal handler
// (src/server/graceful.ts) once no request is left; under `astro dev` (no such handler) bootstrap
// closes the database on SIGTERM/SIGINT itself.
import { config } from '../config.server';
import { getHandleOrNull, openDatabase, setDatabase } from '../db/client.server';
import { lockDataDir } from '../db/data-lock.server';
import { log } from './log.server';
import { runBeforeDatabaseCloses } from './shutdown.server';

const KEY = Symbol.for('marketplace.bootstrap');
const CLOSE = Symbol.for('marketplace.closeApplication');
const globalStore = globalThis as unknown as {
  [KEY]?: Promise<void>;
  [CLOSE]?: () => Promise<void>;
};

/** `handleSignals: false`: the caller stops the application itself (scripts/serve.ts). */
export function bootstrap(opts: { handleSignals?: boolean } = {}): Promise<void> {
  globalStore[KEY] ??= run(opts.handleSignals ?? true);
  return globalStore[KEY];
}

/** Shutdown tasks, then the database, then the data-folder lock. Once; later calls wait for it. */
export function closeApplication(): Promise<void> {
  return globalStore[CLOSE]?.() ?? Promise.resolve();
}

async function run(handleSignals: boolean): Promise<void> {
  if (getHandleOrNull()) return; // a test or script registered its own database
  const cfg = config();
  const release = cfg.DATABASE_URL ? () => {} : lockDataDir(cfg.dataDir);
  const handle = await openDatabase({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.dataDir });
  await handle.migrate();
  setDatabase(handle);
  if (cfg.SEED_DEMO) {
    const { seedAll } = await import('../seed/index.server');
    await seedAll(handle.db, {
      log: (m: string) => log.info(m),
      adminPhone: cfg.ADMIN_PHONE,
      adminPassword: cfg.ADMIN_PASSWORD,
    });
  } else {
    const { seedReferenceData } = await import('../seed/reference.server');
    const { ensureAdmin } = await import('../seed/admin.server');
    await seedReferenceData(handle.db);
    await ensureAdmin(handle.db, {
      phone: cfg.ADMIN_PHONE,
      password: cfg.ADMIN_PASSWORD,
      log: (m: string) => log.info(m),
    });
  }
  let closing: Promise<void> | undefined;
  globalStore[CLOSE] = () =>
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
