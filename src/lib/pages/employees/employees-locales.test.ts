// The texts of /account/employees, /account/invitations and the Invite/Join buttons exist in uz, ru
// and en (oz is generated from uz) with the same placeholders, plural forms as each language needs
// them, and every success toast the enrollment buttons ask for is in the toasts namespace.
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/locales/en/employees.json';
import ru from '@/lib/i18n/locales/ru/employees.json';
import uz from '@/lib/i18n/locales/uz/employees.json';
import toastsEn from '@/lib/i18n/locales/en/toasts.json';
import toastsRu from '@/lib/i18n/locales/ru/toasts.json';
import toastsUz from '@/lib/i18n/locales/uz/toasts.json';
import { translate } from '@/lib/i18n/i18n';
import { isToastKind } from '@/lib/ui/notify';
import { expectSameKeysAndPlaceholders, flatten } from '@tests/helpers/locale-parity';

const ENROLLMENT_TOASTS = [
  'invitationSent',
  'joinRequestSent',
  'enrollmentAccepted',
  'enrollmentDeclined',
  'enrollmentWithdrawn',
  'workerRemoved',
  'companyLeft',
];

describe('employees texts', () => {
  const langs = { uz: flatten(uz), ru: flatten(ru), en: flatten(en) };

  it('has the same keys and placeholders in every language', () => {
    expectSameKeysAndPlaceholders(langs);
  });

  it('has the plural forms of each language', () => {
    for (const key of ['projects', 'find.found', 'menu.waiting']) {
      for (const form of ['one', 'other']) {
        expect(langs.uz[`${key}_${form}`], `uz ${key}`).toBeTruthy();
        expect(langs.en[`${key}_${form}`], `en ${key}`).toBeTruthy();
      }
      for (const form of ['one', 'few', 'many', 'other'])
        expect(langs.ru[`${key}_${form}`], `ru ${key}`).toBeTruthy();
    }
    expect(translate('ru', 'employees:projects', { count: 5 })).toBe('5 проектов');
    expect(translate('ru', 'employees:projects', { count: 2 })).toBe('2 проекта');
  });

  it('renders in Uzbek Cyrillic through the transliterator', () => {
    expect(translate('oz', 'employees:title')).toBe('Ходимлар');
    expect(
      translate('oz', 'employees:invitations.current.leaveTitle', { company: 'Usta LLC' }),
    ).toBe('Usta LLC компаниясидан чиқилсинми?');
  });

  it('has every success toast of the enrollment buttons', () => {
    for (const kind of ENROLLMENT_TOASTS) {
      expect(isToastKind(kind), kind).toBe(true);
      for (const toasts of [toastsUz, toastsRu, toastsEn] as Record<string, string>[])
        expect(toasts[kind], kind).toBeTruthy();
    }
  });
});
