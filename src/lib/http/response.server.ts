// Answers of the JSON API: `json()`, the error shape of docs/api.md, and `endpoint()`, the wrapper
// every route uses so that a domain's AppError becomes its status and translated message.
import type { APIContext } from 'astro';
import { translate } from '../i18n/i18n';
import type { Lang } from '../i18n/languages';
import { splitMessage } from '../validation/messages';
import { AppError } from './app-error';
import { apiLang } from './query';
import { log } from '@/lib/platform/log.server';

export function json(data: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(data), {
    ...init,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(init.headers ?? {}) },
  });
}

/** An AppError's message and field messages in `lang` (the API's body and the pages' forms). */
export function translatedError(
  err: AppError,
  lang: Lang,
): { message: string; fields: Record<string, string> | undefined } {
  // Messages may carry interpolation values (`errors:minLength|{"min":3}`, validation/messages.ts).
  const tr = (message: string) => {
    const { key, params } = splitMessage(message);
    return translate(lang, key, params);
  };
  const fields = err.fields
    ? Object.fromEntries(Object.entries(err.fields).map(([field, key]) => [field, tr(key)]))
    : undefined;
  return { message: tr(err.messageKey), fields };
}

/** `{ error: { code, message, fields? } }`, every message in the request's language. */
export function errorResponse(err: AppError, lang: Lang): Response {
  const { message, fields } = translatedError(err, lang);
  const headers: Record<string, string> = {};
  if (err.retryAfterSeconds !== undefined)
    headers['retry-after'] = String(Math.max(1, Math.ceil(err.retryAfterSeconds)));
  return json(
    { error: { code: err.code, message, ...(fields ? { fields } : {}), ...(err.details ?? {}) } },
    { status: err.status, headers },
  );
}

/**
 * Wraps an endpoint: AppError → its JSON error; anything else → logged, 500 in the generic
 * message. Bad input must never reach the second branch.
 */
export function endpoint(handler: (ctx: APIContext) => Promise<Response> | Response) {
  return async (ctx: APIContext): Promise<Response> => {
    try {
      return await handler(ctx);
    } catch (e) {
      const lang = apiLang(ctx.url, ctx.locals.lang);
      if (e instanceof AppError) return errorResponse(e, lang);
      log.error('unhandled API error', e, {
        reqId: ctx.locals.requestId,
        method: ctx.request.method,
        path: ctx.url.pathname,
      });
      return errorResponse(new AppError(500, 'internal', 'errors:generic'), lang);
    }
  };
}
