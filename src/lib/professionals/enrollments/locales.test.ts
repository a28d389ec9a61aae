// Every text of invitations and join requests — the errors the API answers and the notices sent
// by SMS or e-mail — exists in uz, ru and en (oz is generated from uz) with the same placeholders,
// and every key the code uses is there.
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/locales/en/enrollments.json';
import ru from '@/lib/i18n/locales/ru/enrollments.json';
import uz from '@/lib/i18n/locales/uz/enrollments.json';
import { translate } from '@/lib/i18n/i18n';
import { expectSameKeysAndPlaceholders, flatten } from '@tests/helpers/locale-parity';
import type { NoticeKind } from './enrollment-notices.server';

const KINDS: NoticeKind[] = [
  'invited',
  'joinRequest',
  'invitationAccepted',
  'invitationDeclined',
  'requestAccepted',
  'requestDeclined',
];
const ERRORS = [
  'agencyOnly',
  'agentOnly',
  'alreadyWorker',
  'alreadySent',
  'awaitsYourAnswer',
  'notPending',
  'notWorker',
  'tooMany',
];

describe('enrollment texts', () => {
  const langs = { uz: flatten(uz), ru: flatten(ru), en: flatten(en) };

  it('has the same keys and placeholders in every language', () => {
    expectSameKeysAndPlaceholders(langs);
  });

  it('has every notice (subject and a text with the link) and every error the code uses', () => {
    for (const texts of Object.values(langs)) {
      for (const kind of KINDS) {
        expect(texts[`notice.${kind}.subject`]).toBeTruthy();
        expect(texts[`notice.${kind}.text`]).toContain('{{link}}');
      }
      for (const key of ERRORS) expect(texts[`errors.${key}`]).toBeTruthy();
    }
  });

  it('renders a notice in Uzbek Cyrillic through the transliterator, names left as given', () => {
    const text = translate('oz', 'enrollments:notice.invited.text', {
      company: 'Quruvchi LLC',
      link: 'https://quruvchi.uz/account/employees',
    });
    expect(text).toMatch(/[а-яўқғҳ]/i);
    expect(text).toContain('Quruvchi LLC');
    expect(text).toContain('https://quruvchi.uz/account/employees');
  });
});
