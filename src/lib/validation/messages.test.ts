import { describe, expect, it } from 'vitest';
import { tFor } from '../i18n/i18n';
import { M, msg, splitMessage, translateMessage } from './messages';

describe('messages with parameters', () => {
  it('carries interpolation values after a bar', () => {
    expect(msg('errors:minLength', { min: 3 })).toBe('errors:minLength|{"min":3}');
    expect(splitMessage('errors:minLength|{"min":3}')).toEqual({
      key: 'errors:minLength',
      params: { min: 3 },
    });
    expect(splitMessage('errors:required')).toEqual({ key: 'errors:required', params: undefined });
  });

  it('renders with the numbers in every language', () => {
    expect(translateMessage(tFor('uz') as never, M.minLength(3))).toBe(
      'Kamida 3 ta belgi kiriting',
    );
    expect(translateMessage(tFor('en') as never, M.maxLength(1000))).toBe(
      'Enter at most 1000 characters',
    );
    expect(translateMessage(tFor('ru') as never, M.minLength(6))).toMatch(/6/);
    expect(translateMessage(tFor('oz') as never, M.minLength(6))).toMatch(/^[^a-z]*6[^a-z]*$/i);
  });

  it('every validation key exists in uz, oz, ru and en', () => {
    const keys = Object.values(M)
      .map((v) => (typeof v === 'function' ? v(1) : v))
      .map((m) => splitMessage(m).key);
    for (const lang of ['uz', 'oz', 'ru', 'en'] as const) {
      const t = tFor(lang);
      for (const key of keys)
        expect(t(key, { min: 1, max: 1 }), `${lang} ${key}`).not.toBe(key.split(':')[1]);
    }
  });

  it('the spec texts of required fields', () => {
    expect(tFor('uz')(M.required)).toBe('Iltimos, ushbu qatorni toʻldiring!');
    expect(tFor('uz')(M.requiredShort)).toBe('Toʻldirilishi shart');
  });
});
