// The dashboard and moderation texts exist in uz, ru and en (oz is generated from uz) with the same
// keys and placeholders, and every action the dashboard's areas write to the audit log has a label.
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/locales/en/adminDash.json';
import ru from '@/lib/i18n/locales/ru/adminDash.json';
import uz from '@/lib/i18n/locales/uz/adminDash.json';
import { expectSameKeysAndPlaceholders, flatten } from '@tests/helpers/locale-parity';

describe('adminDash texts', () => {
  const langs = { uz: flatten(uz), ru: flatten(ru), en: flatten(en) };
  it('has the same keys and placeholders in every language', () => {
    expectSameKeysAndPlaceholders(langs);
  });
  it('labels the audit actions written by moderation', () => {
    for (const a of [
      'project.update',
      'project.delete',
      'review.delete',
      'conversation_report.read',
      'conversation_report.close',
    ]) {
      for (const texts of Object.values(langs)) expect(texts[`actions.${a}`]).toBeTruthy();
    }
  });
});
