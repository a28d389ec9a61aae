// tFor keeps bare keys' texts (docs/performance.md#render): the same answers as i18next.
import { describe, expect, it } from 'vitest';
import { i18nFor, tFor } from './i18n';

describe('tFor', () => {
  it('answers bare keys as i18next does, the same function per language', () => {
    for (const lang of ['uz', 'oz', 'ru', 'en'] as const) {
      const t = tFor(lang);
      expect(tFor(lang)).toBe(t);
      for (const key of [
        'common:siteName',
        'common:skipToContent',
        'errors:notFound',
        'no:suchKey',
      ]) {
        expect(t(key)).toBe(i18nFor(lang).t(key));
        expect(t(key)).toBe(i18nFor(lang).t(key)); // second call: from the memo
      }
    }
    expect(tFor('ru')('common:siteName')).not.toBe('common:siteName');
  });

  it('answers calls with plain options as i18next does, each value its own text', () => {
    for (const lang of ['uz', 'oz', 'ru', 'en'] as const) {
      const t = tFor(lang);
      for (let round = 0; round < 2; round++) {
        // the second round comes from the memo
        for (const count of [0, 1, 2, 5, 21, 1000])
          expect(t('projects:reviews.count', { count })).toBe(
            i18nFor(lang).t('projects:reviews.count', { count }),
          );
        expect(t('errors:minLength', { min: 3 })).toBe(
          i18nFor(lang).t('errors:minLength', { min: 3 }),
        );
        expect(t('errors:minLength', { min: '3' })).toBe(
          i18nFor(lang).t('errors:minLength', { min: '3' }),
        );
      }
    }
    const t = tFor('en');
    expect(t('errors:minLength', { min: 3 })).toContain('3');
    expect(t('errors:minLength', { min: 7 })).toContain('7');
    expect(t('no:suchKey', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(t('no:suchKey', { defaultValue: 'Other' })).toBe('Other');
    expect(tFor('ru')('projects:reviews.count', { count: 1 })).not.toBe(
      tFor('ru')('projects:reviews.count', { count: 5 }),
    );
  });

  it('passes options that are not plain values to i18next every time', () => {
    const t = tFor('en');
    const when = new Date(Date.UTC(2025, 0, 1));
    expect(t('no:suchKey', { defaultValue: 'At {{when}}', when: when.toISOString() })).toContain(
      '2025',
    );
    expect(t('no:suchKey', { defaultValue: 'x', nested: { a: 1 } } as never)).toBe('x');
  });
});
