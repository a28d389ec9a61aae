// A saved query is the list's filters: a map view's address saves its box, not the view itself.
import { describe, expect, it } from 'vitest';
import { parseSavedQuery } from './saved-search.schema';

describe('parseSavedQuery', () => {
  it('keeps the map box as a filter and drops the view and paging', () => {
    const parsed = parseSavedQuery(
      '?view=map&Bbox=69.1,41.2,69.4,41.4&Storeys=two&PageNumber=2&Sort=priceAsc',
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.query).toContain('Bbox=69.1%2C41.2%2C69.4%2C41.4');
    expect(parsed.query).not.toContain('view');
    expect(parsed.query).not.toContain('PageNumber');
  });

  it('names an unknown filter and a bad box', () => {
    const parsed = parseSavedQuery('Colour=red&Bbox=70,41,69,42');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.fields).sort()).toEqual(['query.Bbox', 'query.Colour']);
  });
});
