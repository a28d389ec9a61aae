// Migrates one template database before the integration suite; every test file then gets its own
// copy of it (PGlite: a dumped data dir loaded in memory; PostgreSQL: CREATE DATABASE … TEMPLATE).
// Each integration project (vitest.config.ts) runs this once, at the same time as the other: each
// has a template of its own, named after the project, handed to its files through `provide`.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from '@/lib/db/client.server';
import { seedReferenceData } from '@/lib/seed/reference.server';

export const TMP = path.resolve(import.meta.dirname, '../../.tmp');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite dump, or the PostgreSQL template database, this project's files copy. */
    dbTemplate: { pgliteDump: string; pgTemplate: string };
  }
}

export default async function setup(project: TestProject) {
  fs.mkdirSync(TMP, { recursive: true });
  const suffix = project.name.replace(/[^a-z0-9]+/gi, '_').toLowerCase();
  const template = {
    pgliteDump: path.join(TMP, `pglite-template-${suffix}.tar`),
    pgTemplate: `mp_test_template_${suffix}`,
  };
  project.provide('dbTemplate', template);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template.pgTemplate} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template.pgTemplate}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${template.pgTemplate}`;
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
  fs.writeFileSync(template.pgliteDump, Buffer.from(await blob.arrayBuffer()));
  await handle.close();
}
