// The one error type of the API and its factories. Kept free of i18n (which needs Vite's
// import.meta.glob) so plain Node scripts — seeding, migrations — can throw and catch it too.
export type ErrorCode =
  | 'validation_failed'
  | 'not_found'
  | 'forbidden'
  | 'unauthorized'
  | 'rate_limited'
  | 'conflict'
  | 'wrong_code'
  | 'same_password'
  | 'user_exists'
  | 'company_exists'
  | 'attempt_required'
  | 'no_match'
  | 'unavailable'
  | 'internal';

/** Thrown by domain functions; `endpoint()` turns it into the JSON error of docs/api.md. */
export class AppError extends Error {
  constructor(
    public status: number,
    public code: ErrorCode,
    /** translation key (namespace:key, optionally with `|{params}`, see validation/messages.ts) */
    public messageKey: string,
    /** field name → translation key, shown beside the form's field */
    public fields?: Record<string, string>,
    public retryAfterSeconds?: number,
    /** more of the answer's `error` object, for a refusal that offers a way on (values as sent) */
    public details?: Record<string, unknown>,
  ) {
    super(messageKey);
  }
}

export const notFound = () => new AppError(404, 'not_found', 'errors:notFound');
export const forbidden = (messageKey = 'errors:forbidden') =>
  new AppError(403, 'forbidden', messageKey);
export const unauthorized = () => new AppError(401, 'unauthorized', 'errors:unauthorized');
export const conflict = (messageKey: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', messageKey, fields);
/** 400 with per-field messages; `_` names the body as a whole. */
export const invalidInput = (fields: Record<string, string>) =>
  new AppError(400, 'validation_failed', 'errors:validationFailed', fields);
/** 413: a body over its byte limit; `field` puts the message beside a form field. */
export const tooLarge = (messageKey = 'errors:tooLarge', field?: string) =>
  new AppError(413, 'validation_failed', messageKey, field ? { [field]: messageKey } : undefined);
