import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Oʻzbekiston boʻylab taʼmir!', 'ozbekiston-boylab-tamir'],
    ["O'zbekiston bo'ylab ta'mir", 'ozbekiston-boylab-tamir'],
    ['Ўзбекистон бўйлаб таъмир', 'ozbekiston-boylab-tamir'],
    ['Ремонт квартир в Ташкенте', 'remont-kvartir-v-tashkente'],
    ['Щебень и объёмный бетон', 'sheben-i-obyomniy-beton'],
    ['  Dizayn & 3D-vizualizatsiya (2025)  ', 'dizayn-3d-vizualizatsiya-2025'],
    ['Café Müller — déco', 'cafe-muller-deco'],
    ['Gʻisht, sement: narxlar', 'gisht-sement-narxlar'],
    ['!!!', ''],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('cuts long titles to 80 characters at a word boundary', () => {
    const title =
      'Toshkent shahrida zamonaviy uy-joy qurilishi va taʼmirlash boʻyicha eng yaxshi ustalar reytingi 2025';
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toBe(
      'toshkent-shahrida-zamonaviy-uy-joy-qurilishi-va-tamirlash-boyicha-eng-yaxshi',
    );
  });

  it('cuts a single long word hard rather than leaving almost nothing', () => {
    expect(slugify('a'.repeat(100))).toBe('a'.repeat(80));
    expect(slugify(`x ${'b'.repeat(100)}`)).toBe(`x-${'b'.repeat(78)}`);
  });
});
