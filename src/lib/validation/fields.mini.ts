// The field builders of the account forms in zod/mini (docs/decisions/014): sign-in, sign-up and
// recovery are islands on pages that must stay within the script budget, and classic zod's method
// chains cost their island about 11 KB brotli more. The rules are those of fields.ts and text.ts
// (docs/product.md §5), checked against them by fields.mini.test.ts so the two cannot drift.
import * as z from 'zod/mini';
import { M } from './messages';
import { normalizePhone } from './phone';

import { LIMITS } from './limits';

export { LIMITS };

/** As text.ts: C0 controls but tab, LF and CR, and DEL; the check aborts the field's others. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const noControls = () =>
  z.refine<string>((v) => !CONTROL_CHARS.test(v), { error: M.controlChars, abort: true });

/** textString() of text.ts: a string with no control characters. */
export const miniText = (error: string) => z.string({ error }).check(noControls());

/** requiredText() of fields.ts. */
export function miniRequiredText(opts: { min?: number; max?: number; short?: boolean } = {}) {
  const max = opts.max ?? LIMITS.short;
  const required = opts.short ? M.requiredShort : M.required;
  return z
    .string({ error: required })
    .check(
      noControls(),
      z.trim(),
      z.minLength(1, required),
      ...(opts.min && opts.min > 1 ? [z.minLength(opts.min, M.minLength(opts.min))] : []),
      z.maxLength(max, M.maxLength(max)),
    );
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const EMAIL = z.email();

export type Username = { kind: 'phone' | 'email'; value: string };

/** E-mail (has an @) or phone; null when it is neither. */
export function parseUsername(input: string): Username | null {
  const value = input.trim();
  if (value.includes('@')) {
    return EMAIL_RE.test(value) && value.length <= LIMITS.short && EMAIL.safeParse(value).success
      ? { kind: 'email', value: value.toLowerCase() }
      : null;
  }
  const phone = normalizePhone(value);
  return phone ? { kind: 'phone', value: phone } : null;
}

/** usernameField(): e-mail or phone → the normalised value (E.164 or lower-case e-mail). */
export const miniUsername = () =>
  z.pipe(
    miniRequiredText({ max: LIMITS.short }),
    z.transform((v: string, ctx) => {
      const username = parseUsername(v);
      if (username) return username.value;
      ctx.issues.push({ code: 'custom', message: M.username, input: v });
      return z.NEVER;
    }),
  );

/** newPasswordField(): 6–100 characters with at least one uppercase letter (any script). */
export const miniNewPassword = () =>
  miniText(M.required).check(
    z.minLength(1, M.required),
    z.minLength(LIMITS.passwordMin, M.minLength(LIMITS.passwordMin)),
    z.maxLength(LIMITS.short, M.maxLength(LIMITS.short)),
    z.regex(/\p{Lu}/u, M.uppercase),
  );

/** passwordField(): only present and bounded. */
export const miniPassword = () =>
  miniText(M.required).check(
    z.minLength(1, M.required),
    z.maxLength(LIMITS.short, M.maxLength(LIMITS.short)),
  );

/** codeField(): five digits. */
export const miniCode = () =>
  miniText(M.required).check(z.trim(), z.minLength(1, M.required), z.regex(/^\d{5}$/, M.code));

/** consentField(): ticked. */
export const miniConsent = () =>
  z.boolean({ error: M.consent }).check(z.refine((v) => v === true, M.consent));

/** A company's TIN (STIR): 9 digits (tinField() of fields.ts). */
export const miniTin = () => miniRequiredText({ max: 9 }).check(z.regex(/^\d{9}$/, M.tin));
