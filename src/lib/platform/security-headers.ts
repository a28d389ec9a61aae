// The security headers of every answer: pages and endpoints (src/middleware.ts) and static files
// (src/server/serve.ts), so a file served beside the pages can be neither framed nor sniffed.

export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
};

/**
 * HSTS, only on answers the client received over https (behind a trusted proxy that says so): a
 * browser remembers it for a year and never again tries plain http on this host or its subdomains.
 * Over plain http it would be ignored at best, and a local `npm start` must stay reachable.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

// What a document may never do, whatever else its policy allows (frame-ancestors cannot go in a
// <meta>, so the header carries it). Forms post to this origin only; a payment provider's checkout
// joins form-action when one is configured, because the buy form's answer redirects there and a
// browser checks a form's redirects against form-action too (docs/payments.md).
const lockdown = (formTargets: readonly string[] = []) =>
  `frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'${formTargets.map((o) => ` ${o}`).join('')}`;
const LOCKDOWN = lockdown();

// GA4 (src/components/layout/Analytics.astro) runs in Partytown's worker, but its hits may reach the
// page as images or requests: Google's documented hosts for them, never for scripts.
const GA_HOSTS =
  'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';

/**
 * A page's Content-Security-Policy from Astro's (its script-src lists the hashes of our inline
 * scripts). Styles: hashes can never allow style="" attributes (React and our components set CSS
 * variables that way) and a style cannot run code, so styles are allowed inline and only scripts stay
 * hash-locked. Everything else comes from our origin only; images also from data: and blob: (the
 * photo previews before upload), the origin of S3_PUBLIC_URL when uploads are served from there
 * (`mediaOrigin`) and the map tiles' origin (`tileOrigin`, docs/map.md). Answers without Astro's header (endpoints, redirects) get the rest.
 */
export function pageCsp(
  astroCsp: string | null,
  opts: {
    analytics: boolean;
    mediaOrigin?: string | undefined;
    /** the map tiles' origin (MAP_TILE_URL): images only, never scripts or requests */
    tileOrigin?: string | undefined;
    /** origins a form's answer may redirect to (the payment providers' checkouts) */
    formTargets?: readonly string[] | undefined;
  },
): string {
  if (!astroCsp) return `default-src 'self'; ${LOCKDOWN}`;
  if (/(^|;\s*)default-src /.test(astroCsp)) return astroCsp; // already ours (a rewritten answer)
  const ga = opts.analytics ? ` ${GA_HOSTS}` : '';
  const astro = astroCsp
    .replace(/;\s*$/, '')
    .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
  return [
    "default-src 'self'",
    astro,
    `img-src 'self' data: blob:${opts.mediaOrigin ? ` ${opts.mediaOrigin}` : ''}${opts.tileOrigin ? ` ${opts.tileOrigin}` : ''}${ga}`,
    `connect-src 'self'${ga}`,
    "font-src 'self'",
    lockdown(opts.formTargets),
  ].join('; ');
}

/**
 * Headers for a static file. Scripts get no policy of their own: they run under the page's, and a
 * worker's script would impose its policy on the worker (Partytown's service worker). Partytown's
 * sandbox page is framed by our own pages — in use it is the copy Partytown's service worker makes,
 * this file on disk is what a direct request sees — so it may be framed by this origin only and
 * may load nothing. Anything else (SVG, text, CSS, images) may run nothing if opened directly.
 */
export function staticFileHeaders(pathname: string): Record<string, string> {
  if (/\.m?js$/.test(pathname)) return { ...COMMON_HEADERS };
  if (pathname.startsWith('/~partytown/') && pathname.endsWith('.html')) {
    return {
      ...COMMON_HEADERS,
      'X-Frame-Options': 'SAMEORIGIN',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'; base-uri 'none'",
    };
  }
  return {
    ...COMMON_HEADERS,
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
  };
}
