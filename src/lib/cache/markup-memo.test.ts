import { describe, expect, it } from 'vitest';
import { keptMarkup, memoMarkup, memoMarkupSize } from './markup-memo';

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
});
