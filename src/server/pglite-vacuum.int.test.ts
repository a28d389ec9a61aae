// The vacuum job PGlite runs instead of PostgreSQL's autovacuum: a table is vacuumed and analysed
// when it is due by autovacuum's rules, and left alone when it is not. On a table of its own, with
// PostgreSQL's autovacuum turned off for it, so the test database's autovacuum cannot do the work
// first (both databases run the same statements).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { db, getHandle } from '@/lib/db/client.server';
import { vacuumWhereDue } from './pglite-vacuum.server';

const ROWS = 20_000;

type Probe = Record<
  'pages' | 'visible' | 'tuples' | 'dead' | 'inserted' | 'vacuumed' | 'analysed',
  number
>;

async function table(): Promise<Probe> {
  const res = await db().execute(sql`
    select c.relpages as pages, c.relallvisible as visible, c.reltuples as tuples,
      s.n_dead_tup as dead, s.n_ins_since_vacuum as inserted, (s.last_vacuum is not null)::int as vacuumed,
      (s.last_analyze is not null)::int as analysed
    from pg_class c join pg_stat_user_tables s on s.relid = c.oid
    where c.relname = 'vacuum_probe'`);
  const row = res.rows[0] as Record<string, number | string>;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as Probe;
}

/**
 * The table once its activity counters satisfy `ok`: a PostgreSQL session reports them within
 * seconds of its writes, PGlite on the statement after pg_stat_force_next_flush.
 */
async function counted(ok: (t: Probe) => boolean) {
  for (let i = 0; i < 80; i++) {
    await db().execute(sql`select pg_stat_force_next_flush()`);
    const t = await table();
    if (ok(t)) return t;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the table’s counters never arrived');
}

const probeIn = (due: Awaited<ReturnType<typeof vacuumWhereDue>>) =>
  due.find((t) => t.name === 'vacuum_probe');

/**
 * A write whose commit is flushed before it returns: the test cluster commits asynchronously, and a
 * vacuum cannot mark rows visible to all while their commit may still be lost. Its session reports
 * its counters at the commit: on PostgreSQL a session otherwise waits until it has been idle for
 * 10 s, and the pool's other sessions cannot make it report (the file took 31 s there).
 */
const write = (statement: SQL) =>
  db().transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = on`);
    await tx.execute(statement);
    await tx.execute(sql`select pg_stat_force_next_flush()`);
  });

describe('vacuumWhereDue', () => {
  beforeAll(async () => {
    await db().execute(sql`create table vacuum_probe (id int primary key, note text not null)
      with (autovacuum_enabled = false)`);
    await write(sql`insert into vacuum_probe
      select g, repeat(md5(g::text), 3) from generate_series(1, ${ROWS}) g`);
  });
  afterAll(async () => {
    await db().execute(sql`drop table vacuum_probe`);
  });

  it('vacuums and analyses a new table of 1 MB or more once, then leaves it alone', async () => {
    expect(await counted((t) => t.inserted >= ROWS)).toMatchObject({
      visible: 0,
      vacuumed: 0,
      analysed: 0,
    });
    expect(probeIn(await vacuumWhereDue())).toEqual({
      name: 'vacuum_probe',
      vacuum: true,
      analyze: true,
    });
    const after = await table();
    expect(after).toMatchObject({ vacuumed: 1, analysed: 1 });
    expect(after.pages).toBeGreaterThanOrEqual(128);
    // Its pages are marked all-visible, so counts can be read from an index alone. (PostgreSQL, where
    // the job does not run, marks them only when no session's snapshot may still miss the rows,
    // which a loaded test cluster does not always allow; PGlite is one session.)
    if (getHandle().kind === 'pglite')
      expect(after.visible).toBeGreaterThanOrEqual(after.pages * 0.9);
    // Analysed: the planner knows its size.
    expect(after.tuples).toBeGreaterThan(ROWS * 0.95);
    expect(after.tuples).toBeLessThan(ROWS * 1.05);
    expect(probeIn(await vacuumWhereDue())).toBeUndefined();
  });

  it('vacuums it again once a fifth of it is dead rows', async () => {
    // Few dead rows: not due.
    await write(sql`update vacuum_probe set note = note || '.' where id <= 100`);
    await counted((t) => t.dead >= 100);
    expect(probeIn(await vacuumWhereDue())?.vacuum).not.toBe(true);
    await write(sql`update vacuum_probe set note = note || '.' where id <= ${ROWS / 4}`);
    await counted((t) => t.dead >= ROWS / 4);
    expect(probeIn(await vacuumWhereDue())).toMatchObject({ vacuum: true });
    if (getHandle().kind === 'pglite') expect((await table()).dead).toBe(0);
  });
});
