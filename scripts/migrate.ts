// `npm run db:migrate`: applies the committed SQL migrations (the server also does it at start).
import { config } from '../src/lib/config.server';
import { openDatabase } from '../src/lib/db/client.server';
import { lockDataDir } from '../src/lib/db/data-lock.server';

const cfg = config();
const release = cfg.DATABASE_URL ? () => {} : lockDataDir(cfg.dataDir);
try {
  const h = await openDatabase({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.dataDir });
  await h.migrate();
  await h.close();
  console.log('Migrations applied.');
} finally {
  release();
}
