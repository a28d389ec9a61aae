import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('latestOnly', () => {
  it('drops an older answer that arrives after a newer one', async () => {
    const apply = latestOnly();
    const shown: string[] = [];
    const older = deferred<string>();
    const newer = deferred<string>();
    const a = apply(older.promise, (v) => shown.push(v));
    const b = apply(newer.promise, (v) => shown.push(v));
    newer.resolve('filtered');
    await b;
    older.resolve('unfiltered');
    await a;
    expect(shown).toEqual(['filtered']);
  });

  it('applies each answer when requests do not overlap', async () => {
    const apply = latestOnly();
    const shown: number[] = [];
    await apply(Promise.resolve(1), (v) => shown.push(v));
    await apply(Promise.resolve(2), (v) => shown.push(v));
    expect(shown).toEqual([1, 2]);
  });

  it('keeps separate lists apart', async () => {
    const users = latestOnly();
    const articles = latestOnly();
    const shown: string[] = [];
    const slow = deferred<string>();
    const a = users(slow.promise, (v) => shown.push(v));
    await articles(Promise.resolve('articles'), (v) => shown.push(v));
    slow.resolve('users');
    await a;
    expect(shown).toEqual(['articles', 'users']);
  });
});
