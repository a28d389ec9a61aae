import { describe, expect, it } from 'vitest';
import {
  articlePath,
  excerpt,
  paragraphs,
  pickText,
  safeSourceUrl,
  seoDateOf,
  toArticleItem,
  type ArticleColumns,
} from './article';

const row: ArticleColumns = {
  id: 7,
  seoUrl: 'yangi-normalar',
  titleUz: 'Oʻzbekistonda yangi normalar',
  titleOz: '',
  titleRu: 'Новые нормы',
  titleEn: '',
  textUz: 'Matn',
  textOz: 'Матн (қўлда)',
  textRu: '',
  textEn: 'Text',
  source: 'https://gov.uz/a',
  imagePath: null,
  publishedAt: new Date('2024-12-31T19:30:00Z'),
  updatedAt: new Date('2025-01-02T00:00:00Z'),
};

describe('seoDateOf', () => {
  it('is the calendar day in Tashkent (UTC+5)', () => {
    expect(seoDateOf(new Date('2024-12-31T18:59:59Z'))).toBe('2024-12-31');
    expect(seoDateOf(new Date('2024-12-31T19:00:00Z'))).toBe('2025-01-01');
    expect(seoDateOf(new Date('2025-03-05T00:00:00Z'))).toBe('2025-03-05');
  });
});

describe('pickText', () => {
  it('takes the language column, falls back to uz, and transliterates uz for an empty oz', () => {
    expect(pickText(row, 'title', 'ru')).toBe('Новые нормы');
    expect(pickText(row, 'title', 'en')).toBe('Oʻzbekistonda yangi normalar');
    expect(pickText(row, 'title', 'oz')).toMatch(/^Ўзбекистонда/);
    expect(pickText(row, 'text', 'oz')).toBe('Матн (қўлда)');
    expect(pickText(row, 'text', 'ru')).toBe('Matn');
  });
});

describe('toArticleItem', () => {
  it('builds the API item with ISO times, the Tashkent seoDate and image object', () => {
    expect(toArticleItem({ ...row, imagePath: '/media/news/x.webp' }, 'en')).toEqual({
      id: 7,
      title: 'Oʻzbekistonda yangi normalar',
      text: 'Text',
      source: 'https://gov.uz/a',
      image: { imagePath: '/media/news/x.webp' },
      publishedAt: '2024-12-31T19:30:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
      seoDate: '2025-01-01',
      seoUrl: 'yangi-normalar',
    });
    expect(toArticleItem({ ...row, source: '' }, 'uz').source).toBeNull();
  });
});

describe('paragraphs', () => {
  it('splits on blank lines (any line ending), trims, drops empties, keeps single breaks', () => {
    expect(paragraphs('A\r\n\r\nB line 1\nB line 2\n \n\n\nC  ')).toEqual([
      'A',
      'B line 1\nB line 2',
      'C',
    ]);
    expect(paragraphs('   ')).toEqual([]);
  });
});

describe('articlePath', () => {
  it('gives the spec URLs', () => {
    expect(articlePath('news', { seoDate: '2025-01-01', seoUrl: 'a-b' })).toBe(
      '/news/details/2025-01-01/a-b',
    );
    expect(articlePath('lifeHacks', { seoDate: '2025-01-01', seoUrl: 'a-b' })).toBe(
      '/life-hacks/a-b',
    );
  });
});

describe('excerpt', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(excerpt('Qisqa  matn\n\nbu')).toBe('Qisqa matn bu');
    const e = excerpt('soʻz '.repeat(100), 40);
    expect(e.length).toBeLessThanOrEqual(40);
    expect(e.endsWith('soʻz…')).toBe(true);
  });
});

describe('safeSourceUrl', () => {
  it('keeps http(s) URLs only', () => {
    expect(safeSourceUrl('https://kun.uz/news/1')).toBe('https://kun.uz/news/1');
    expect(safeSourceUrl('javascript:alert(1)')).toBeNull();
    expect(safeSourceUrl('data:text/html,x')).toBeNull();
    expect(safeSourceUrl('not a url')).toBeNull();
    expect(safeSourceUrl(null)).toBeNull();
  });
});
