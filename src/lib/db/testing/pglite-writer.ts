// Test support for pglite-worker/kill-durability.int.test.ts: opens PGlite on a folder through the
// worker thread, as the server does, and writes without end — each transaction puts one number in
// two tables — printing every number once its commit is acknowledged. The test kills it with
// SIGKILL and checks the folder.
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client.server';

const handle = await openDatabase({ dataDir: process.argv[2]! });
await handle.db.execute(sql`create table if not exists acked_a (n integer primary key)`);
await handle.db.execute(sql`create table if not exists acked_b (n integer primary key)`);
process.stdout.write('ready\n');
for (let n = 1; ; n++) {
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`insert into acked_a values (${n})`);
    await tx.execute(sql`insert into acked_b values (${n})`);
  });
  process.stdout.write(`${n}\n`);
}
