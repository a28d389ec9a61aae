// zod → the API's 400 (the field map itself is validation/zod-fields.ts), used by
// endpoints (through parseJson/parseQuery), by domain functions that validate after authorising,
// and by islands that validate before sending. No i18n here: the messages stay translation keys.
import type { z } from 'zod';
import { safeParse } from 'zod/v4/core';
import { zodFields } from '@/lib/validation/zod-fields';
import { AppError, invalidInput } from './app-error';

export { AppError, zodFields };

export const validationError = (error: z.core.$ZodError): AppError =>
  invalidInput(zodFields(error));

/** Parses or throws the 400 with `fields`. Classic and zod/mini schemas alike (the account forms'). */
export function parseWith<T extends z.core.$ZodType>(schema: T, input: unknown): z.output<T> {
  const result = safeParse(schema, input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
