// Every error text the messages API answers exists in uz, ru and en (oz is generated from uz), with
// the same placeholders, and the 429 texts render their numbers in every language.
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/locales/en/messages.json';
import ru from '@/lib/i18n/locales/ru/messages.json';
import uz from '@/lib/i18n/locales/uz/messages.json';
import { translate } from '@/lib/i18n/i18n';
import { LANGS } from '@/lib/i18n/languages';
import { splitMessage, msg } from '@/lib/validation/messages';
import { BLOCK_ERRORS } from './blocks.server';
import { REPORT_ERRORS } from './reports.server';
import { SEND_ERRORS } from './send.server';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const KEYS = [
  ...Object.values(SEND_ERRORS),
  ...Object.values(BLOCK_ERRORS),
  ...Object.values(REPORT_ERRORS),
];

describe('messages error texts', () => {
  const errors = { uz: uz.errors, ru: ru.errors, en: en.errors } as Record<
    string,
    Record<string, string>
  >;

  it('has every error the code uses, in every language, with the same placeholders', () => {
    for (const full of KEYS) {
      const key = full.replace('messages:errors.', '');
      for (const [lang, texts] of Object.entries(errors)) {
        expect(texts[key], `${lang} ${key}`).toBeTruthy();
        expect(placeholders(texts[key]!), `${lang} ${key}`).toEqual(placeholders(errors.en![key]!));
      }
    }
    expect(Object.keys(errors.uz!).sort()).toEqual(Object.keys(errors.en!).sort());
    expect(Object.keys(errors.ru!).sort()).toEqual(Object.keys(errors.en!).sort());
  });

  it('renders the limits with their numbers in all four languages', () => {
    for (const lang of LANGS) {
      const { key, params } = splitMessage(msg(SEND_ERRORS.tooManyMessages, { seconds: 17 }));
      const text = translate(lang, key, params);
      expect(text, lang).toContain('17');
      expect(text, lang).not.toContain('messages:');
    }
    expect(translate('oz', 'messages:errors.toSelf')).toMatch(/[а-яўқғҳ]/i);
  });
});
