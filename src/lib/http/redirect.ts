// Redirects to a canonical URL: an old or wrong slug → the current one (docs/api.md "Page URLs").
// A 301 tells search engines where the page lives now, but a browser keeps a 301 that carries no
// Cache-Control for good — and slugs can change back: rename a project A → B → A and the cached
// /A → /B plus the new /B → /A send the browser round in circles (ERR_TOO_MANY_REDIRECTS). Any
// lifetime, even an hour, leaves that loop open for as long, so the browser may keep the redirect
// but must ask again before each use (`no-cache`): old links cost one request, and never loop.
export const CANONICAL_REDIRECT_CACHE = 'no-cache';

/** 301 to `location`, which browsers re-check before reusing (see above). */
export function canonicalRedirect(location: string): Response {
  return new Response(null, {
    status: 301,
    headers: { location, 'cache-control': CANONICAL_REDIRECT_CACHE },
  });
}

/** A route resolver's redirect: a permanent one through canonicalRedirect, a 302 as it is. */
export function routeRedirect(route: { location: string; status: 301 | 302 }): Response {
  if (route.status === 301) return canonicalRedirect(route.location);
  return new Response(null, { status: 302, headers: { location: route.location } });
}
