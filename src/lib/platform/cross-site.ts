// The cross-site check (CSRF) for state-changing requests, JSON APIs included: a browser names the
// page's site in Sec-Fetch-Site and Origin, and a form or fetch from another site must not act with
// our visitor's cookies. The origin compared is the one the browser used (src/lib/platform/forwarded.ts):
// behind an HTTPS proxy the socket sees plain http from the proxy, so comparing with the URL Node
// built would refuse every form (https://site ≠ http://127.0.0.1:4321).

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSite(request: Request, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.get('origin');
  return origin !== null && origin !== publicOrigin;
}
