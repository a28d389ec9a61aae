// PGlite in a worker thread (docs/decisions/015-pglite-in-a-worker.md) behaves as PGlite in this
// thread: the same values (compared with a PGlite in this thread), the same error fields,
// transactions that commit, roll back, nest and never interleave, migrations, a reopened folder
// with its data, and a closed client that refuses work instead of hanging.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Db } from '@/lib/db/client.server';
import { schema } from '@/lib/db/client.server';
import { PGliteWorkerClient } from './client';

const things = pgTable('worker_things', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  data: jsonb('data').$type<{ tags: string[] }>(),
});
const CREATE = sql`create table if not exists worker_things (
  id integer primary key, name text not null unique, at timestamptz not null, data jsonb)`;

/** A bit of everything PostgreSQL hands back, so parsing differences show up. */
const VALUES = sql`select 1::int4 as i4, 9007199254740993::int8 as i8, 1.25::numeric as num,
  2.5::float8 as f8, true as b, 'text' as t, '{"a":[1,{"b":null}]}'::jsonb as jb,
  '{"x":1}'::json as j, array[1,2,3]::int4[] as ints, array['a','b'] as texts,
  '2026-01-02T03:04:05.678Z'::timestamptz as tstz, '2026-01-02 03:04:05'::timestamp as ts,
  '2026-01-02'::date as d, interval '1 day 2 hours' as iv, '\\x0102'::bytea as bin,
  null::text as nothing, 'a2c3d1e0-0000-4000-8000-000000000001'::uuid as id,
  chr(65279) || 'after a byte order mark' as bom, 'ўзбек тили' as cyrillic, 1 as "__proto__"`;

const dirs: string[] = [];
let dataDir: string;
let handle: Awaited<ReturnType<typeof openDatabase>>;
let wdb: Db;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-worker-'));
  dirs.push(dataDir);
  handle = await openDatabase({ dataDir }); // the worker: the default on a folder
  await handle.migrate();
  wdb = handle.db;
  await wdb.execute(CREATE);
});

