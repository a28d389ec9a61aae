// Validation messages are translation keys (docs/architecture.md "House rules": one zod schema per form, messages in the
// user's language). A message that needs numbers carries them after a `|` as JSON, e.g.
// `errors:minLength|{"min":3}`, so the same string can be rendered by an island (t) and by the
// API's error response (translate) without either side knowing the schema.
import type { TFunction } from 'i18next';

export type MessageParams = Record<string, string | number>;

/** A message key with its interpolation values: msg('errors:minLength', { min: 3 }). */
export function msg(key: string, params?: MessageParams): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

export function splitMessage(message: string): { key: string; params: MessageParams | undefined } {
  const i = message.indexOf('|');
  if (i < 0) return { key: message, params: undefined };
  try {
    const params = JSON.parse(message.slice(i + 1)) as MessageParams;
    return { key: message.slice(0, i), params };
  } catch {
    return { key: message, params: undefined };
  }
}

/**
 * Renders a message key (with its params) in the language of `t`; unknown keys come back as given.
 * Takes i18next's own TFunction, so an island's `t` and the server's `tFor(lang)` fit without casts.
 */
export function translateMessage(t: TFunction, message: string): string {
  const { key, params } = splitMessage(message);
  return t(key, { ...(params ?? {}), defaultValue: key });
}

// The keys used by the shared field builders (errors namespace for the generic ones, validation
// namespace for the rest). Listed once so tests can check every language has them.
export const M = {
  required: 'errors:required',
  requiredShort: 'errors:requiredShort',
  minLength: (min: number) => msg('errors:minLength', { min }),
  maxLength: (max: number) => msg('errors:maxLength', { max }),
  invalidValue: 'errors:invalidValue',
  controlChars: 'errors:controlChars',
  email: 'validation:email',
  phone: 'validation:phone',
  username: 'validation:username',
  passwordsMatch: 'validation:passwordsMatch',
  uppercase: 'validation:uppercase',
  consent: 'validation:consent',
  code: 'validation:code',
  passwordDiffers: 'validation:passwordDiffers',
  serviceRequired: 'validation:serviceRequired',
  url: 'validation:url',
  tin: 'validation:tin',
} as const;
