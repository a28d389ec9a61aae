// AppError lives apart from http.server.ts because that module pulls in i18n.ts, which needs Vite's
// import.meta.glob: plain Node scripts (scripts/seed.ts under tsx) must be able to throw AppError too.
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
  | 'internal';

/** Thrown by domain functions; the API layer turns it into the JSON error of api.md. */
export class AppError extends Error {
  constructor(
    public status: number,
    public code: ErrorCode,
    /** translation key (namespace:key) or plain text */
    public messageKey: string,
    public fields?: Record<string, string>,
    public retryAfterSeconds?: number,
  ) {
    super(messageKey);
  }
}
