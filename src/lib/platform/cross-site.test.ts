import { describe, expect, it } from 'vitest';
import { isCrossSite } from './cross-site';
import { resolveClient } from './forwarded';
import { parseTrustProxy, type TrustProxy } from '@/lib/trust-proxy';

const post = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:4321/api/user/login', { method: 'POST', headers });

// What nginx sends for a browser's same-site POST to https://example.uz.
const viaProxy = {
  host: 'example.uz',
  origin: 'https://example.uz',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'example.uz',
  'x-forwarded-for': '198.51.100.4',
};

const check = (headers: Record<string, string>, trust: string) => {
  const req = post(headers);
  const client = resolveClient('127.0.0.1', req.headers, parseTrustProxy(trust) as TrustProxy);
  return isCrossSite(req, client.origin);
};

describe('isCrossSite', () => {
  it('passes an https form behind a trusted proxy', () => {
    expect(check(viaProxy, '1')).toBe(false);
  });

  it('refuses it when the proxy is not trusted: the forwarded protocol is not believed', () => {
    expect(check(viaProxy, '')).toBe(true);
    expect(check(viaProxy, '10.0.0.1')).toBe(true);
  });

  it('refuses another site behind the trusted proxy', () => {
    expect(check({ ...viaProxy, origin: 'https://evil.example' }, '1')).toBe(true);
    expect(check({ ...viaProxy, origin: 'http://example.uz' }, '1')).toBe(true);
    expect(check({ ...viaProxy, 'sec-fetch-site': 'cross-site' }, '1')).toBe(true);
  });

  it('passes a direct same-origin request and reads no method but writes', () => {
    expect(check({ host: '127.0.0.1:4321', origin: 'http://127.0.0.1:4321' }, '')).toBe(false);
    expect(check({ host: '127.0.0.1:4321' }, '')).toBe(false); // API client without Origin
    const get = new Request('http://x/', { headers: { origin: 'https://evil.example' } });
    expect(isCrossSite(get, 'http://x')).toBe(false);
  });
});
