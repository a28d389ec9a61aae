// Every request: the request id and error boundary (500), bootstrap (dev only does work here),
// language, client (TRUST_PROXY), session, route guard, security headers; the page cache for
// anonymous visitors, and a project page's view, counted after the page (also when served from it).
import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware, sequence } from 'astro:middleware';
import { bootstrap } from './server/bootstrap.server';
import { startBackgroundWork } from './server/jobs.server';
import { DEFAULT_LANG, isLang, type Lang } from './lib/i18n/languages';
import { tFor } from './lib/i18n/i18n';
import { readSession, SESSION_COOKIE } from './lib/auth/session.server';
import { isSecureRequest } from './lib/auth/cookie.server';
import { guardFor } from './lib/platform/routes';
import { bearerToken } from '@/lib/auth/bearer';
import { AppError, notFound } from '@/lib/http/app-error';
import { errorResponse } from '@/lib/http/response.server';
import { apiLang } from '@/lib/http/query';
import { checkoutOrigins, config } from './lib/config.server';
import { cacheKey, isCacheablePath, servePublicPage } from './lib/cache/page-cache';
import { syncPublicCaches } from './lib/cache/cache-bus.server';
import { COMMON_HEADERS, HSTS, pageCsp } from '@/lib/platform/security-headers';
import { requestClient } from '@/lib/platform/request-client.server';
import { isCrossSite } from '@/lib/platform/cross-site';
import { mediaOrigin } from '@/lib/uploads/public-media-url.server';
import { tileOrigin } from '@/lib/platform/map-tiles.server';
import { errorBoundary } from '@/server/error-boundary.server';
import { wholePage } from '@/server/whole-page';
import { withReasonPhrase } from '@/lib/platform/reason-phrase';
import { withQueryCounter } from '@/lib/db/query-count.server';
import { writeClock } from '@/lib/db/write-watch.server';
import { withRequestScope } from '@/lib/db/read-tags.server';
import { recordView } from '@/lib/projects/read/views.server';
import { primeUnread, unreadTotalSql } from '@/lib/messages/unread.server';
import { notificationUnreadSql, primeBell } from '@/lib/notify/notifications.server';

const YEAR = 365 * 24 * 3600;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function pickLang(url: URL, cookie: string | undefined): { lang: Lang; fromQuery: boolean } {
  const q = url.searchParams.get('lang');
  if (isLang(q)) return { lang: q, fromQuery: true };
  if (isLang(cookie)) return { lang: cookie, fromQuery: false };
  return { lang: DEFAULT_LANG, fromQuery: false };
}

function securityHeaders(res: Response) {
  const headers = res.headers;
  const analytics = config().PUBLIC_GA_MEASUREMENT_ID !== undefined;
  headers.set(
    'Content-Security-Policy',
    pageCsp(headers.get('Content-Security-Policy'), {
      analytics,
      mediaOrigin: mediaOrigin(),
      tileOrigin: tileOrigin(),
      formTargets: checkoutOrigins(),
    }),
  );
  for (const [name, value] of Object.entries(COMMON_HEADERS)) headers.set(name, value);
}

const app = defineMiddleware(async (ctx, next) => {
  // Who the client is and how it reached us (TRUST_PROXY), resolved once for the whole request.
  const client = requestClient(ctx);
  const counting = config().COUNT_DB_QUERIES;
  // Past the read cache: the server's own warm-up requests, which must keep nothing
  // (src/server/warm-up.server.ts), and, in tests only (COUNT_DB_QUERIES), what a page costs when
  // nothing is in the read cache.
  const fromScratch =
    ctx.locals.warmingUp === true ||
    (counting && ctx.request.headers.get('x-read-cache') === 'off');
  const page =
    counting || fromScratch
      ? await withQueryCounter(
          async (queries, sessionQueries) => {
            const counted = await wholePage(await handle(ctx, next), ctx.request);
            if (counting) {
              counted.headers.set('X-Db-Queries', String(queries()));
              counted.headers.set('X-Db-Session-Queries', String(sessionQueries()));
            }
            return counted;
          },
          { fromScratch },
        )
      : await wholePage(await handle(ctx, next), ctx.request);
  const res = withReasonPhrase(page);
  // Set last, so the page cache never stores it with an answer another protocol could receive.
  if (client.protocol === 'https') res.headers.set('Strict-Transport-Security', HSTS);
  return res;
});

