import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/config.server';
import { isTrustedHop, normalizeIp, parseTrustProxy, type TrustProxy } from './trust-proxy';

const parsed = (raw: string): TrustProxy => {
  const t = parseTrustProxy(raw);
  if (typeof t === 'string') throw new Error(t);
  return t;
};

describe('parseTrustProxy', () => {
  it.each(['', 'false', 'off', 'no', '0', ' FALSE '])('"%s" is off', (raw) => {
    expect(parsed(raw)).toEqual({ mode: 'off' });
  });

  it('a number is a hop count', () => {
    expect(parsed('1')).toEqual({ mode: 'hops', hops: 1 });
    expect(parsed('2')).toEqual({ mode: 'hops', hops: 2 });
  });

  it('a list holds addresses and CIDR blocks of both families', () => {
    const t = parsed('127.0.0.1, 10.0.0.0/8,::1,2001:db8::/32');
    expect(t.mode).toBe('list');
    for (const ip of ['127.0.0.1', '10.1.2.3', '::1', '2001:db8:1::7'])
      expect(isTrustedHop(t, ip, 0)).toBe(true);
    for (const ip of ['127.0.0.2', '11.0.0.1', '::2', '2001:db9::1'])
      expect(isTrustedHop(t, ip, 0)).toBe(false);
  });

  it.each([
    ['true', /how many proxies/],
    ['*', /how many proxies/],
    ['11', /at most 10/],
    ['10.0.0.0/33', /prefix/],
    ['::/129', /prefix/],
    ['10.0.0.0/x', /prefix/],
    ['nginx', /not an address/],
    ['10.0.0.1/8/8', /not an address/],
  ])('refuses "%s"', (raw, message) => {
    expect(parseTrustProxy(raw)).toMatch(message);
  });

  it('is part of the configuration, and a bad value stops the start with its name', () => {
    expect(parseConfig({}).TRUST_PROXY).toEqual({ mode: 'off' });
    expect(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ mode: 'hops', hops: 1 });
    expect(() => parseConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must say/);
  });
});

describe('isTrustedHop', () => {
  it('with a hop count trusts that many hops nearest to us, whatever their address', () => {
    const t = parsed('2');
    expect(isTrustedHop(t, '203.0.113.9', 0)).toBe(true);
    expect(isTrustedHop(t, '203.0.113.9', 1)).toBe(true);
    expect(isTrustedHop(t, '203.0.113.9', 2)).toBe(false);
  });

  it('when off trusts nobody, not even loopback', () => {
    expect(isTrustedHop(parsed(''), '127.0.0.1', 0)).toBe(false);
  });
});

describe('normalizeIp', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['[2001:DB8::1]:443', '2001:db8::1'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['fe80::1%eth0', 'fe80::1'],
  ])('%s → %s', (raw, ip) => expect(normalizeIp(raw)).toBe(ip));

  it.each(['unknown', '', 'evil.example', '1.2.3', '_hidden'])('"%s" is no address', (raw) =>
    expect(normalizeIp(raw)).toBeUndefined(),
  );
});
