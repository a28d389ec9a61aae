import { describe, expect, it } from 'vitest';
import { buildProjectSearchText, searchPatterns } from './search-text';

describe('buildProjectSearchText', () => {
  it('stores one lower-case Latin form of every part, deduplicated', () => {
    const text = buildProjectSearchText({
      title: 'Oʻzbek uyi',
      description: 'Ikki qavatli',
      address: 'Chilonzor 5',
      categoryNames: ['Uylar', 'Дома', 'Houses'],
      regionNames: ['Toshkent', 'Тошкент'],
    });
    expect(text).toContain('ozbek uyi');
    expect(text).toContain('doma');
    expect(text).toBe(text.toLowerCase());
    expect(text).not.toMatch(/[а-яёўқғҳ]/i);
    expect(text.split(' | ').filter((p) => p === 'toshkent')).toHaveLength(1);
  });
});

describe('searchPatterns', () => {
  it('gives the same pattern for every apostrophe variant and for Cyrillic', () => {
    const patterns = searchPatterns('Oʻzbek');
    expect(searchPatterns("O'zbek")).toEqual(patterns);
    expect(searchPatterns('O‘zbek')).toEqual(patterns);
    expect(searchPatterns('Ўзбек')).toEqual(patterns);
    expect(patterns).toEqual([['%ozbek%']]);
  });

  it('splits words, escapes LIKE wildcards and drops empty input', () => {
    expect(searchPatterns('  uyi   100%_ ')).toEqual([['%uyi%'], ['%100\\%\\_%']]);
    expect(searchPatterns('   ')).toEqual([]);
    expect(searchPatterns('a\\b')).toEqual([['%a\\\\b%']]);
  });

  it('matches a word shorter than three letters at the start of a word only', () => {
    expect(searchPatterns('uy')).toEqual([['uy%', '% uy%']]);
    expect(searchPatterns('Ҳ _')).toEqual([
      ['h%', '% h%'],
      ['\\_%', '% \\_%'],
    ]);
  });
});
