// Buying PRO end to end in Chromium, with Payme played by a stand-in: the test starts its own built
// server with Payme configured (the suite's server has no provider, so PRO stays free there) and a
// small loopback server as Payme's checkout. The checkout page, on "Pay", calls our
// /api/payments/payme exactly as Payme does (CheckPerformTransaction, CreateTransaction,
// PerformTransaction, Basic auth with the merchant key, amounts in tiyin) and then sends the browser
// back to the return address the order gave it. Nothing reaches the real Payme.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../deploy/support/server';
import { tr } from './helpers';

const KEY = 'e2e-payme-key';
const MERCHANT = 'e2e-merchant';
const PASSWORD = 'E2e-Payments-1';

/** Payme's side: the checkout page and the calls Payme makes to the merchant. */
function standInCheckout() {
  let merchantUrl = '';
  const calls: { method: string; answer: unknown }[] = [];
  const rpc = async (method: string, params: Record<string, unknown>) => {
    const res = await fetch(`${merchantUrl}/api/payments/payme`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`Paycom:${KEY}`).toString('base64')}`,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: calls.length + 1, method, params }),
    });
    const answer = (await res.json()) as { result?: Record<string, unknown>; error?: unknown };
    calls.push({ method, answer });
    if (res.status !== 200 || answer.error) throw new Error(`${method}: ${JSON.stringify(answer)}`);
    return answer.result!;
  };
  const parse = (encoded: string) =>
    Object.fromEntries(
      Buffer.from(decodeURIComponent(encoded), 'base64')
        .toString()
        .split(';')
        .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
    ) as Record<string, string>;
  const server = http.createServer((req, res) => {
    void (async () => {
      const encoded = (req.url ?? '/').slice(1);
      const p = parse(encoded);
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><html lang="en"><title>Stand-in Payme</title><main><h1>Stand-in Payme</h1>` +
            `<p id="what">Merchant ${p.m}, order ${p['ac.order_id']}, ${p.a} tiyin</p>` +
            `<form method="post"><button>Pay</button></form></main></html>`,
        );
        return;
      }
      const params = { amount: Number(p.a), account: { order_id: p['ac.order_id'] } };
      await rpc('CheckPerformTransaction', params);
      const id = crypto.randomBytes(12).toString('hex');
      await rpc('CreateTransaction', { ...params, id, time: Date.now() });
      await rpc('PerformTransaction', { id });
      res.writeHead(303, { location: p.c! });
      res.end();
    })().catch((e: Error) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(e.message);
    });
  });
  return {
    calls,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    setMerchant: (url: string) => (merchantUrl = url),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const checkout = standInCheckout();
let site: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const checkoutUrl = await checkout.start();
  site = await startServer({
    env: { PAYME_MERCHANT_ID: MERCHANT, PAYME_KEY: KEY, PAYME_CHECKOUT_URL: checkoutUrl },
  });
  checkout.setMerchant(site.url);
});

test.afterAll(async () => {
  await site?.stop();
  await checkout.stop();
});

