// TRUST_PROXY: which peers may tell us who the client is (X-Forwarded-For/-Proto/-Host). Anybody
// can send those headers, so they are believed only from a proxy the operator names: either the N
// proxies nearest to us (`1`: one nginx in front), or the peers whose address is in a list of
// addresses and CIDR blocks (`127.0.0.1,10.0.0.0/8,::1`). Off by default: a server reached
// directly must key its limits on the socket, or one client sending a new X-Forwarded-For with
// each request would never meet a limit (docs/security.md "Behind a proxy").
import net from 'node:net';

export type TrustProxy =
  | { mode: 'off' }
  | { mode: 'hops'; hops: number }
  | { mode: 'list'; entries: string[]; list: net.BlockList };

/** More hops than any real chain (CDN → load balancer → nginx): a typo, not a setting. */
export const MAX_HOPS = 10;

const OFF = new Set(['', 'false', 'off', 'no', '0']);

/**
 * An address without what proxies and sockets wrap around it: IPv6 brackets, a port, a zone id,
 * the IPv4-mapped prefix (`::ffff:127.0.0.1` is 127.0.0.1). Undefined when it is no IP address.
 */
export function normalizeIp(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  let s = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(s);
  if (bracketed) s = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(s)) s = s.slice(0, s.lastIndexOf(':'));
  s = s.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (mapped) s = mapped[1]!;
  return net.isIP(s) ? s : undefined;
}

/** The parsed setting, or a message saying what is wrong with it (shown at start by config). */
export function parseTrustProxy(raw: string | undefined): TrustProxy | string {
  const value = (raw ?? '').trim().toLowerCase();
  if (OFF.has(value)) return { mode: 'off' };
  // "true" would trust every hop, i.e. believe the leftmost address, which the client writes.
  if (value === 'true' || value === 'yes' || value === 'all' || value === '*')
    return 'must say how many proxies are in front (e.g. 1) or list their addresses, not trust all';
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) return `a hop count must be at most ${MAX_HOPS}`;
    return { mode: 'hops', hops };
  }
  const list = new net.BlockList();
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [addr, prefix, extra] = entry.split('/');
    const ip = normalizeIp(addr);
    if (!ip || extra !== undefined) return `"${entry}" is not an address or CIDR block`;
    const type = net.isIPv6(ip) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) {
      list.addAddress(ip, type);
      continue;
    }
    const bits = Number(prefix);
    const max = type === 'ipv6' ? 128 : 32;
    if (!/^\d+$/.test(prefix) || bits > max) return `"${entry}" has a bad prefix length`;
    list.addSubnet(ip, bits, type);
  }
  return { mode: 'list', entries, list };
}

/**
 * Whether the hop at `address`, `distance` hops from us (0: the socket's peer), is a proxy we
 * trust to have written the forwarded headers truthfully.
 */
export function isTrustedHop(trust: TrustProxy, address: string, distance: number): boolean {
  if (trust.mode === 'off') return false;
  if (trust.mode === 'hops') return distance < trust.hops;
  return trust.list.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}
