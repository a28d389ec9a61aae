import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  codeField,
  consentField,
  emailField,
  newPasswordField,
  optionalId,
  optionalText,
  optionalUrl,
  passwordField,
  parseUsername,
  phoneField,
  requiredText,
  usernameField,
} from './fields';

const first = (schema: z.ZodType, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('field builders', () => {
  it('required text: required, min and max with their numbers', () => {
    const schema = requiredText({ min: 3, max: 100 });
    expect(first(schema, undefined)).toBe('errors:required');
    expect(first(schema, '   ')).toBe('errors:required');
    expect(first(schema, 'ab')).toBe('errors:minLength|{"min":3}');
    expect(first(schema, 'x'.repeat(101))).toBe('errors:maxLength|{"max":100}');
    expect(schema.parse('  Aziz  ')).toBe('Aziz');
    expect(first(requiredText({ short: true }), '')).toBe('errors:requiredShort');
  });

  it('email: valid and lower-cased', () => {
    expect(emailField().parse('Aziz@Example.COM')).toBe('aziz@example.com');
    for (const bad of ['aziz', 'a@b', 'a b@c.uz', '@c.uz'])
      expect(first(emailField(), bad)).toBe('validation:email');
  });

  it('phone: normalised to E.164 or the phone message', () => {
    expect(phoneField().parse('(90) 123-45-67')).toBe('+998901234567');
    expect(first(phoneField(), '123')).toBe('validation:phone');
  });

  it('username: an e-mail or a phone', () => {
    expect(usernameField().parse('90 123 45 67')).toBe('+998901234567');
    expect(usernameField().parse('A@B.uz')).toBe('a@b.uz');
    expect(first(usernameField(), 'aziz')).toBe('validation:username');
    expect(parseUsername('name@example.com')).toEqual({ kind: 'email', value: 'name@example.com' });
    expect(parseUsername('+998 90 123 45 67')).toEqual({ kind: 'phone', value: '+998901234567' });
  });

  it('new password: 6 to 100 characters with an uppercase letter (any script)', () => {
    expect(first(newPasswordField(), '')).toBe('errors:required');
    expect(first(newPasswordField(), 'Ab1')).toBe('errors:minLength|{"min":6}');
    expect(first(newPasswordField(), 'secret12')).toBe('validation:uppercase');
    expect(first(newPasswordField(), `S${'x'.repeat(100)}`)).toBe('errors:maxLength|{"max":100}');
    expect(newPasswordField().parse('Secret12')).toBe('Secret12');
    expect(newPasswordField().parse('Парольпароль')).toBe('Парольпароль');
    expect(newPasswordField().parse(' Spaces kept ')).toBe(' Spaces kept ');
  });

  it('code: exactly 5 digits', () => {
    expect(codeField().parse(' 01234 ')).toBe('01234');
    for (const bad of ['1234', '123456', '12a45', '１２３４５'])
      expect(first(codeField(), bad)).toBe('validation:code');
  });

  it('consent: only true', () => {
    expect(first(consentField(), false)).toBe('validation:consent');
    expect(first(consentField(), undefined)).toBe('validation:consent');
    expect(consentField().parse(true)).toBe(true);
  });

  it('optional url and id', () => {
    expect(optionalUrl().parse('')).toBe('');
    expect(optionalUrl().parse(' https://t.me/aziz ')).toBe('https://t.me/aziz');
    for (const bad of ['javascript:alert(1)', 't.me/aziz', 'https://'])
      expect(first(optionalUrl(), bad)).toBe('validation:url');
    expect(optionalId().parse('')).toBeNull();
    expect(optionalId().parse('12')).toBe(12);
    expect(first(optionalId(), '1.5')).toBe('errors:invalidValue');
    expect(first(optionalId(), -1)).toBe('errors:invalidValue');
  });
});

describe('control characters', () => {
  const builders = {
    requiredText: requiredText(),
    optionalText: optionalText(),
    emailField: emailField(),
    phoneField: phoneField(),
    usernameField: usernameField(),
    newPasswordField: newPasswordField(),
    passwordField: passwordField(),
    codeField: codeField(),
  };
  it.each(Object.entries(builders))(
    '%s refuses C0 controls and DEL, with their own message',
    (_, schema) => {
      for (const c of ['\u0000', '\u0007', '\u000B', '\u000C', '\u001B', '\u007F'])
        expect(first(schema, `Abc12${c}345`)).toBe('errors:controlChars');
    },
  );
  it('lets tab and line breaks through', () => {
    expect(first(optionalText(1000), 'one\ttwo\r\nthree\nfour')).toBeNull();
    expect(first(requiredText(), 'Aziz\tKarimov')).toBeNull();
  });
});
