// The forms of sign-up, sign-in and password recovery (docs/product.md §4 and §5). One schema per form,
// parsed by the island (useSchemaForm), by the endpoint and by the page's own form post; messages
// are translation keys. zod/mini, with the builders of validation/fields.mini.ts: these islands must
// load fast on a slow phone (docs/decisions/014-forms-before-javascript.md).
import * as z from 'zod/mini';
import {
  LIMITS,
  miniCode,
  miniConsent,
  miniNewPassword,
  miniPassword,
  miniRequiredText,
  miniText,
  miniTin,
  miniUsername,
} from '../validation/fields.mini';
import { M } from '../validation/messages';

import { ACCOUNT_TYPES, type AccountType } from './account-types';

export { ACCOUNT_TYPES, type AccountType };

type Issues = { issues: z.core.$ZodRawIssue[] };

/** The first message of `schema` on `value`, as an issue at `path` (a company's fields). */
function nested(ctx: Issues, schema: z.ZodMiniType, value: unknown, path: string, input: unknown) {
  const result = schema.safeParse(value);
  if (!result.success)
    ctx.issues.push({
      code: 'custom',
      path: [path],
      message: result.error.issues[0]!.message,
      input,
    });
}

/**
 * "The passwords do not match" on confirmPassword. zod skips an object's own checks while any of
 * its fields has an error, so a plain check would say it only once every other field is valid;
 * this one runs as soon as both passwords are filled (`when`), beside the other errors.
 */
function passwordsMatch(path: string) {
  return z.check<Record<string, unknown>>(
    (ctx) => {
      if (ctx.value[path] !== ctx.value.confirmPassword)
        ctx.issues.push({
          code: 'custom',
          path: ['confirmPassword'],
          message: M.passwordsMatch,
          input: ctx.value,
        });
    },
    {
      when: ({ value }) => {
        if (typeof value !== 'object' || value === null) return false;
        const form = value as Record<string, unknown>;
        return (
          typeof form[path] === 'string' &&
          typeof form.confirmPassword === 'string' &&
          form[path] !== '' &&
          form.confirmPassword !== ''
        );
      },
    },
  );
}

export const RegisterSchema = z.pipe(
  z
    .object(
      {
        username: miniUsername(),
        password: miniNewPassword(),
        confirmPassword: miniText(M.required).check(z.minLength(1, M.required)),
        fullName: miniRequiredText({ min: LIMITS.nameMin, max: LIMITS.short }),
        accountType: z.enum(ACCOUNT_TYPES, { error: M.requiredShort }),
        consent: miniConsent(),
        // A company needs its TIN and name at once: the agencies row (unique TIN and name) is made when
        // the account is confirmed, and "company already registered" must be said before the code is sent.
        tin: z.optional(miniText(M.invalidValue)),
        companyName: z.optional(miniText(M.invalidValue)),
      },
      { error: M.invalidValue },
    )
    .check(passwordsMatch('password'), (ctx) => {
      const form = ctx.value;
      if (form.accountType === 'Agency') {
        nested(ctx, miniTin(), form.tin ?? '', 'tin', form);
        nested(
          ctx,
          miniRequiredText({ min: LIMITS.nameMin }),
          form.companyName ?? '',
          'companyName',
          form,
        );
      }
    }),
  z.transform((v) => ({
    ...v,
    tin: v.accountType === 'Agency' ? (v.tin ?? '').trim() : undefined,
    companyName: v.accountType === 'Agency' ? (v.companyName ?? '').trim() : undefined,
  })),
);
export type RegisterInput = z.input<typeof RegisterSchema>;

/** The code step of sign-up and recovery (the island checks the code alone). */
export const CodeSchema = z.object({ code: miniCode() }, { error: M.invalidValue });

export const UsernameSchema = z.object({ username: miniUsername() }, { error: M.invalidValue });

export const ConfirmCodeSchema = z.object(
  { username: miniUsername(), code: miniCode() },
  { error: M.invalidValue },
);
export type ConfirmCodeInput = z.input<typeof ConfirmCodeSchema>;

/** What the server's attempt tokens look like (43 base64url characters), with room to spare. */
export const ATTEMPT_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
/**
 * The `attemptToken` POST /api/user/register answered: names the registration whose code is
 * confirmed or resent (registration-attempt.server.ts). Optional in the body only because a
 * browser sends it as its cookie instead; with neither, the endpoint answers attempt_required.
 */
const attemptToken = () =>
  z.optional(miniText(M.invalidValue).check(z.regex(ATTEMPT_TOKEN, M.invalidValue)));

export const ConfirmRegistrationSchema = z.object(
  { username: miniUsername(), code: miniCode(), attemptToken: attemptToken() },
  { error: M.invalidValue },
);

export const ResendRegistrationSchema = z.object(
  { username: miniUsername(), attemptToken: attemptToken() },
  { error: M.invalidValue },
);

export const VerifyLinkSchema = z.object(
  {
    token: miniText(M.required).check(
      z.minLength(20, M.invalidValue),
      z.maxLength(100, M.invalidValue),
    ),
  },
  { error: M.invalidValue },
);

export const LoginSchema = z.object(
  {
    username: miniUsername(),
    password: miniPassword(),
    rememberMe: z._default(z.boolean({ error: M.invalidValue }), false),
  },
  { error: M.invalidValue },
);
export type LoginInput = z.input<typeof LoginSchema>;

export const ResetPasswordSchema = z
  .object(
    {
      resetToken: miniText(M.required).check(
        z.minLength(20, M.invalidValue),
        z.maxLength(100, M.invalidValue),
      ),
      password: miniNewPassword(),
      confirmPassword: miniText(M.required).check(z.minLength(1, M.required)),
    },
    { error: M.invalidValue },
  )
  .check(passwordsMatch('password'));

export const ChangePasswordSchema = z
  .object(
    {
      currentPassword: miniPassword(),
      newPassword: miniNewPassword(),
      confirmPassword: miniText(M.required).check(z.minLength(1, M.required)),
    },
    { error: M.invalidValue },
  )
  .check(passwordsMatch('newPassword'), (ctx) => {
    const v = ctx.value;
    if (v.newPassword && v.newPassword === v.currentPassword)
      ctx.issues.push({
        code: 'custom',
        path: ['newPassword'],
        message: M.passwordDiffers,
        input: v,
      });
  });
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;
