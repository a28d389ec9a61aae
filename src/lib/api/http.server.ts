// Shared plumbing of the JSON API: the error shape of api.md, zod parsing of query and body,
// and the mapping of domain errors to status codes. Routes stay thin: parse, call, map.
import { z, type ZodType } from 'zod';
import type { APIContext } from 'astro';
import { translate } from '../i18n/i18n';
import type { Lang } from '../i18n/languages';
import { AppError, type ErrorCode } from './app-error';
import { splitMessage } from '../validation/messages';

export { AppError, type ErrorCode };

export const notFound = () => new AppError(404, 'not_found', 'errors:notFound');
export const forbidden = () => new AppError(403, 'forbidden', 'errors:forbidden');
export const unauthorized = () => new AppError(401, 'unauthorized', 'errors:unauthorized');

export function json(data: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(data), {
    ...init,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(init.headers ?? {}) },
  });
}

export function errorResponse(err: AppError, lang: Lang): Response {
  // Messages may carry interpolation values (`errors:minLength|{"min":3}`, src/lib/validation/messages.ts).
  const tr = (m: string) => {
    const { key, params } = splitMessage(m);
    return translate(lang, key, params);
  };
  const fields = err.fields
    ? Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, tr(v)]))
    : undefined;
  const headers: Record<string, string> = {};
  if (err.retryAfterSeconds !== undefined)
    headers['retry-after'] = String(Math.max(1, Math.ceil(err.retryAfterSeconds)));
  return json(
    { error: { code: err.code, message: tr(err.messageKey), ...(fields ? { fields } : {}) } },
    { status: err.status, headers },
  );
}

/** zod issues → `{ field: translationKeyOrMessage }` (first issue per field). */
export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: z.ZodError): AppError {
  return new AppError(400, 'validation_failed', 'errors:validationFailed', zodFields(error));
}

export function parseWith<T extends ZodType>(schema: T, input: unknown): z.infer<T> {
  const r = schema.safeParse(input);
  if (!r.success) throw validationError(r.error);
  return r.data;
}

/** Query string → plain object (repeated keys become arrays) → zod. */
export function parseQuery<T extends ZodType>(url: URL, schema: T): z.infer<T> {
  const obj: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    obj[key] = all.length > 1 ? all : all[0]!;
  }
  return parseWith(schema, obj);
}

const MAX_JSON_BYTES = 1_000_000;

export async function parseJson<T extends ZodType>(
  request: Request,
  schema: T,
): Promise<z.infer<T>> {
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError(413, 'validation_failed', 'errors:tooLarge');
  // PostgreSQL text cannot hold a NUL character: refuse it here instead of failing in a query.
  if (text.includes('\\u0000') || text.includes('\u0000')) {
    throw new AppError(400, 'validation_failed', 'errors:invalidValue', {
      _: 'errors:invalidValue',
    });
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new AppError(400, 'validation_failed', 'errors:badJson', { _: 'errors:badJson' });
  }
  return parseWith(schema, body);
}

/**
 * Wraps an endpoint: AppError → its JSON error; anything else → logged, 500 in the generic
 * message. Bad input must never reach the second branch.
 */
export function endpoint(fn: (ctx: APIContext) => Promise<Response> | Response) {
  return async (ctx: APIContext): Promise<Response> => {
    try {
      return await fn(ctx);
    } catch (e) {
      if (e instanceof AppError) return errorResponse(e, ctx.locals.lang);
      console.error('Unhandled API error', e);
      return errorResponse(new AppError(500, 'internal', 'errors:generic'), ctx.locals.lang);
    }
  };
}
