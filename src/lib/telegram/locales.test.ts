// The bot's and the profile block's texts exist in uz, ru and en (oz is generated from uz) with the
// same keys and placeholders, and oz comes out in Cyrillic.
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/locales/en/telegram.json';
import ru from '@/lib/i18n/locales/ru/telegram.json';
import uz from '@/lib/i18n/locales/uz/telegram.json';
import { tFor } from '@/lib/i18n/i18n';
import { expectSameKeysAndPlaceholders, flatten } from '@tests/helpers/locale-parity';

describe('telegram texts', () => {
  it('has the same keys and placeholders in every language', () => {
    expectSameKeysAndPlaceholders({ uz: flatten(uz), ru: flatten(ru), en: flatten(en) });
  });
  it('gives oz in Cyrillic, keeping the placeholders', () => {
    expect(tFor('oz')('telegram:bot.linked', { name: 'Aziz' })).toMatch(/^Тайёр: .*Aziz/);
  });
});