async function handle(ctx: APIContext, next: MiddlewareNext): Promise<Response> {
  await bootstrap();
  // Scheduled jobs and the cache bus's listener (once per process: jobs.server.ts).
  startBackgroundWork();
  const { url, request, cookies, locals } = ctx;
  // Before any read: markup kept for later requests must not predate a write (CachedHtml).
  const since = writeClock();
  // The page, in a scope that gathers the tables it reads for the markup it keeps
  // (src/lib/db/read-tags.server.ts); opened after the session lookup, which no markup shows.
  const render = (path?: string) => withRequestScope(since, () => (path ? next(path) : next()));
  const picked = pickLang(url, cookies.get('lang')?.value);
  const { fromQuery } = picked;
  const isApi = url.pathname.startsWith('/api/');
  // The API's `?Lang=` names the answer's language, errors included; it never sets the cookie.
  const lang = isApi ? apiLang(url, picked.lang) : picked.lang;
  locals.lang = lang;
  locals.t = tFor(lang);
  if (fromQuery) {
    const secure = isSecureRequest(ctx);
    cookies.set('lang', picked.lang, { path: '/', maxAge: YEAR, sameSite: 'lax', secure });
  }

  // Uploaded images are public and immutable: no session lookup, no guard (one less query per image).
  if (url.pathname.startsWith('/media/') && SAFE_METHODS.has(request.method)) {
    const res = await next();
    securityHeaders(res);
    return res;
  }

  // PostgreSQL text cannot hold a NUL byte: a URL carrying one is bad input, never a query. A raw
  // path with dot segments (src/server/serve.ts) was resolved to another route: it names nothing.
  if (locals.dotSegmentPath || /%00/i.test(url.pathname + url.search)) {
    const res = isApi
      ? errorResponse(
          new AppError(400, 'validation_failed', 'errors:invalidValue', {
            _: 'errors:invalidValue',
          }),
          lang,
        )
      : new Response(locals.t('errors:invalidValue'), {
          status: 400,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        });
    securityHeaders(res);
    return res;
  }
  // An unknown `/api/…` path (any method) names nothing: the API's JSON 404, not the HTML page and
  // without its rendering. Astro renders its 404 route for it, which runs this middleware again.
  if (isApi && ctx.routePattern === '/404') {
    const res = errorResponse(notFound(), lang);
    securityHeaders(res);
    return res;
  }
  if (isCrossSite(request, requestClient(ctx).origin)) {
    const res = isApi
      ? errorResponse(new AppError(403, 'forbidden', 'errors:crossSite'), lang)
      : new Response(locals.t('errors:crossSite'), {
          status: 403,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        });
    securityHeaders(res);
    return res;
  }

  const cookieToken = cookies.get(SESSION_COOKIE)?.value ?? null;
  const token = bearerToken(request.headers.get('authorization')) ?? cookieToken;

  // Anonymous reads of public pages come from the micro-cache (see page-cache.ts).
  const ttlMs = config().PAGE_CACHE_SECONDS * 1000;
  if (
    !token &&
    !fromQuery &&
    !locals.warmingUp &&
    ttlMs > 0 &&
    request.method === 'GET' &&
    isCacheablePath(url.pathname)
  ) {
    locals.account = null;
    locals.sessionId = null;
    locals.sessionToken = null;
    await syncPublicCaches();
    return servePublicPage(
      cacheKey(lang, url),
      ttlMs,
      async () => {
        const response = await render();
        securityHeaders(response);
        const notes = { projectViewed: locals.projectViewed };
        // Cookies set through Astro become Set-Cookie headers only after the middleware: here.
        return { response, notes, storable: [...cookies.headers()].length === 0 };
      },
      // A page served from memory is still a view: counted as if it had been rendered.
      (notes) => countView(ctx, notes.projectViewed),
    );
  }

  // Pages show the unread total in the header: read with the session, in the same query.
  const session = token
    ? await readSession(
        token,
        new Date(),
        isApi ? {} : { unread: unreadTotalSql, bell: notificationUnreadSql },
      )
    : null;
  if (session?.unread !== undefined) primeUnread(locals, session.unread);
  if (session?.bell !== undefined) primeBell(locals, session.bell);
  locals.account = session?.account ?? null;
  locals.sessionId = session?.sessionId ?? null;
  locals.sessionToken = session ? token : null;
  // A failed verification silently signs the browser out (docs/product.md §8).
  if (cookieToken && !session) cookies.delete(SESSION_COOKIE, { path: '/' });

  const guard = isApi ? 'public' : guardFor(url.pathname);
  let res: Response;
  if (guard !== 'public' && !locals.account) {
    const nextPath = url.pathname + url.search;
    res = ctx.redirect(`/account/login?next=${encodeURIComponent(nextPath)}`, 302);
  } else if (guard === 'admin' && locals.account?.role !== 'Admin') {
    res = await render('/403'); // the page sets status 403
  } else {
    res = await render();
    countView(ctx, locals.projectViewed);
  }
  // A method the route does not export: Astro answers an empty 404 (then its HTML page).
  if (isApi && res.status === 404 && res.body === null) res = errorResponse(notFound(), lang);
  securityHeaders(res);
  if (!res.headers.has('cache-control') && (guard !== 'public' || locals.account)) {
    res.headers.set('Cache-Control', 'private, no-store');
  }
  return res;
}

/**
 * A project page shown (rendered, or served from the page cache) notes a view, after the page: the
 * page itself only says which project it showed (`locals.projectViewed`), so it can be cached.
 */
function countView(ctx: APIContext, viewed: App.Locals['projectViewed']): void {
  if (!viewed || ctx.locals.warmingUp) return;
  recordView(viewed, {
    accountId: ctx.locals.account?.id ?? null,
    ip: requestClient(ctx).ip,
    userAgent: ctx.request.headers.get('user-agent') ?? '',
  });
}

// The request id and the last resort for unexpected errors wrap everything (500 page / JSON 500).
export const onRequest = sequence(errorBoundary, app);