/** A verified Agent on the payment server whose profile has what PRO needs; its session token. */
async function readyAgent(): Promise<string> {
  const post = (p: string, body: unknown, token?: string) =>
    fetch(`${site.url}${p}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const phone = `+99890${crypto.randomInt(1_000_000, 9_999_999)}`;
  const reg = await post('/api/user/register', {
    username: phone,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    fullName: 'Jasur Karimov',
    accountType: 'Agent',
    consent: true,
  });
  expect(reg.status).toBe(201);
  const { attemptToken } = (await reg.json()) as { attemptToken: string };
  const outbox = path.join(site.dataDir, 'outbox.jsonl');
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    if (fs.existsSync(outbox))
      code = /\b(\d{5})\b/.exec(
        fs
          .readFileSync(outbox, 'utf8')
          .split('\n')
          .filter((l) => l.includes(phone))
          .at(-1) ?? '',
      )?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  const confirm = await post('/api/user/register/confirm', { username: phone, code, attemptToken });
  expect(confirm.status).toBe(200);
  const token = (await confirm.text()).trim();
  const get = async (p: string) => (await fetch(`${site.url}${p}`)).json();
  const [regions, services] = await Promise.all([
    get('/api/regions'),
    get('/api/services?PageSize=1'),
  ]);
  const h = { authorization: `Bearer ${token}` };
  const me = await fetch(`${site.url}/api/accounts/me`, {
    method: 'PUT',
    headers: { ...h, 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Jasur Karimov',
      regionId: regions.items[0].id,
      serviceIds: [services.items[0].id],
    }),
  });
  expect(me.status).toBe(200);
  const jpeg = await sharp({
    create: { width: 400, height: 400, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
  const photo = await fetch(`${site.url}/api/accounts/me/photo`, {
    method: 'POST',
    headers: h,
    body: form,
  });
  expect(photo.status).toBe(201);
  // With Payme configured the free activation is closed: PRO goes through an order.
  expect((await post('/api/accounts/me/pro', {}, token)).status).toBe(409);
  return token;
}

test('a specialist buys PRO through Payme: pending until Payme performs it, then paid and PRO', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const lang = 'en';
  const token = await readyAgent();
  const context = await browser.newContext({ baseURL: site.url });
  await context.addCookies([
    { name: 'lang', value: lang, url: site.url },
    { name: 'sid', value: token, url: site.url, httpOnly: true, sameSite: 'Lax' },
  ]);
  const page = await context.newPage();

  await page.goto('/specialist-cabinet');
  await expect(page.getByRole('heading', { name: tr(lang, 'billing:buy.proTitle') })).toBeVisible();
  await page
    .getByRole('radio', {
      name: tr(lang, 'billing:planName', { kind: tr(lang, 'billing:kind.pro'), days: 30 }),
    })
    .check();
  await page.getByRole('radio', { name: 'Payme' }).check();
  await page.getByRole('button', { name: tr(lang, 'billing:buy.submit') }).click();

  // The stand-in checkout, reached through payUrl: merchant, our order and the amount in tiyin.
  await expect(page.getByRole('heading', { name: 'Stand-in Payme' })).toBeVisible();
  const what = (await page.locator('#what').textContent())!;
  const [, merchant, orderId, tiyin] = /Merchant (\S+), order (\d+), (\d+) tiyin/.exec(what)!;
  expect(merchant).toBe(MERCHANT);
  expect(Number(tiyin)).toBe(99_000 * 100);

  // The return address opened before paying shows the order as it is, and grants nothing.
  const early = await context.newPage();
  await early.goto(`/account/payments/${orderId}`);
  await expect(early.locator('[data-order-status]')).toHaveText(
    tr(lang, 'billing:order.pendingNote'),
  );
  const pending = await early.request.get(`/api/billing/orders/${orderId}`);
  expect((await pending.json()).status).toBe('pending');
  const before = await (await early.request.get('/api/accounts/me')).json();
  expect(before.isPro).toBe(false);
  await early.close();

  // Pay: the stand-in calls our endpoint as Payme would, then sends the browser back.
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/payments/${orderId}$`));
  await expect(page.locator('[data-order-status]')).toHaveText(tr(lang, 'billing:order.paidNote'));
  expect(checkout.calls.map((c) => c.method)).toEqual([
    'CheckPerformTransaction',
    'CreateTransaction',
    'PerformTransaction',
  ]);
  const me = await (await page.request.get('/api/accounts/me')).json();
  expect(me.isPro).toBe(true);
  const days = (Date.parse(me.proUntil) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThan(30.1);

  // "My payments" lists it as paid; the cabinet now offers to add projects.
  await page.goto('/account/payments');
  await expect(page.getByRole('link', { name: orderId, exact: true })).toBeVisible();
  await expect(page.getByText(tr(lang, 'billing:status.paid'))).toBeVisible();
  await page.goto('/specialist-cabinet');
  await expect(
    page.getByRole('link', { name: tr(lang, 'profile:cabinet.addProject') }),
  ).toBeVisible();
  await context.close();
});
