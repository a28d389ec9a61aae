// The site behind Debian's nginx over HTTPS, configured by deploy/nginx.conf, with TRUST_PROXY=1:
// a person signs up and signs in in Chromium (the cross-site check sees the https origin), the
// session cookie is Secure, answers carry HSTS, a photo uploads through nginx over HTTP/2, and the
// per-address limits count the address nginx saw, not one a client writes into X-Forwarded-For.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import crypto from 'node:crypto';
import https from 'node:https';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { LIMITS } from '@/lib/rate-limit/limits';
import { createDatabase, freePort, startServer, type RunningServer } from './support/server';
import { startNginx, type RunningNginx } from './support/nginx';
import { codeFor } from '@tests/helpers/outbox';

const PASSWORD = 'Deploy-Pass-1';
let server: RunningServer;
let nginx: RunningNginx;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  nginx = await startNginx({ upstreamPort: port });
  origin = `https://127.0.0.1:${nginx.httpsPort}`;
  server = await startServer({
    port,
    env: { DATABASE_URL: await createDatabase(), TRUST_PROXY: '1', SITE_URL: origin },
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-dev-shm-usage'],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await nginx?.stop();
});

const newPhone = () => `+99890${crypto.randomInt(1_000_000, 9_999_999)}`;

/** A JSON POST through nginx from the loopback address `from` (nginx's $remote_addr). */
function postFrom(from: string, pathname: string, body: unknown, headers = {}): Promise<number> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: nginx.httpsPort,
        path: pathname,
        method: 'POST',
        localAddress: from,
        ca: nginx.cert,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

describe('behind nginx over HTTPS', () => {
  let context: BrowserContext;
  afterAll(async () => context?.close());

  test('plain http is redirected to https', async () => {
    const res = await fetch(`http://127.0.0.1:${nginx.httpPort}/about-us?x=1`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://127.0.0.1/about-us?x=1');
  });

  test('a person signs up, signs in and uploads a photo; Secure cookie, HSTS, HTTP/2', async () => {
    context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: origin });
    const page = await context.newPage();
    const phone = newPhone();

    const first = await page.goto('/account/register?lang=en');
    expect(first!.status()).toBe(200);
    expect(await first!.headerValue('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const protocol = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .nextHopProtocol,
    );
    expect(protocol).toBe('h2');
    // The lang cookie set from ?lang= is Secure too.
    expect((await context.cookies()).find((c) => c.name === 'lang')?.secure).toBe(true);

    // Through nginx the island's script must arrive and run: wait for it (a box ticked in the very
    // moment the island takes over was once lost here; forms used before their script arrives are
    // tested in tests/e2e/forms-without-js.spec.ts).
    await page
      .locator('astro-island:not([ssr])', { has: page.getByLabel('Phone number or email') })
      .waitFor();
    await page.getByLabel('Phone number or email').fill(phone);
    await page.getByLabel('Full name').fill('Nodira Karimova');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('radio', { name: 'Ordinary user or specialist' }).check();
    // Twice in about ten runs a click on this box, right after the radio, did not tick it (the
    // island was up; no layout shift or re-mount found yet, see the note). What this test
    // is about is nginx, so it ticks until the box holds; the box itself is tested in tests/e2e/.
    const consent = page.getByRole('checkbox', { name: /public offer terms/ });
    await vi.waitFor(() => consent.check({ timeout: 2_000 }), { timeout: 15_000, interval: 200 });
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect
      .poll(() => page.url(), { timeout: 20_000 })
      .toMatch(/\/account\/register\/confirm/);
    await page
      .getByLabel('Confirmation code')
      .fill(await codeFor(phone, { dataDir: server.dataDir }));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect
      .poll(() => page.url(), { timeout: 20_000 })
      .toMatch(/\/account\/register\/finish$/);
    const afterSignUp = (await context.cookies()).find((c) => c.name === 'sid');
    expect(afterSignUp?.secure).toBe(true);
    expect(afterSignUp?.httpOnly).toBe(true);

    // Signed out (cookies gone), then in again through the sign-in form.
    await context.clearCookies();
    await page.goto('/account/login?lang=en');
    await page.getByLabel('Phone number or email').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toBe(`${origin}/`);
    const sid = (await context.cookies()).find((c) => c.name === 'sid');
    expect(sid?.secure).toBe(true);

    // A photo, posted by the page itself (Origin: the https site) through nginx to Node.
    const upload = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 400;
      canvas.height = 300;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#2a7bd0';
      g.fillRect(0, 0, 400, 300);
      const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.9));
      const form = new FormData();
      form.append('file', blob, 'me.jpg');
      const res = await fetch('/api/accounts/me/photo', { method: 'POST', body: form });
      return { status: res.status, body: (await res.json()) as { image?: { imagePath: string } } };
    });
    expect(upload.status).toBe(201);
    const image = await context.request.get(upload.body.image!.imagePath);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  });

  test('a POST naming another site as its origin is still refused', async () => {
    const status = await postFrom(
      '127.0.0.1',
      '/api/user/forgot-password',
      { username: newPhone() },
      {
        origin: 'https://evil.example',
      },
    );
    expect(status).toBe(403);
  });

  test('code limits count the address nginx saw; a forged X-Forwarded-For changes nothing', async () => {
    const ask = (from: string, headers = {}) =>
      postFrom(from, '/api/user/forgot-password', { username: newPhone() }, headers);
    for (let i = 0; i < LIMITS.codesPerIp.limit; i++) {
      expect(await ask('127.0.0.2', { 'x-forwarded-for': `198.51.100.${i + 1}` })).toBe(200);
    }
    expect(await ask('127.0.0.2')).toBe(429);
    expect(await ask('127.0.0.2', { 'x-forwarded-for': '203.0.113.77' })).toBe(429);
    // Another person, another address: not limited by the first one's requests.
    expect(await ask('127.0.0.3')).toBe(200);
  });
});
