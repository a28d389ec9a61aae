// The directories' map view speaks every language: its texts exist in uz, ru and en with the same
// placeholders (oz is generated from uz), and a marker's name says the place and the count with the
// language's plural (Russian's three forms).
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/locales/en/professionals.json';
import ru from '@/lib/i18n/locales/ru/professionals.json';
import uz from '@/lib/i18n/locales/uz/professionals.json';
import { translate } from '@/lib/i18n/i18n';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const singular = (k: string) => k.replace(/_(one|few|many|other)$/, '');

describe('directory map texts', () => {
  it('has every text in every language with the same placeholders', () => {
    const base = en.map as Record<string, string>;
    for (const texts of [uz.map, ru.map] as Record<string, string>[]) {
      expect(new Set(Object.keys(texts).map(singular))).toEqual(
        new Set(Object.keys(base).map(singular)),
      );
      for (const [k, v] of Object.entries(texts))
        expect(placeholders(v), k).toEqual(placeholders(base[k] ?? base[`${singular(k)}_other`]!));
    }
  });

  it('names a marker by place and count in four languages', () => {
    const place = 'Toshkent shahri';
    expect(translate('uz', 'professionals:map.agentsMarker', { place, count: 12 })).toBe(
      'Toshkent shahri: 12 mutaxassis',
    );
    expect(translate('oz', 'professionals:map.agentsMarker', { place: 'Тошкент', count: 12 })).toBe(
      'Тошкент: 12 мутахассис',
    );
    expect(
      translate('ru', 'professionals:map.agenciesMarker', { place: 'Ташкент', count: 5 }),
    ).toBe('Ташкент: 5 компаний');
    expect(translate('ru', 'professionals:map.agentsMarker', { place: 'Ташкент', count: 2 })).toBe(
      'Ташкент: 2 специалиста',
    );
    expect(translate('en', 'professionals:map.agentsMarker', { place: 'Tashkent', count: 1 })).toBe(
      'Tashkent: 1 specialist',
    );
  });
});
