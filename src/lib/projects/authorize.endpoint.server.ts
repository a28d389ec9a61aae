// The endpoint wrapper of the project write API: http.server.ts's endpoint() plus the numbers the
// form's messages take. errorResponse translates `fields` without parameters, which would answer
// "Enter at least {{min}} characters"; here each field's message is translated with its own limits
// first (messageParams), and the translated text passes through errorResponse unchanged.
import type { APIContext } from 'astro';
import { AppError, endpoint } from '../api/http.server';
import { translate } from '../i18n/i18n';
import { messageParams } from './project-form.schema';

export function projectEndpoint(fn: (ctx: APIContext) => Promise<Response> | Response) {
  return endpoint(async (ctx) => {
    try {
      return await fn(ctx);
    } catch (e) {
      if (e instanceof AppError && e.fields) {
        e.fields = Object.fromEntries(
          Object.entries(e.fields).map(([field, key]) => [
            field,
            translate(ctx.locals.lang, key, messageParams(field)),
          ]),
        );
      }
      throw e;
    }
  });
}
