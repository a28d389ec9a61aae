import { describe, expect, it } from 'vitest';
import { keptMarkup, memoMarkup, memoMarkupChars, memoMarkupSize } from './markup-memo';

describe('markup memo', () => {
  it('renders a key once and writes it from memory after', async () => {
    let renders = 0;
    const render = async () => `<p>${++renders}</p>`;
    expect(keptMarkup('memo-test:a')).toBeUndefined();
    expect(await memoMarkup('memo-test:a', render)).toBe('<p>1</p>');
    expect(await memoMarkup('memo-test:a', render)).toBe('<p>1</p>');
    expect(keptMarkup('memo-test:a')).toBe('<p>1</p>');
    expect(await memoMarkup('memo-test:b', render)).toBe('<p>2</p>');
    expect(renders).toBe(2);
  });

  it('keeps at most 2,000 markups, starting over when full', async () => {
    for (let i = 0; i < 2_500; i++) await memoMarkup(`memo-test:n${i}`, async () => `${i}`);
    expect(memoMarkupSize()).toBeLessThanOrEqual(2_000);
    expect(memoMarkupSize()).toBeGreaterThan(0);
  });

  it('keeps at most six million characters of keys and markup, and never one block larger', async () => {
    const block = 'x'.repeat(400_000);
    for (let i = 0; i < 40; i++) await memoMarkup(`memo-test:big${i}:${block}`, async () => block);
    expect(memoMarkupChars()).toBeLessThanOrEqual(6_000_000);
    expect(memoMarkupChars()).toBeGreaterThan(0);
    const huge = 'y'.repeat(6_000_001);
    expect(await memoMarkup('memo-test:huge', async () => huge)).toBe(huge);
    expect(keptMarkup('memo-test:huge')).toBeUndefined();
    expect(memoMarkupChars()).toBeLessThanOrEqual(6_000_000);
  });
});
