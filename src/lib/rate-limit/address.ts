// The part of a client address that names one client, for per-address limits and counts: IPv4 as
// it is, IPv6 by its /64. A phone or a home gets a whole /64 and picks the rest freely, so keyed by
// the full IPv6 address one client would be a new client with every address it makes up.
export function addressKey(ip: string): string {
  const bare = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1]!;
  if (!bare.includes(':')) return bare;
  const halves = bare.split('::');
  if (halves.length > 2) return bare;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves[1] ? halves[1].split(':') : [];
  const zeros = Array<string>(Math.max(0, 8 - head.length - tail.length)).fill('0');
  const groups = halves.length === 2 ? [...head, ...zeros, ...tail] : head;
  const prefix = groups.slice(0, 4).map((g) => (parseInt(g, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}
