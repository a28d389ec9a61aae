// `npm run db:seed`: applies migrations, then reference data, the Admin and (unless SEED_DEMO=false)
// the demo content. Safe to repeat: every part checks what is already there.
// The data-folder lock stops it from running while a server uses the same PGlite folder.
import { config } from '../src/lib/config.server';
import { openDatabase } from '../src/lib/db/client.server';
import { lockDataDir } from '../src/lib/db/data-lock.server';
import { seedAll } from '../src/lib/seed/index.server';

const cfg = config();
const release = cfg.DATABASE_URL ? () => {} : lockDataDir(cfg.dataDir);
try {
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.dataDir });
  try {
    await handle.migrate();
    const result = await seedAll(handle.db, {
      log: (m) => console.log(m),
      adminPhone: cfg.ADMIN_PHONE,
      adminPassword: cfg.ADMIN_PASSWORD,
      demo: cfg.SEED_DEMO,
    });
    const secs = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seed finished in ${secs} s${result.demoCreated ? '' : ' (demo data was already there or is off)'}.`,
    );
  } finally {
    await handle.close();
  }
} finally {
  release();
}