afterAll(async () => {
  await handle?.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('PGlite in a worker thread', () => {
  it('runs the migrations: the schema is there', async () => {
    const [row] = await wdb.select({ n: sql<number>`count(*)::int` }).from(schema.regions);
    expect(row?.n).toBe(0);
    const applied = await wdb.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.['n']).toBeGreaterThan(0);
  });

  it('answers db.execute with the same rows, fields and types as PGlite in this thread', async () => {
    const there = await wdb.execute(VALUES);
    // A PGlite of its own in this thread: the suite's database is PostgreSQL in the int-postgres run.
    const local = await openDatabase({ pglite: await PGlite.create() });
    const here = await local.db.execute(VALUES);
    await local.close();
    expect(there.rows).toEqual(here.rows);
    expect(there.fields).toEqual(here.fields);
    const row = there.rows[0]!;
    expect(typeof row['i8']).toBe(typeof here.rows[0]!['i8']);
    expect(row['jb']).toEqual({ a: [1, { b: null }] });
    expect(row['ints']).toEqual([1, 2, 3]);
    expect(row['bin']).toBeInstanceOf(Uint8Array);
  });

  it('answers a repeated statement, decoded from its bytes (prepared.ts), as PGlite does', async () => {
    // The first run is PGlite's own (an unnamed statement); the next ones run by name and are
    // decoded by decode.ts: every type, a null, a value starting with a byte order mark, a column
    // named __proto__, objects and arrays as rows, and a command's counts.
    const first = await wdb.execute(VALUES);
    for (let i = 0; i < 3; i++) {
      const again = await wdb.execute(VALUES);
      expect(again.rows).toEqual(first.rows);
      expect(again.fields).toEqual(first.fields);
      expect(Object.getPrototypeOf(again.rows[0])).toBe(Object.prototype);
    }
    const client = (wdb as unknown as { $client: PGliteWorkerClient }).$client;
    const asArrays = () =>
      client.query('select 1::int4 as a, null::text as b', [], { rowMode: 'array' });
    const arrays = await asArrays();
    for (let i = 0; i < 2; i++) expect(await asArrays()).toEqual(arrays);
    expect(arrays.rows).toEqual([[1, null]]);
    const update = () => client.query('update worker_things set name = name where id < 0');
    const updated = await update();
    for (let i = 0; i < 2; i++) expect(await update()).toEqual(updated);
    expect(updated).toMatchObject({ command: 'UPDATE', affectedRows: 0, rowCount: 0 });
  });

  it('maps typed selects as drizzle does: Dates, json, nulls', async () => {
    const at = new Date('2026-05-06T07:08:09.123Z');
    await wdb.insert(things).values({ id: 1, name: 'one', at, data: { tags: ['a'] } });
    const [row] = await wdb.select().from(things).where(eq(things.id, 1));
    expect(row).toEqual({ id: 1, name: 'one', at, data: { tags: ['a'] } });
    expect(row?.at).toBeInstanceOf(Date);
    const [updated] = await wdb
      .update(things)
      .set({ data: null })
      .where(eq(things.id, 1))
      .returning({ data: things.data });
    expect(updated).toEqual({ data: null });
  });

  it('answers a repeated statement (run by name after its first use) as its first run', async () => {
    // Parameters of several types, a null one, json and dates in the result: each answer must be
    // the first one's, whether PostgreSQL plans per call or keeps a generic plan (after five).
    const at = new Date('2026-07-08T09:10:11.012Z');
    await wdb.insert(things).values({ id: 40, name: 'repeat', at, data: { tags: ['x'] } });
    const read = (name: string | null, since: Date) =>
      wdb
        .select({ id: things.id, at: things.at, data: things.data })
        .from(things)
        .where(
          sql`${things.at} >= ${since} and (${name}::text is null or ${things.name} = ${name})`,
        );
    const first = await read('repeat', at);
    expect(first).toEqual([{ id: 40, at, data: { tags: ['x'] } }]);
    for (let i = 0; i < 8; i++) expect(await read('repeat', at)).toEqual(first);
    expect(await read('nobody', at)).toEqual([]);
    expect((await read(null, at)).map((r) => r.id)).toContain(40);
    // A statement that fails by its values leaves the next ones working.
    const bad = () => wdb.execute(sql`select ${'not a number'}::int as n`);
    for (let i = 0; i < 3; i++) await expect(bad()).rejects.toThrow();
    expect(await read('repeat', at)).toEqual(first);
    // A table changed under a kept statement: the text is planned again.
    const all = () => wdb.execute(sql`select * from worker_things where id = ${40}`);
    await all();
    await all();
    await wdb.execute(sql`alter table worker_things add column extra text`);
    const after = await all();
    expect(after.rows[0]).toMatchObject({ id: 40, name: 'repeat', extra: null });
    await wdb.execute(sql`alter table worker_things drop column extra`);
  });

  it('keeps the PostgreSQL error fields code checks rely on (unique violation 23505)', async () => {
    const at = new Date();
    await wdb.insert(things).values({ id: 2, name: 'dup', at });
    const error = await wdb
      .insert(things)
      .values({ id: 3, name: 'dup', at })
      .then(
        () => null,
        (e: unknown) => e as Error & { cause?: Record<string, unknown> },
      );
    expect(error).toBeInstanceOf(Error);
    expect(error?.cause).toMatchObject({
      code: '23505',
      constraint: 'worker_things_name_key',
      table: 'worker_things',
      severity: 'ERROR',
    });
    expect(String(error?.cause?.['message'])).toMatch(/duplicate key/);
  });

  it('commits a transaction, rolls one back on a throw, and a nested one alone', async () => {
    const at = new Date();
    await wdb.transaction(async (tx) => {
      await tx.insert(things).values({ id: 10, name: 'kept', at });
    });
    await expect(
      wdb.transaction(async (tx) => {
        await tx.insert(things).values({ id: 11, name: 'dropped', at });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await wdb.transaction(async (tx) => {
      await tx.insert(things).values({ id: 12, name: 'outer', at });
      await tx
        .transaction(async (inner) => {
          await inner.insert(things).values({ id: 13, name: 'inner', at });
          throw new Error('inner fails');
        })
        .catch(() => {});
      // The failed insert inside a savepoint leaves the outer transaction usable.
      await tx
        .transaction(async (inner) => inner.insert(things).values({ id: 14, name: 'kept', at }))
        .catch(() => {});
    });
    const ids = (await wdb.select({ id: things.id }).from(things)).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([10, 12]));
    expect(ids).not.toContain(11);
    expect(ids).not.toContain(13);
    expect(ids).not.toContain(14); // unique name 'kept' taken by id 10
  });

  it('two transactions started at once do not interleave; a plain query waits for the commit', async () => {
    const at = new Date();
    const steps: string[] = [];
    const run = (name: string, id: number) =>
      wdb.transaction(async (tx) => {
        await tx.insert(things).values({ id, name, at });
        steps.push(`${name} in`);
        await new Promise((r) => setTimeout(r, 30)); // the other one would get in here
        await tx.execute(sql`select 1`);
        steps.push(`${name} out`);
      });
    const a = run('a', 20);
    const b = run('b', 21);
    // Issued while `a` is open: answered after both transactions (queued behind them), so it sees
    // both rows.
    const count = wdb
      .select({ n: sql<number>`count(*)::int` })
      .from(things)
      .where(sql`id in (20, 21)`);
    await Promise.all([a, b]);
    expect(steps).toEqual(['a in', 'a out', 'b in', 'b out']);
    expect((await count)[0]?.n).toBe(2);
  });

  it('a reopened folder has every committed row; a closed client refuses work', async () => {
    const before = await wdb.select().from(things);
    await handle.close();
    await expect(wdb.execute(sql`select 1`)).rejects.toThrow();
    handle = await openDatabase({ dataDir });
    wdb = handle.db;
    expect(await wdb.select().from(things)).toEqual(before);
  });

  it('refuses a result parser it cannot run in the worker, rather than returning other types', async () => {
    const client = (wdb as unknown as { $client: PGliteWorkerClient }).$client;
    await expect(
      client.query('select 1::int4 as n', [], { parsers: { 23: (v) => Number(v) * 2 } }),
    ).rejects.toThrow(/only keeps values as text/);
  });
});
