// Gives each test file a fresh database copied from the migrated template (see global-setup.ts),
// registered as the process-wide database so domain functions use it exactly as the server does.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase, pgliteHandle, setDatabase } from '@/lib/db/client.server';
import { PGliteWorkerClient } from '@/lib/db/pglite-worker/client';
import { PGLITE_DUMP, PG_TEMPLATE, TMP } from './global-setup';

let close: (() => Promise<void>) | undefined;
/** The DATA_DIR made for this file (none when the caller set DATA_DIR). */
let ownDataDir: string | undefined;

beforeAll(async () => {
  // A fresh DATA_DIR per file, like its fresh database: the SMS/e-mail outbox in it must hold only
  // this file's messages. A folder shared by every file a worker ran, in this run and all earlier
  // ones, made tests that count a number's messages (outboxFor, codeFor) see messages an earlier
  // file had sent to the same number: the serial phone numbers of two files can overlap.
  if (!process.env.DATA_DIR) {
    ownDataDir = fs.mkdtempSync(path.join(TMP, `data-${process.env.VITEST_POOL_ID ?? '0'}-`));
    process.env.DATA_DIR = ownDataDir;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `mp_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const h = await openDatabase({ databaseUrl: u.toString() });
    setDatabase(h);
    close = async () => {
      await h.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
    return;
  }
  const dump = fs.readFileSync(PGLITE_DUMP);
  // TEST_PGLITE_WORKER=true: the whole suite through the worker thread the server uses
  // (docs/decisions/015-pglite-in-a-worker.md); by default PGlite runs in this thread.
  const h =
    process.env.TEST_PGLITE_WORKER === 'true'
      ? pgliteHandle(await PGliteWorkerClient.start({ loadDataDir: dump }))
      : await openDatabase({
          pglite: await PGlite.create({ loadDataDir: new Blob([dump]), extensions: { pg_trgm } }),
        });
  setDatabase(h);
  close = () => h.close();
});

afterAll(async () => {
  setDatabase(undefined);
  await close?.();
  if (ownDataDir) {
    delete process.env.DATA_DIR;
    fs.rmSync(ownDataDir, { recursive: true, force: true });
  }
});
