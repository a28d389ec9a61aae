// Field builders shared by every form schema (islands and endpoints parse with the same ones), so a
// rule of docs/product.md §5 is written once: required, 3/6 minimum, 100/1000 maximum, valid email and
// phone, username as email or phone, one uppercase letter, consent, a 5-digit code.
import { z } from 'zod';
import { M } from './messages';
import { normalizePhone } from './phone';
import { textString } from '@/lib/validation/text';

// One copy of the limits and of the username rule: the account forms' zod/mini builders hold them.
import { LIMITS, parseUsername, type Username } from './fields.mini';
export { LIMITS, parseUsername, type Username };

/** A required string: missing, non-string or blank → the required message. */
function base(requiredMessage: string = M.required) {
  return textString({ error: requiredMessage }).trim().min(1, requiredMessage);
}

export function requiredText(opts: { min?: number; max?: number; short?: boolean } = {}) {
  const max = opts.max ?? LIMITS.short;
  let s = base(opts.short ? M.requiredShort : M.required);
  if (opts.min && opts.min > 1) s = s.min(opts.min, M.minLength(opts.min));
  return s.max(max, M.maxLength(max));
}

/** An optional free text: absent, null or blank all become "" (one representation of "nothing"). */
export function optionalText(max: number = LIMITS.short) {
  // nullish (not a union with undefined): zod 4 treats only an optional schema as a key that may be absent
  return textString({ error: M.invalidValue })
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(max, M.maxLength(max)));
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Lower-cased so one address cannot register twice in different cases. */
export const emailField = () =>
  base()
    .max(LIMITS.short, M.maxLength(LIMITS.short))
    .refine((v) => EMAIL_RE.test(v) && z.email().safeParse(v).success, M.email)
    .transform((v) => v.toLowerCase());

/** Any way people write an Uzbek number → E.164. */
export const phoneField = () =>
  base()
    .max(32, M.phone)
    .transform((v, ctx) => {
      const e164 = normalizePhone(v);
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: M.phone });
        return z.NEVER;
      }
      return e164;
    });

/** "Username must be a valid email or phone" → the normalised value (E.164 or lower-case e-mail). */
export const usernameField = () =>
  base()
    .max(LIMITS.short, M.maxLength(LIMITS.short))
    .transform((v, ctx) => {
      const username = parseUsername(v);
      if (!username) {
        ctx.addIssue({ code: 'custom', message: M.username });
        return z.NEVER;
      }
      return username.value;
    });

/** A new password: 6–100 characters with at least one uppercase letter (any script). */
export const newPasswordField = () =>
  textString({ error: M.required })
    .min(1, M.required)
    .min(LIMITS.passwordMin, M.minLength(LIMITS.passwordMin))
    .max(LIMITS.short, M.maxLength(LIMITS.short))
    .regex(/\p{Lu}/u, M.uppercase);

/** A password being checked (sign-in, current password): only present and bounded, never rules. */
export const passwordField = () =>
  textString({ error: M.required }).min(1, M.required).max(LIMITS.short, M.maxLength(LIMITS.short));

export const codeField = () =>
  textString({ error: M.required })
    .trim()
    .min(1, M.required)
    .regex(/^\d{5}$/, M.code);

export const consentField = () =>
  z.boolean({ error: M.consent }).refine((v) => v === true, M.consent);

/** Uzbek TIN (STIR) of a company: 9 digits (the sign-up form's twin: fields.mini.ts miniTin). */
export const tinField = () => requiredText({ max: 9 }).regex(/^\d{9}$/, M.tin);

/** http(s) link or nothing. */
export const optionalUrl = () =>
  optionalText(LIMITS.short).refine(
    (v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v),
    M.url,
  );

/** An id picked from a list; "" or null from an empty <select> means none. */
export const optionalId = () =>
  z
    .union([z.number(), z.string()], { error: M.invalidValue })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const numeric = typeof v === 'number' ? v : Number(v);
      if (!Number.isInteger(numeric) || numeric < 1 || numeric > 2_147_483_647) {
        ctx.addIssue({ code: 'custom', message: M.invalidValue });
        return z.NEVER;
      }
      return numeric;
    });
