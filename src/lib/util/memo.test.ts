import { describe, expect, it } from 'vitest';
import { memoized } from './memo';

describe('memoized', () => {
  it('computes an answer once per argument, undefined answers too', () => {
    const calls: string[] = [];
    const upper = memoized((s: string) => {
      calls.push(s);
      return s === 'none' ? undefined : s.toUpperCase();
    });
    expect(upper('a')).toBe('A');
    expect(upper('a')).toBe('A');
    expect(upper('none')).toBeUndefined();
    expect(upper('none')).toBeUndefined();
    expect(calls).toEqual(['a', 'none']);
  });

  it('starts over when full, and answers the same', () => {
    let calls = 0;
    const twice = memoized((n: number) => (calls++, n * 2), 2);
    expect([twice(1), twice(2), twice(3), twice(1)]).toEqual([2, 4, 6, 2]);
    expect(calls).toBe(4);
  });
});
