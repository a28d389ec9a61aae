// The one way a failed zod parse becomes a field map, shared by the API's 400 (http/validate.ts),
// the calculators, the estimator and the form islands. It imports zod's types only, so an island
// pulls in no zod by importing it; classic and zod/mini errors have the same `issues`.
import type { z } from 'zod';

/** zod issues → `{ 'dotted.path': message }`, the first issue of each field; `_` is the whole input. */
export function zodFields(error: Pick<z.core.$ZodError, 'issues'>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}
