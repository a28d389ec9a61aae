// shapedStatements (prepared.server.ts): a shape is built once, run unnamed the first time and by a
// name of its own from its second run (on PostgreSQL a named statement is parsed once per
// connection and may keep a generic plan), with at most `named` names per database handle, and
// only while `nameWhile()` says so.
import { describe, expect, it } from 'vitest';
import { shapedStatements, type Bind, type Preparable } from './prepared.server';

/** A query as Drizzle gives it, noting the name each `prepare` gets and the values of each run. */
function recorder() {
  const prepared: (string | undefined)[] = [];
  const runs: { name: string | undefined; values: Record<string, unknown> | undefined }[] = [];
  const build =
    (names: string[], value: number) =>
    (bind: Bind): Preparable<number> => {
      for (const n of names) bind(n, value);
      return {
        prepare(name: string) {
          prepared.push(name);
          return {
            execute: async (values?: Record<string, unknown>) => {
              runs.push({ name, values });
              // What the run was given, not what the kept statement was built with.
              return values?.[names[0]!] as number;
            },
          };
        },
      };
    };
  return { prepared, runs, build };
}

describe('shapedStatements', () => {
  it('runs a shape unnamed first, then by its own name, building it once per name', async () => {
    const run = shapedStatements({ max: 10, named: 5, nameWhile: () => true });
    const { prepared, runs, build } = recorder();
    expect(await run('page', build(['Status'], 1))).toBe(1);
    expect(await run('page', build(['Status'], 2))).toBe(2);
    expect(await run('page', build(['Status'], 3))).toBe(3);
    expect(await run('other', build(['Status'], 4))).toBe(4);
    expect(await run('other', build(['Status'], 5))).toBe(5);
    const [first, second, third, otherFirst, otherSecond] = runs;
    expect(first!.name).toBeUndefined();
    expect(second!.name).toMatch(/^shape_\d+$/);
    expect(third!.name).toBe(second!.name);
    expect(otherFirst!.name).toBeUndefined();
    expect(otherSecond!.name).toMatch(/^shape_\d+$/);
    expect(otherSecond!.name).not.toBe(second!.name);
    // Prepared once unnamed and once named per shape; every run with its own values.
    expect(prepared).toEqual([undefined, second!.name, undefined, otherSecond!.name]);
    expect(runs.map((r) => r.values)).toEqual([1, 2, 3, 4, 5].map((v) => ({ Status: v })));
  });

  it('tells shapes apart by kind and by the names of their values', async () => {
    const run = shapedStatements({ max: 10, named: 5, nameWhile: () => true });
    const { prepared, build } = recorder();
    await run('page', build(['Status'], 1));
    await run('page', build(['Status', 'PriceMin'], 1));
    await run('count', build(['Status'], 1));
    expect(prepared).toEqual([undefined, undefined, undefined]);
  });

  it('names at most `named` shapes; the others stay unnamed, kept up to `max`', async () => {
    const run = shapedStatements({ max: 3, named: 2, nameWhile: () => true });
    const { prepared, runs, build } = recorder();
    for (const kind of ['a', 'b', 'c']) {
      await run(kind, build(['X'], 1));
      await run(kind, build(['X'], 2));
      await run(kind, build(['X'], 3));
    }
    const names = runs.map((r) => r.name);
    expect(names.slice(0, 6).filter((n) => n === undefined)).toHaveLength(2);
    expect(new Set(names.slice(0, 6).filter(Boolean)).size).toBe(2);
    // The third shape is past the names: run unnamed every time, prepared once.
    expect(names.slice(6)).toEqual([undefined, undefined, undefined]);
    expect(prepared.slice(4)).toEqual([undefined]);
    // Past `max` unnamed shapes the kept ones start over: the third is prepared again.
    for (const kind of ['d', 'e', 'f']) await run(kind, build(['X'], 1));
    await run('c', build(['X'], 4));
    expect(prepared.slice(5)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('runs unnamed while naming is off, and by the kept name again once it is back on', async () => {
    let naming = true;
    const run = shapedStatements({ max: 10, named: 5, nameWhile: () => naming });
    const { prepared, runs, build } = recorder();
    await run('page', build(['Status'], 1));
    await run('page', build(['Status'], 2));
    naming = false;
    await run('page', build(['Status'], 3));
    await run('other', build(['Status'], 4));
    await run('other', build(['Status'], 5));
    naming = true;
    await run('page', build(['Status'], 6));
    const names = runs.map((r) => r.name);
    expect(names[1]).toMatch(/^shape_\d+$/);
    expect(names.slice(2, 5)).toEqual([undefined, undefined, undefined]);
    expect(names[5]).toBe(names[1]);
    // Nothing was built again for the runs without a name.
    expect(prepared).toEqual([undefined, names[1], undefined]);
    expect(runs.map((r) => r.values)).toEqual([1, 2, 3, 4, 5, 6].map((v) => ({ Status: v })));
  });

  it('gives each kept list its own names', async () => {
    const { runs, build } = recorder();
    for (const run of [
      shapedStatements({ max: 10, named: 5, nameWhile: () => true }),
      shapedStatements({ max: 10, named: 5, nameWhile: () => true }),
    ]) {
      await run('page', build(['Status'], 1));
      await run('page', build(['Status'], 2));
    }
    expect(runs[1]!.name).not.toBe(runs[3]!.name);
  });
});
