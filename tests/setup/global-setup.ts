// Migrates one template database before the integration suite; every test file then gets its own
// copy of it (PGlite: a dumped data dir loaded in memory; PostgreSQL: CREATE DATABASE … TEMPLATE).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from '@/lib/db/client.server';
import { seedReferenceData } from '@/lib/seed/reference.server';

export const TMP = path.resolve(import.meta.dirname, '../../.tmp');
export const PGLITE_DUMP = path.join(TMP, 'pglite-template.tar');
export const PG_TEMPLATE = 'mp_test_template';

export default async function setup() {
  fs.mkdirSync(TMP, { recursive: true });
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${PG_TEMPLATE}`;
    const h = await openDatabase({ databaseUrl: u.toString() });
    await h.migrate();
    await seedReferenceData(h.db);
    await h.close();
    return;
  }
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const handle = await openDatabase({ pglite: client });
  await handle.migrate();
  await seedReferenceData(handle.db);
  // Not compressed: every test file loads it, and PGlite's own gunzip took about 0.5 s of the
  // 1.7–2.3 s a load took on the 2-core machine (the 43 MB are read from the page cache).
  const blob = await client.dumpDataDir('none');
  fs.writeFileSync(PGLITE_DUMP, Buffer.from(await blob.arrayBuffer()));
  await handle.close();
}
