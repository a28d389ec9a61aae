// The forms of sign-up, sign-in and password recovery (docs/product.md §4 and §5). One schema per form,
// parsed by the island (react-hook-form) and by the endpoint; messages are translation keys.
import { z } from 'zod';
import {
  codeField,
  consentField,
  LIMITS,
  newPasswordField,
  passwordField,
  requiredText,
  usernameField,
} from '../validation/fields';
import { M } from '../validation/messages';
import { textString } from '@/lib/validation/text';

export const ACCOUNT_TYPES = ['User', 'Agent', 'Agency'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Uzbek TIN (STIR) of a company: 9 digits. */
export const tinField = () => requiredText({ max: 9 }).regex(/^\d{9}$/, M.tin);

export const RegisterSchema = z
  .object(
    {
      username: usernameField(),
      password: newPasswordField(),
      confirmPassword: textString({ error: M.required }).min(1, M.required),
      fullName: requiredText({ min: LIMITS.nameMin, max: LIMITS.short }),
      accountType: z.enum(ACCOUNT_TYPES, { error: M.requiredShort }),
      consent: consentField(),
      // A company needs its TIN and name at once: the agencies row (unique TIN and name) is made when
      // the account is confirmed, and "company already registered" must be said before the code is sent.
      tin: textString({ error: M.invalidValue }).optional(),
      companyName: textString({ error: M.invalidValue }).optional(),
    },
    { error: M.invalidValue },
  )
  .superRefine((form, ctx) => {
    if (form.password !== form.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.passwordsMatch });
    if (form.accountType === 'Agency') {
      const tin = tinField().safeParse(form.tin ?? '');
      if (!tin.success)
        ctx.addIssue({ code: 'custom', path: ['tin'], message: tin.error.issues[0]!.message });
      const name = requiredText({ min: LIMITS.nameMin }).safeParse(form.companyName ?? '');
      if (!name.success)
        ctx.addIssue({
          code: 'custom',
          path: ['companyName'],
          message: name.error.issues[0]!.message,
        });
    }
  })
  .transform((v) => ({
    ...v,
    tin: v.accountType === 'Agency' ? (v.tin ?? '').trim() : undefined,
    companyName: v.accountType === 'Agency' ? (v.companyName ?? '').trim() : undefined,
  }));
export type RegisterInput = z.input<typeof RegisterSchema>;

export const UsernameSchema = z.object({ username: usernameField() }, { error: M.invalidValue });

export const ConfirmCodeSchema = z.object(
  { username: usernameField(), code: codeField() },
  { error: M.invalidValue },
);
export type ConfirmCodeInput = z.input<typeof ConfirmCodeSchema>;

export const VerifyLinkSchema = z.object(
  { token: textString({ error: M.required }).min(20, M.invalidValue).max(100, M.invalidValue) },
  { error: M.invalidValue },
);

export const LoginSchema = z.object(
  {
    username: usernameField(),
    password: passwordField(),
    rememberMe: z.boolean({ error: M.invalidValue }).optional().default(false),
  },
  { error: M.invalidValue },
);
export type LoginInput = z.input<typeof LoginSchema>;

export const ResetPasswordSchema = z
  .object(
    {
      resetToken: textString({ error: M.required })
        .min(20, M.invalidValue)
        .max(100, M.invalidValue),
      password: newPasswordField(),
      confirmPassword: textString({ error: M.required }).min(1, M.required),
    },
    { error: M.invalidValue },
  )
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: M.passwordsMatch,
  });

export const ChangePasswordSchema = z
  .object(
    {
      currentPassword: passwordField(),
      newPassword: newPasswordField(),
      confirmPassword: textString({ error: M.required }).min(1, M.required),
    },
    { error: M.invalidValue },
  )
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.passwordsMatch });
    if (v.newPassword && v.newPassword === v.currentPassword)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: M.passwordDiffers });
  });
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;
