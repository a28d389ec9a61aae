// The account forms' zod/mini builders give the same answers as the classic builders of fields.ts
// and text.ts for the same inputs: one rule, two spellings, no drift.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { safeParse } from 'zod/v4/core';
import {
  codeField,
  consentField,
  newPasswordField,
  passwordField,
  requiredText,
  tinField,
  usernameField,
} from './fields';
import {
  miniCode,
  miniConsent,
  miniNewPassword,
  miniPassword,
  miniRequiredText,
  miniText,
  miniTin,
  miniUsername,
} from './fields.mini';
import { textString } from './text';
import { M } from './messages';

const answer = (schema: z.core.$ZodType, input: unknown) => {
  const r = safeParse(schema, input);
  return r.success ? { ok: r.data } : { messages: r.error.issues.map((i) => i.message) };
};

const TEXTS: unknown[] = [
  undefined,
  null,
  42,
  '',
  '   ',
  'ab',
  'abc',
  ' Aziz ',
  'a\u0000b',
  'line\nbreak',
  'x'.repeat(100),
  'x'.repeat(101),
];
const USERNAMES: unknown[] = [
  ...TEXTS,
  '90 123 45 67',
  '+998 90 123 45 67',
  '998901234567',
  '(90) 123-45-67',
  '12345',
  '+4915112345678',
  'Someone@Example.COM',
  'bad@mail',
  'a@b.c',
];
const PASSWORDS: unknown[] = [...TEXTS, 'Secret', 'secret12', 'Секрет1', 'S'.repeat(101), 'Ab1'];
const CODES: unknown[] = [...TEXTS, '12345', ' 12345 ', '1234', '123456', '12a45'];

const pairs: [string, z.core.$ZodType, z.core.$ZodType, unknown[]][] = [
  ['text', textString({ error: M.required }), miniText(M.required), TEXTS],
  ['required', requiredText(), miniRequiredText(), TEXTS],
  [
    'required 3–100',
    requiredText({ min: 3, max: 100 }),
    miniRequiredText({ min: 3, max: 100 }),
    TEXTS,
  ],
  ['required short', requiredText({ short: true }), miniRequiredText({ short: true }), TEXTS],
  ['username', usernameField(), miniUsername(), USERNAMES],
  ['new password', newPasswordField(), miniNewPassword(), PASSWORDS],
  ['password', passwordField(), miniPassword(), PASSWORDS],
  ['code', codeField(), miniCode(), CODES],
  ['consent', consentField(), miniConsent(), [true, false, 'on', undefined]],
  ['tin', tinField(), miniTin(), [...TEXTS, '123456789', '12345678', '1234567890', '12345678a']],
];

describe('zod/mini field builders', () => {
  for (const [name, classic, mini, inputs] of pairs)
    it(`${name}: the same answers as the classic builder`, () => {
      for (const input of inputs)
        expect(answer(mini, input), String(input)).toEqual(answer(classic, input));
    });
});
