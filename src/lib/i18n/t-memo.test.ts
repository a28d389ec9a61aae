// tFor keeps bare keys' texts (docs/decisions/016-render-speed.md): the same answers as i18next.
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

  it('passes calls with options to i18next every time', () => {
    const t = tFor('en');
    expect(t('errors:minLength', { min: 3 })).toContain('3');
    expect(t('errors:minLength', { min: 7 })).toContain('7');
    expect(t('no:suchKey', { defaultValue: 'Fallback' })).toBe('Fallback');
  });
});
