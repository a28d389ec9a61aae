// Who sent a request and how it reached us, from the socket and — only when the peer is a proxy
// TRUST_PROXY names — the X-Forwarded-* headers that proxy set. Astro itself ignores those headers
// (we configure no `security.allowedDomains`), so `clientAddress` is the socket's peer and the URL
// is always `http:` with the Host header: behind nginx that is nginx's address and plain http.
// Everything that cares (the cross-site check, Secure cookies, HSTS, per-address limits, view
// counts, the access log) reads this one resolution, made once per request by the middleware.
import { isTrustedHop, normalizeIp, type TrustProxy } from '@/lib/trust-proxy';

export type RequestClient = {
  /** the client's address: the socket's peer, or what trusted proxies say they received from */
  ip: string;
  /** the protocol the client used: what a trusted proxy says, else the socket's (http unless
   *  Node itself terminates TLS) */
  protocol: 'http' | 'https';
  /** host[:port] the client asked for: X-Forwarded-Host from a trusted proxy, else Host */
  host: string;
  /** protocol://host — what a browser's Origin header says for a same-origin request */
  origin: string;
  /** whether the forwarded headers were believed */
  proxied: boolean;
};

/** Fetch-style headers, or Node's `req.headers` (the access log sees the raw request). */
export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const v = headers[name];
  return Array.isArray(v) ? v.join(',') : v;
}

const first = (v: string | undefined) => v?.split(',')[0]?.trim() || undefined;

/** A host[:port] as a URL would hold it, or undefined for anything else (paths, credentials…). */
function cleanHost(raw: string | undefined): string | undefined {
  if (!raw || /[\s/\\@?#]/.test(raw)) return undefined;
  return URL.canParse(`http://${raw}`) ? raw.toLowerCase() : undefined;
}

/** The origin a browser names for `host` over `protocol` (a default port is left out). */
const originOf = (protocol: string, host: string) => new URL(`${protocol}://${host}`).origin;

/**
 * The client's address. X-Forwarded-For is read from the right: each proxy appends the address it
 * received from, so the rightmost entry was written by our peer, the next by the proxy before it.
 * We step left only past hops we trust; the first untrusted hop is the client. An entry that is no
 * address was not written by a proxy we trust: the last trusted hop is then the best we know.
 */
export function forwardedClientIp(
  remoteAddress: string | undefined,
  headers: HeaderSource,
  trust: TrustProxy,
): string {
  let ip = normalizeIp(remoteAddress) ?? remoteAddress ?? 'unknown';
  if (trust.mode === 'off') return ip;
  const chain = (header(headers, 'x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
    .reverse();
  for (let distance = 0; distance < chain.length; distance++) {
    if (!isTrustedHop(trust, ip, distance)) break;
    const next = normalizeIp(chain[distance]);
    if (!next) break;
    ip = next;
  }
  return ip;
}

/** The whole resolution: address, protocol and host, with the forwarded headers ignored entirely
 *  unless the socket's peer is a trusted proxy. */
export function resolveClient(
  remoteAddress: string | undefined,
  headers: HeaderSource,
  trust: TrustProxy,
  /** the socket's own protocol: https only if Node itself terminated TLS */
  direct: 'http' | 'https' = 'http',
): RequestClient {
  const peer = normalizeIp(remoteAddress) ?? remoteAddress ?? 'unknown';
  const hostHeader = cleanHost(header(headers, 'host')) ?? 'localhost';
  if (!isTrustedHop(trust, peer, 0)) {
    const origin = originOf(direct, hostHeader);
    return { ip: peer, protocol: direct, host: hostHeader, origin, proxied: false };
  }
  const proto = first(header(headers, 'x-forwarded-proto'))?.toLowerCase();
  const protocol = proto === 'https' || proto === 'http' ? proto : direct;
  const host = cleanHost(first(header(headers, 'x-forwarded-host'))) ?? hostHeader;
  return {
    ip: forwardedClientIp(remoteAddress, headers, trust),
    protocol,
    host,
    origin: originOf(protocol, host),
    proxied: true,
  };
}
