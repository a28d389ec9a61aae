import { describe, expect, it } from 'vitest';
import { forwardedClientIp, resolveClient } from './forwarded';
import { parseTrustProxy, type TrustProxy } from '@/lib/trust-proxy';

const trust = (raw: string) => parseTrustProxy(raw) as TrustProxy;
const proxied = {
  host: '127.0.0.1:4321',
  'x-forwarded-for': '198.51.100.4',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'example.uz',
};

describe('resolveClient', () => {
  it('when off ignores every forwarded header: socket address, http, Host', () => {
    const c = resolveClient('127.0.0.1', new Headers(proxied), trust(''));
    expect(c).toEqual({
      ip: '127.0.0.1',
      protocol: 'http',
      host: '127.0.0.1:4321',
      origin: 'http://127.0.0.1:4321',
      proxied: false,
    });
  });

  it('believes a trusted proxy: client address, https and the public host', () => {
    const c = resolveClient('::ffff:127.0.0.1', new Headers(proxied), trust('1'));
    expect(c).toEqual({
      ip: '198.51.100.4',
      protocol: 'https',
      host: 'example.uz',
      origin: 'https://example.uz',
      proxied: true,
    });
  });

  it('ignores the headers of a peer outside the list', () => {
    const c = resolveClient('192.0.2.50', proxied, trust('127.0.0.1,10.0.0.0/8'));
    expect(c).toMatchObject({ ip: '192.0.2.50', protocol: 'http', proxied: false });
    expect(resolveClient('10.9.8.7', proxied, trust('127.0.0.1,10.0.0.0/8'))).toMatchObject({
      ip: '198.51.100.4',
      origin: 'https://example.uz',
    });
  });

  it('keeps a non-default port (the browser names it in Origin) and drops a default one', () => {
    const port = { ...proxied, 'x-forwarded-host': '127.0.0.1:8443' };
    expect(resolveClient('127.0.0.1', port, trust('1')).origin).toBe('https://127.0.0.1:8443');
    const std = { ...proxied, 'x-forwarded-host': 'Example.UZ:443' };
    expect(resolveClient('127.0.0.1', std, trust('1')).origin).toBe('https://example.uz');
  });

  it('falls back to Host and http when the proxy sends no forwarded host or a bad one', () => {
    const headers = {
      host: 'example.uz',
      'x-forwarded-host': 'evil.example/path',
      'x-forwarded-proto': 'gopher',
    };
    expect(resolveClient('127.0.0.1', headers, trust('1'))).toMatchObject({
      protocol: 'http',
      origin: 'http://example.uz',
    });
  });

  it('reads the first value of a list of protocols and hosts (the outermost proxy)', () => {
    const headers = {
      host: 'x',
      'x-forwarded-proto': 'https, http',
      'x-forwarded-host': 'a.uz, b.uz',
    };
    expect(resolveClient('127.0.0.1', headers, trust('2')).origin).toBe('https://a.uz');
  });
});

describe('forwardedClientIp', () => {
  it('when off is the socket, whatever X-Forwarded-For says (no spoofing)', () => {
    const h = { 'x-forwarded-for': '1.2.3.4' };
    expect(forwardedClientIp('203.0.113.1', h, trust(''))).toBe('203.0.113.1');
  });

  it('with one hop takes the rightmost entry: the one our proxy appended', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4" itself; nginx appended the real address.
    const h = { 'x-forwarded-for': '1.2.3.4, 198.51.100.4' };
    expect(forwardedClientIp('127.0.0.1', h, trust('1'))).toBe('198.51.100.4');
    expect(forwardedClientIp('127.0.0.1', h, trust('2'))).toBe('1.2.3.4');
  });

  it('with a list steps left past trusted hops only', () => {
    const h = { 'x-forwarded-for': '1.2.3.4, 198.51.100.4, 10.0.0.2' };
    const t = trust('127.0.0.1,10.0.0.0/8');
    expect(forwardedClientIp('127.0.0.1', h, t)).toBe('198.51.100.4');
    expect(forwardedClientIp('192.0.2.1', h, t)).toBe('192.0.2.1');
  });

  it('stops at an entry that is no address: no trusted proxy wrote it', () => {
    const h = { 'x-forwarded-for': 'unknown, 10.0.0.2' };
    expect(forwardedClientIp('127.0.0.1', h, trust('127.0.0.1,10.0.0.0/8'))).toBe('10.0.0.2');
    expect(forwardedClientIp('127.0.0.1', { 'x-forwarded-for': 'junk' }, trust('1'))).toBe(
      '127.0.0.1',
    );
  });

  it('without X-Forwarded-For is the socket, and an array header (Node) is joined', () => {
    expect(forwardedClientIp('127.0.0.1', {}, trust('1'))).toBe('127.0.0.1');
    const h = { 'x-forwarded-for': ['1.2.3.4', '5.6.7.8'] };
    expect(forwardedClientIp('127.0.0.1', h, trust('1'))).toBe('5.6.7.8');
  });
});
