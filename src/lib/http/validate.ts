// zod → the API's 400. The single place where a failed schema becomes per-field messages, used by
// endpoints (through parseJson/parseQuery), by domain functions that validate after authorising,
// and by islands that validate before sending. No i18n here: the messages stay translation keys.
import type { z } from 'zod';
import { safeParse } from 'zod/v4/core';
import { AppError, invalidInput } from './app-error';

export { AppError };

/** zod issues → `{ 'dotted.path': translationKey }`, the first issue of each field. */
export function zodFields(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export const validationError = (error: z.core.$ZodError): AppError =>
  invalidInput(zodFields(error));

/** Parses or throws the 400 with `fields`. Classic and zod/mini schemas alike (the account forms'). */
export function parseWith<T extends z.core.$ZodType>(schema: T, input: unknown): z.output<T> {
  const result = safeParse(schema, input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
