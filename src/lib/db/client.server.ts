// The database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// One instance per process: PGlite must never be opened twice on one folder.
// PGlite on a folder runs in a worker thread (./pglite-worker/), so the database works on the
// second core while this thread renders (docs/decisions/015-pglite-in-a-worker.md);
// PGLITE_WORKER=false keeps it in this thread.
import path from 'node:path';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { PGliteWorkerClient } from './pglite-worker/client';
import { installWriteWatch } from '@/lib/db/write-watch.server';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

type Handle = {
  db: Db;
  close: () => Promise<void>;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** PostgreSQL only: the pool, for work that needs one connection of its own (advisory locks). */
  pool?: pg.Pool;
  /** PostgreSQL only: where it is, for a connection kept outside the pool (LISTEN). */
  url?: string;
};

// A process global, not a module variable: `astro dev` evaluates an edited module again, and the
// database opened by the first evaluation (PGlite holds its folder) must stay the one in use.
const KEY = Symbol.for('marketplace.db');
const globalStore = globalThis as unknown as { [KEY]?: Handle };

export const MIGRATIONS_DIR = path.resolve(process.cwd(), 'src/lib/db/migrations');

export type OpenOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  pglite?: PGlite | undefined;
  /** PGlite on `dataDir`: in a worker thread (default) or in this thread (`false`). */
  pgliteWorker?: boolean | undefined;
};

/** Opens a database without registering it as the process-wide one (tests, scripts). */
export async function openDatabase(opts: OpenOptions): Promise<Handle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client dropped by the server (restart, failover, a test dropping its database) emits
    // 'error' on the pool; unhandled, that would crash the process. The pool replaces the client.
    pool.on('error', (err) => console.warn(`PostgreSQL idle client error: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Writes to what a session lookup reads drop the session cache, here and in other processes.
    installWriteWatch(db, pool);
    return {
      db,
      kind: 'postgres',
      pool,
      url: opts.databaseUrl,
      close: () => pool.end(),
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    };
  }
  let client: PGlite | PGliteWorkerClient | undefined = opts.pglite;
  if (!client) {
    const dir = path.join(opts.dataDir ?? './data', 'pg');
    fs.mkdirSync(dir, { recursive: true });
    client =
      opts.pgliteWorker === false
        ? await PGlite.create({ dataDir: dir, extensions: { pg_trgm } })
        : await PGliteWorkerClient.start({ dataDir: dir });
  }
  return pgliteHandle(client);
}

/** A handle on a PGlite in this thread or in a worker: drizzle sees the same interface. */
export function pgliteHandle(client: PGlite | PGliteWorkerClient): Handle {
  // The worker client implements what drizzle-orm/pglite calls (query, transaction); the rest of
  // PGlite's interface is not used on a worker (tests/integration/pglite-worker.test.ts).
  const db = drizzlePglite(client as PGlite, { schema });
  installWriteWatch(db);
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
  };
}

/** Registers the process-wide database (done once by the server bootstrap or a test setup). */
export function setDatabase(handle: Handle | undefined) {
  if (handle) globalStore[KEY] = handle;
  else delete globalStore[KEY];
}

export function getHandleOrNull(): Handle | undefined {
  return globalStore[KEY] ?? undefined;
}

export function getHandle(): Handle {
  const h = globalStore[KEY];
  if (!h)
    throw new Error(
      'Database is not open: start the server with `npm start` (src/server/serve.ts).',
    );
  return h;
}

export function db(): Db {
  return getHandle().db;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export { schema };
