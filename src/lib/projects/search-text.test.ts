import { describe, expect, it } from 'vitest';
import { buildProjectSearchText, searchPatterns } from './search-text';

describe('buildProjectSearchText', () => {
  it('stores one lower-case Latin form of every part, deduplicated', () => {
    const s = buildProjectSearchText({
      title: 'Oʻzbek uyi',
      description: 'Ikki qavatli',
      address: 'Chilonzor 5',
      categoryNames: ['Uylar', 'Дома', 'Houses'],
      regionNames: ['Toshkent', 'Тошкент'],
    });
    expect(s).toContain('ozbek uyi');
    expect(s).toContain('doma');
    expect(s).toBe(s.toLowerCase());
    expect(s).not.toMatch(/[а-яёўқғҳ]/i);
    expect(s.split(' | ').filter((p) => p === 'toshkent')).toHaveLength(1);
  });
});

describe('searchPatterns', () => {
  it('gives the same pattern for every apostrophe variant and for Cyrillic', () => {
    const a = searchPatterns('Oʻzbek');
    expect(searchPatterns("O'zbek")).toEqual(a);
    expect(searchPatterns('O‘zbek')).toEqual(a);
    expect(searchPatterns('Ўзбек')).toEqual(a);
    expect(a).toEqual(['%ozbek%']);
  });

  it('splits words, escapes LIKE wildcards and drops empty input', () => {
    expect(searchPatterns('  uy   100%_ ')).toEqual(['%uy%', '%100\\%\\_%']);
    expect(searchPatterns('   ')).toEqual([]);
    expect(searchPatterns('a\\b')).toEqual(['%a\\\\b%']);
  });
});
