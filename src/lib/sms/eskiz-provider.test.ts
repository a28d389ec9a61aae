// The eskiz provider against a local fake of the Eskiz.uz API (a node http server on 127.0.0.1):
// login for a token, send with it, log in again once when the token has expired, fail loudly.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.server';
import { EskizProvider } from './eskiz-provider.server';
import { logSmsProvider, smsProvider } from './sms.server';

type Seen = {
  method: string;
  path: string;
  auth: string | undefined;
  fields: Record<string, string>;
};
let server: http.Server;
let base = '';
const seen: Seen[] = [];
let validToken = 'token-1';
let logins = 0;
let failSend = false;

async function formFields(req: http.IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const form = await new Response(Buffer.concat(chunks), {
    headers: { 'content-type': req.headers['content-type'] ?? '' },
  }).formData();
  return Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
}

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const fields = await formFields(req);
    seen.push({ method: req.method!, path: req.url!, auth: req.headers.authorization, fields });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/auth/login') {
      if (fields.email !== 'shop@example.uz' || fields.password !== 'pw') {
        res.statusCode = 401;
        return res.end('{"message":"Invalid credentials"}');
      }
      logins++;
      return res.end(
        JSON.stringify({
          message: 'token_generated',
          data: { token: validToken },
          token_type: 'bearer',
        }),
      );
    }
    if (req.url === '/api/message/sms/send') {
      if (req.headers.authorization !== `Bearer ${validToken}`) {
        res.statusCode = 401;
        return res.end('{"message":"Expired"}');
      }
      if (failSend) {
        res.statusCode = 400;
        return res.end('{"message":"Bad mobile_phone"}');
      }
      return res.end(
        JSON.stringify({ id: 'e837dec2', message: 'Waiting for SMS provider', status: 'waiting' }),
      );
    }
    res.statusCode = 404;
    return res.end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

beforeEach(() => {
  seen.length = 0;
  logins = 0;
  validToken = 'token-1';
  failSend = false;
});

const provider = (password = 'pw') =>
  new EskizProvider({ baseUrl: base, email: 'shop@example.uz', password, from: '4546' });

describe('EskizProvider', () => {
  it('logs in once, then sends with the bearer token, the number without "+" and the sender', async () => {
    const p = provider();
    await p.send({ to: '+998901234567', text: 'Quruvchi.uz: kod 12345', purpose: 'register' });
    await p.send({ to: '+998901234568', text: 'Quruvchi.uz: kod 54321', purpose: 'reset' });
    expect(logins).toBe(1);
    expect(seen.map((s) => s.path)).toEqual([
      '/api/auth/login',
      '/api/message/sms/send',
      '/api/message/sms/send',
    ]);
    expect(seen[1]).toMatchObject({
      method: 'POST',
      auth: 'Bearer token-1',
      fields: { mobile_phone: '998901234567', message: 'Quruvchi.uz: kod 12345', from: '4546' },
    });
  });

  it('an expired token is renewed once and the message still goes out', async () => {
    const p = provider();
    await p.send({ to: '+998901234567', text: 'a', purpose: 'register' });
    validToken = 'token-2';
    await p.send({ to: '+998901234567', text: 'b', purpose: 'register' });
    expect(logins).toBe(2);
    expect(seen.at(-1)).toMatchObject({ auth: 'Bearer token-2', fields: { message: 'b' } });
  });

  it('throws on bad credentials and on a refused message (the caller answers 503)', async () => {
    await expect(
      provider('wrong').send({ to: '+998901234567', text: 'a', purpose: 'register' }),
    ).rejects.toThrow(/login failed with HTTP 401/);
    failSend = true;
    await expect(
      provider().send({ to: '+998901234567', text: 'a', purpose: 'register' }),
    ).rejects.toThrow(/send failed with HTTP 400/);
  });
});

describe('smsProvider()', () => {
  it('is `log` by default and `eskiz` when ESKIZ_EMAIL and ESKIZ_PASSWORD are set (ESKIZ_BASE_URL pointing at the fake)', async () => {
    expect(smsProvider(parseConfig({}))).toBe(logSmsProvider);
    const sms = smsProvider(
      parseConfig({ ESKIZ_EMAIL: 'shop@example.uz', ESKIZ_PASSWORD: 'pw', ESKIZ_BASE_URL: base }),
    );
    expect(sms.name).toBe('eskiz');
    await sms.send({ to: '+998901234567', text: 'salom', purpose: 'register' });
    expect(seen.at(-1)!.fields.message).toBe('salom');
  });
});
