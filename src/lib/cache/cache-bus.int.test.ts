// The cache bus: an admin write's notification leaves with its commit (never with a rollback), and
// a process hearing another's drops its page cache at once, even after its connection was cut.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { db, getHandle } from '@/lib/db/client.server';
import { listenForPublicChanges, publicDataChanged } from './cache-bus.server';
import { getCached, storeIfCacheable } from './page-cache';
import { runBeforeDatabaseCloses } from '@/lib/platform/shutdown.server';

const CHANNEL = 'public_data_changed';

/** Notifications of the channel, heard on a connection of their own. */
async function hear(): Promise<{ payloads: string[]; stop: () => Promise<void> }> {
  const payloads: string[] = [];
  const { url } = getHandle();
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('notification', (m) => payloads.push(m.payload ?? ''));
    await client.query(`LISTEN ${CHANNEL}`);
    return { payloads, stop: () => client.end() };
  }
  const pglite = (db() as unknown as { $client: PGlite }).$client;
  const unlisten = await pglite.listen(CHANNEL, (p) => payloads.push(p));
  return { payloads, stop: unlisten };
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
}

afterAll(async () => {
  await runBeforeDatabaseCloses(); // stops this file's listener
});

describe('publicDataChanged', () => {
  it('notifies on commit only, with the new generation', async () => {
    const heard = await hear();
    try {
      await db()
        .transaction(async (tx) => {
          await publicDataChanged(tx);
          throw new Error('rolled back');
        })
        .catch(() => {});
      await db().transaction((tx) => publicDataChanged(tx));
      await until(() => heard.payloads.length > 0);
      const [{ generation }] = (
        await db().execute<{ generation: number }>(
          sql`select generation from cache_generations where key = 'public'`,
        )
      ).rows as [{ generation: number }];
      // The first notification is the committed write's: the rolled-back one never left.
      expect(JSON.parse(heard.payloads[0]!)).toMatchObject({ generation });
    } finally {
      await heard.stop();
    }
  });
});

describe('listenForPublicChanges', () => {
  const cached = async (key: string) => {
    const res = new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } });
    await storeIfCacheable(key, res);
    expect(getCached(key, 60_000)).not.toBeNull();
  };
  const notifyAsAnotherProcess = (generation: number) =>
    db().execute(
      sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ generation, from: 'another' })})`,
    );

  it('drops the page cache when another process notifies, also after a lost connection', async () => {
    const { url } = getHandle();
    listenForPublicChanges();
    if (!url) {
      // PGlite is one process's database: nobody else writes, nothing to listen for.
      await cached('k0');
      await notifyAsAnotherProcess(1);
      expect(getCached('k0', 60_000)).not.toBeNull();
      return;
    }
    const listening = async () => {
      for (;;) {
        const r = await db().execute<{ pid: number }>(
          sql`select pid from pg_stat_activity
              where datname = current_database() and query = ${`LISTEN ${CHANNEL}`}`,
        );
        if (r.rows.length > 0) return Number(r.rows[0]!.pid);
        await new Promise((res) => setTimeout(res, 50));
      }
    };
    await listening();
    await cached('k1');
    await notifyAsAnotherProcess(1001);
    await until(() => getCached('k1', 60_000) === null);

    // PostgreSQL cuts the listener's connection: it comes back and hears the next one.
    const pid = await listening();
    await db().execute(sql`select pg_terminate_backend(${pid})`);
    for (;;) {
      const again = await listening();
      if (again !== pid) break;
    }
    await cached('k2');
    await notifyAsAnotherProcess(1002);
    await until(() => getCached('k2', 60_000) === null);
  });
});
