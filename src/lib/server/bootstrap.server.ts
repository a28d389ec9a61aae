// Starting the application: configuration, the data-folder lock, the database, migrations and
// the first-run demo data. Called once by scripts/serve.ts before the HTTP server listens (so a
// bad config or a locked folder stops the start), and lazily by the middleware under `astro dev`.
import { config } from '../config.server';
import { getHandleOrNull, openDatabase, setDatabase } from '../db/client.server';
import { lockDataDir } from '../db/data-lock.server';
import { log } from './log.server';
import { runBeforeDatabaseCloses } from './shutdown.server';

const KEY = Symbol.for('marketplace.bootstrap');
const globalStore = globalThis as unknown as { [KEY]?: Promise<void> };

export function bootstrap(): Promise<void> {
  globalStore[KEY] ??= run();
  return globalStore[KEY];
}

async function run(): Promise<void> {
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
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received: closing the database`);
    try {
      await runBeforeDatabaseCloses();
      await handle.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('exit', release);
}
