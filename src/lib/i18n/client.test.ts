import { describe, expect, it } from 'vitest';
import { createIslandT } from './client';
import { tFor } from './i18n';
import { islandTexts } from './island-texts';
import type { Lang } from './languages';

const TOASTS = ['common:', 'errors:', 'toasts:'] as const;

describe('island translations match the server (i18next) on the same files', () => {
  it.each(['uz', 'oz', 'ru', 'en'] as Lang[])(
    '%s: keys, interpolation, nested keys, defaults',
    (lang) => {
      const t = createIslandT({ lang, resources: islandTexts(lang, TOASTS) });
      const server = tFor(lang);
      for (const key of [
        'common:siteName',
        'toasts:created',
        'errors:generic',
        'errors:required',
      ]) {
        expect(t(key)).toBe(server(key));
      }
      expect(t('errors:minLength', { min: 6 })).toBe(server('errors:minLength', { min: 6 }));
      expect(t('errors:minLength', { min: 6 })).toContain('6');
      expect(t('common:invitationsCount', { count: 3 })).toBe(
        server('common:invitationsCount', { count: 3 }),
      );
      expect(t('nope:missing', { defaultValue: 'fallback' })).toBe('fallback');
      expect(t('nope:missing')).toBe('nope:missing');
    },
  );

  it('chooses plural forms by the language rules', () => {
    const t = createIslandT({
      lang: 'ru',
      resources: {
        x: {
          item_one: '{{count}} проект',
          item_few: '{{count}} проекта',
          item_many: '{{count}} проектов',
          item_other: '{{count}} проекта',
        },
      },
    });
    expect(t('x:item', { count: 1 })).toBe('1 проект');
    expect(t('x:item', { count: 3 })).toBe('3 проекта');
    expect(t('x:item', { count: 7 })).toBe('7 проектов');
  });
});
