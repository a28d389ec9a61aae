// Behind a proxy (TRUST_PROXY, src/lib/platform/forwarded.ts), through the real endpoints: a client
// sending its own X-Forwarded-For changes nothing unless the peer is a trusted proxy, and behind
// one the limits key on the address the proxy forwarded, and cookies are Secure over https.
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@tests/helpers/api';
import { makeAccount, PASSWORD, randomIp, randomPhone } from '@/lib/accounts/testing/fixtures';
import { config } from '@/lib/config.server';
import { LIMITS } from '@/lib/rate-limit/limits';
import { parseTrustProxy, type TrustProxy } from '@/lib/trust-proxy';
import { POST as forgotPost } from '@/pages/api/user/forgot-password';
import { POST as loginPost } from '@/pages/api/user/login';

const CODES_PER_IP = LIMITS.codesPerIp.limit;

/** Runs with TRUST_PROXY set as an operator would set it (the configuration is read once). */
function trustProxy(raw: string) {
  config().TRUST_PROXY = parseTrustProxy(raw) as TrustProxy;
}
afterEach(() => trustProxy(''));

/** A code request for a new number (no per-number limit in the way), from `ip` with `headers`. */
const askCode = (ip: string, headers: Record<string, string> = {}) =>
  api(forgotPost, '/api/user/forgot-password', { body: { username: randomPhone() }, ip, headers });

describe('X-Forwarded-For', () => {
  it('from a client while TRUST_PROXY is off changes nothing: the limit keys on the socket', async () => {
    const socket = randomIp();
    for (let i = 0; i < CODES_PER_IP; i++) {
      expect((await askCode(socket, { 'x-forwarded-for': randomIp() })).status).toBe(200);
    }
    const spoofed = await askCode(socket, { 'x-forwarded-for': randomIp() });
    expect(spoofed.status).toBe(429);
    expect((await askCode(randomIp())).status).toBe(200); // another socket address is another client
  });

  it('from a trusted proxy keys the limit on the forwarded client address', async () => {
    trustProxy('1');
    const proxy = randomIp();
    const client = randomIp();
    for (let i = 0; i < CODES_PER_IP; i++) {
      expect((await askCode(proxy, { 'x-forwarded-for': client })).status).toBe(200);
    }
    expect((await askCode(proxy, { 'x-forwarded-for': client })).status).toBe(429);
    // The same proxy, another client behind it: not limited (nginx puts the real address last).
    const other = await askCode(proxy, { 'x-forwarded-for': `${client}, ${randomIp()}` });
    expect(other.status).toBe(200);
  });

  it('from a proxy outside the TRUST_PROXY list is ignored', async () => {
    trustProxy('127.0.0.1');
    const socket = randomIp();
    for (let i = 0; i < CODES_PER_IP; i++) {
      expect((await askCode(socket, { 'x-forwarded-for': randomIp() })).status).toBe(200);
    }
    expect((await askCode(socket, { 'x-forwarded-for': randomIp() })).status).toBe(429);
  });
});

describe('the session cookie behind a proxy', () => {
  const signIn = async (headers: Record<string, string>) => {
    const account = await makeAccount();
    const res = await api(loginPost, '/api/user/login', {
      body: { username: account.username, password: PASSWORD },
      ip: '127.0.0.1',
      headers,
    });
    expect(res.status).toBe(200);
    return res.cookies.get('sid')!.options;
  };

  it('is Secure when a trusted proxy says the client used https', async () => {
    trustProxy('1');
    expect((await signIn({ 'x-forwarded-proto': 'https' })).secure).toBe(true);
    expect((await signIn({ 'x-forwarded-proto': 'http' })).secure).toBe(false);
  });

  it('is not Secure on a claim of https nobody trusted', async () => {
    expect((await signIn({ 'x-forwarded-proto': 'https' })).secure).toBe(false);
  });
});
