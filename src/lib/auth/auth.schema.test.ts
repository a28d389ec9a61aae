import { describe, expect, it } from 'vitest';
import {
  ChangePasswordSchema,
  ConfirmCodeSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from './auth.schema';

const fields = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const valid = {
  username: '90 123 45 67',
  password: 'Secret12',
  confirmPassword: 'Secret12',
  fullName: 'Aziz Karimov',
  accountType: 'User',
  consent: true,
};

describe('RegisterSchema', () => {
  it('normalises the username and drops company fields of non-companies', () => {
    expect(RegisterSchema.parse({ ...valid, tin: '123', companyName: 'x' })).toMatchObject({
      username: '+998901234567',
      tin: undefined,
      companyName: undefined,
    });
  });

  it('reports every broken field at once, each beside its field', () => {
    const result = RegisterSchema.safeParse({
      username: 'x',
      password: 'secret',
      confirmPassword: 'other',
      fullName: 'A',
      accountType: 'Boss',
      consent: false,
    });
    expect(fields(result)).toEqual({
      username: 'validation:username',
      password: 'validation:uppercase',
      fullName: 'errors:minLength|{"min":3}',
      accountType: 'errors:requiredShort',
      consent: 'validation:consent',
      confirmPassword: 'validation:passwordsMatch',
    });
  });

  it('says the passwords differ as soon as both are filled, not once the rest is valid', () => {
    const empty = { username: '', fullName: '', accountType: 'User', consent: false };
    expect(
      fields(
        RegisterSchema.safeParse({ ...empty, password: 'Secret12', confirmPassword: 'Secret1' }),
      ),
    ).toMatchObject({ confirmPassword: 'validation:passwordsMatch' });
    // An empty confirmation is "required", not "do not match".
    expect(
      fields(RegisterSchema.safeParse({ ...empty, password: 'Secret12', confirmPassword: '' })),
    ).toMatchObject({ confirmPassword: 'errors:required' });
    expect(
      fields(
        ChangePasswordSchema.safeParse({
          currentPassword: '',
          newPassword: 'Secret12',
          confirmPassword: 'Secret13',
        }),
      ),
    ).toEqual({ currentPassword: 'errors:required', confirmPassword: 'validation:passwordsMatch' });
  });

  it('passwords must match', () => {
    expect(fields(RegisterSchema.safeParse({ ...valid, confirmPassword: 'Secret13' }))).toEqual({
      confirmPassword: 'validation:passwordsMatch',
    });
  });

  it('a company needs a 9-digit TIN and a name', () => {
    expect(fields(RegisterSchema.safeParse({ ...valid, accountType: 'Agency' }))).toEqual({
      tin: 'errors:required',
      companyName: 'errors:required',
    });
    expect(
      fields(
        RegisterSchema.safeParse({
          ...valid,
          accountType: 'Agency',
          tin: '12345678a',
          companyName: 'Qurilish',
        }),
      ),
    ).toEqual({ tin: 'validation:tin' });
    expect(
      RegisterSchema.parse({
        ...valid,
        accountType: 'Agency',
        tin: ' 123456789 ',
        companyName: ' Qurilish ',
      }),
    ).toMatchObject({ tin: '123456789', companyName: 'Qurilish' });
  });
});

describe('the other auth forms', () => {
  it('login: username as e-mail or phone, any non-empty password, remember me defaults to false', () => {
    expect(LoginSchema.parse({ username: 'A@b.uz', password: 'x' })).toEqual({
      username: 'a@b.uz',
      password: 'x',
      rememberMe: false,
    });
    expect(fields(LoginSchema.safeParse({ username: '', password: '' }))).toEqual({
      username: 'errors:required',
      password: 'errors:required',
    });
  });

  it('confirm: the code is exactly 5 digits', () => {
    expect(fields(ConfirmCodeSchema.safeParse({ username: '901234567', code: '1234' }))).toEqual({
      code: 'validation:code',
    });
  });

  it('reset: rules of a new password and matching confirmation', () => {
    expect(
      fields(
        ResetPasswordSchema.safeParse({
          resetToken: 'x'.repeat(43),
          password: 'Secret12',
          confirmPassword: 'Secret1',
        }),
      ),
    ).toEqual({ confirmPassword: 'validation:passwordsMatch' });
  });

  it('change: the new password must differ from the current one', () => {
    expect(
      fields(
        ChangePasswordSchema.safeParse({
          currentPassword: 'Secret12',
          newPassword: 'Secret12',
          confirmPassword: 'Secret12',
        }),
      ),
    ).toEqual({ newPassword: 'validation:passwordDiffers' });
    expect(
      ChangePasswordSchema.safeParse({
        currentPassword: 'Secret12',
        newPassword: 'Secret13',
        confirmPassword: 'Secret13',
      }).success,
    ).toBe(true);
  });
});
