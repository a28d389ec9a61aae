// The status line as it leaves the server: every answer carries its status's own reason phrase.
// Astro's page responses kept the "OK" of Astro.response whatever status a page set, so error pages
// went out as `404 OK`, `400 OK`, `403 OK` (src/lib/platform/reason-phrase.ts). Read from the raw
// bytes: fetch and Playwright's request hide the phrase.
import { expect, test } from '@playwright/test';
import net from 'node:net';
import { signUp } from './helpers';

/** The first line the server sends for one request, e.g. `HTTP/1.1 404 Not Found`. */
function statusLine(
  baseURL: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<string> {
  const { hostname, port, host } = new URL(baseURL);
  const head = [
    `${method} ${path} HTTP/1.1`,
    `Host: ${host}`,
    'Connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ...(body ? [`Content-Length: ${Buffer.byteLength(body)}`] : []),
  ];
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`${head.join('\r\n')}\r\n\r\n${body}`),
    );
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\r\n');
      if (end >= 0) {
        socket.destroy();
        resolve(received.slice(0, end));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`no status line: ${received}`)));
  });
}

test('pages, form posts and the API send the reason phrase of their status', async ({
  baseURL,
  request,
}) => {
  const base = baseURL!;
  expect.soft(await statusLine(base, 'GET', '/')).toBe('HTTP/1.1 200 OK');
  expect.soft(await statusLine(base, 'GET', '/page-not-found')).toBe('HTTP/1.1 404 Not Found');
  expect.soft(await statusLine(base, 'GET', '/no-such-page')).toBe('HTTP/1.1 404 Not Found');
  // The sign-up form posted without JavaScript, with its errors.
  const form = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Origin: new URL(base).origin,
  };
  expect
    .soft(await statusLine(base, 'POST', '/account/register', form, 'username=&password='))
    .toBe('HTTP/1.1 400 Bad Request');
  // /admin for a signed-in User: the 403 page.
  const { token } = await signUp(request, {
    accountType: 'User',
    fullName: 'Reason Phrase',
    password: 'E2e-Phrase-Pass-1',
  });
  expect
    .soft(await statusLine(base, 'GET', '/admin', { Cookie: `sid=${token}` }))
    .toBe('HTTP/1.1 403 Forbidden');
  expect.soft(await statusLine(base, 'GET', '/account/my-profile')).toBe('HTTP/1.1 302 Found');
  const json = { 'Content-Type': 'application/json' };
  expect
    .soft(await statusLine(base, 'POST', '/api/user/register', json, '{}'))
    .toBe('HTTP/1.1 400 Bad Request');
  expect
    .soft(await statusLine(base, 'GET', '/api/no-such-endpoint'))
    .toBe('HTTP/1.1 404 Not Found');
});
