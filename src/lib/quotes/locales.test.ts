// Every error text the quote requests answer exists in uz, ru and en (oz is generated from uz),
// with the same placeholders, and renders its numbers and names in all four languages.
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/locales/en/quotes.json';
import ru from '@/lib/i18n/locales/ru/quotes.json';
import uz from '@/lib/i18n/locales/uz/quotes.json';
import { translate } from '@/lib/i18n/i18n';
import { LANGS } from '@/lib/i18n/languages';
import { msg, splitMessage } from '@/lib/validation/messages';
import { QUOTE_ERRORS } from './quotes.schema';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('quote request error texts', () => {
  const errors = { uz: uz.errors, ru: ru.errors, en: en.errors } as Record<
    string,
    Record<string, string>
  >;

  it('has every error the code uses, in every language, with the same placeholders', () => {
    for (const full of Object.values(QUOTE_ERRORS)) {
      const key = splitMessage(full).key.replace('quotes:errors.', '');
      for (const [lang, texts] of Object.entries(errors)) {
        expect(texts[key], `${lang} ${key}`).toBeTruthy();
        expect(placeholders(texts[key]!), `${lang} ${key}`).toEqual(placeholders(errors.en![key]!));
      }
    }
    expect(Object.keys(errors.uz!).sort()).toEqual(Object.keys(errors.en!).sort());
    expect(Object.keys(errors.ru!).sort()).toEqual(Object.keys(errors.en!).sort());
  });

  it('renders the limit and the suggested regions in all four languages', () => {
    for (const lang of LANGS) {
      const limit = splitMessage(msg(QUOTE_ERRORS.tooManyRequests, { hours: 7 }));
      expect(translate(lang, limit.key, limit.params), lang).toContain('7');
      const near = splitMessage(msg(QUOTE_ERRORS.noMatch, { regions: 'Namangan' }));
      expect(translate(lang, near.key, near.params), lang).toContain('Namangan');
    }
    expect(translate('oz', 'quotes:errors.closed')).toMatch(/[а-яўқғҳ]/i);
  });
});
