// The outermost middleware: gives the request its id (the one src/server/serve.ts read from
// X-Request-Id, else a new one under `astro dev`) and catches what nothing else did. An unexpected
// error is logged once with the request id; /api/* answers the JSON error shape (docs/api.md), a
// page rethrows so Astro renders src/pages/500.astro.
import type { MiddlewareHandler } from 'astro';
import { AppError } from '@/lib/http/app-error';
import { errorResponse } from '@/lib/http/response.server';
import { DEFAULT_LANG } from '@/lib/i18n/languages';
import { log } from '@/lib/platform/log.server';
import { requestId } from '@/lib/platform/request-id';

export const errorBoundary: MiddlewareHandler = async (ctx, next) => {
  const { locals, request, url } = ctx;
  locals.requestId ??= requestId(request.headers.get('x-request-id'));
  try {
    return await next();
  } catch (e) {
    // Rendering the 500 page runs the middleware again; a failure there is the same one.
    if (ctx.routePattern !== '/500')
      log.error('unexpected error', e, {
        reqId: locals.requestId,
        method: request.method,
        path: url.pathname,
      });
    if (!url.pathname.startsWith('/api/')) throw e;
    const res = errorResponse(
      new AppError(500, 'internal', 'errors:generic'),
      locals.lang ?? DEFAULT_LANG,
    );
    res.headers.set('Cache-Control', 'no-store');
    return res;
  }
};
