// Gives each test file a fresh database copied from the migrated template (see global-setup.ts),
// registered as the process-wide database so domain functions use it exactly as the server does.
// In the `integration` project the files a worker runs share their modules (vitest.config.ts): so
// each file starts with this process's caches dropped, and one that leaves process.env changed
// fails here, since the files after it would run with that change.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase, pgliteHandle, setDatabase } from '@/lib/db/client.server';
import { PGliteWorkerClient } from '@/lib/db/pglite-worker/client';
import { ALL_TABLES, tablesChanged } from '@/lib/db/write-watch.server';
import { dropPublicCaches } from '@/lib/cache/cache-bus.server';
import { TMP } from './global-setup';

const { pgliteDump, pgTemplate } = inject('dbTemplate');

let close: (() => Promise<void>) | undefined;
/** The DATA_DIR made for this file (none when the caller set DATA_DIR). */
let ownDataDir: string | undefined;
/** process.env as this file found it (DATA_DIR set). */
let envBefore: Record<string, string | undefined> = {};

beforeAll(async () => {
  // What an earlier file of this worker kept in memory (read cache, sessions, public memos) came
  // from its own database: every table counts as written.
  tablesChanged([ALL_TABLES]);
  dropPublicCaches();
  // A fresh DATA_DIR per file, like its fresh database: the SMS/e-mail outbox in it must hold only
  // this file's messages. A folder shared by every file a worker ran, in this run and all earlier
  // ones, made tests that count a number's messages (outboxFor, codeFor) see messages an earlier
  // file had sent to the same number: the serial phone numbers of two files can overlap.
  if (!process.env.DATA_DIR) {
    ownDataDir = fs.mkdtempSync(path.join(TMP, `data-${process.env.VITEST_POOL_ID ?? '0'}-`));
    process.env.DATA_DIR = ownDataDir;
  }
  envBefore = { ...process.env };
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `mp_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
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
  const dump = fs.readFileSync(pgliteDump);
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
  const changed = [...new Set([...Object.keys(envBefore), ...Object.keys(process.env)])].filter(
    (k) => envBefore[k] !== process.env[k],
  );
  if (process.env.TEST_SHARED_MODULES === 'true' && changed.length > 0)
    throw new Error(
      `this file left process.env changed (${changed.join(', ')}): restore it, or list the file ` +
        'among the integration files with modules of their own (vitest.config.ts)',
    );
  setDatabase(undefined);
  await close?.();
  if (ownDataDir) {
    delete process.env.DATA_DIR;
    fs.rmSync(ownDataDir, { recursive: true, force: true });
  }
});
