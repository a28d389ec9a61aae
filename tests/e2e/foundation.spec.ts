import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';

test.describe('languages', () => {
  test('home page renders seeded content in Uzbek and switches language, surviving a reload', async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz-Latn');
    await expect(page.getByRole('link', { name: 'Loyihalar' }).first()).toBeVisible();
    const uzText = await page.locator('main').innerText();

    for (const [label, htmlLang, navText] of [
      ['Ўзбекча', 'uz-Cyrl', 'Лойиҳалар'],
      ['Русский', 'ru', 'Проекты'],
      ['English', 'en', 'Projects'],
    ] as const) {
      await page.locator('.lang-switcher summary').click();
      await page.getByRole('link', { name: label }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      await expect(page.getByRole('link', { name: navText }).first()).toBeVisible();
      expect(await page.locator('main').innerText()).not.toBe(uzText);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(
        { 'uz-Cyrl': 'oz', ru: 'ru', en: 'en' }[htmlLang],
      );
    }
  });

  test('hreflang alternates and canonical are on every page', async ({ page }) => {
    await page.goto('/?lang=uz');
    const hreflangs = await page
      .locator('link[rel=alternate][hreflang]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('hreflang')));
    expect(hreflangs).toEqual(
      expect.arrayContaining(['uz-Latn', 'uz-Cyrl', 'ru', 'en', 'x-default']),
    );
    await expect(page.locator('link[rel=canonical]')).toHaveCount(1);
  });
});

test.describe('security', () => {
  test('HTML and API responses carry the security headers and a CSP without unsafe-inline scripts', async ({
    request,
  }) => {
    for (const path of ['/', '/api/category/get-all']) {
      const res = await request.get(path);
      const h = res.headers();
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBeTruthy();
      expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const csp = (await request.get('/calculate')).headers()['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  test('a state-changing request from another site is refused', async ({ request }) => {
    const res = await request.post('/api/user/logout', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status()).toBe(403);
  });

  test('HTML is compressed and static assets are cached immutably', async ({ request, page }) => {
    const res = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers()['content-encoding']).toMatch(/br|gzip/);
    await page.goto('/calculate');
    const asset = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .find((n) => n.includes('/_astro/')),
    );
    if (asset) {
      const a = await request.get(asset);
      expect(a.headers()['cache-control']).toContain('immutable');
    }
  });
});

test.describe('route guard and errors', () => {
  test('a signed-out visit to an account page goes to login with next', async ({ page }) => {
    await page.goto('/account/my-profile');
    await expect(page).toHaveURL(/\/account\/login\?next=%2Faccount%2Fmy-profile/);
  });

  test('admin pages need a session', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/account\/login\?next=%2Fadmin%2Fdashboard/);
  });

  test('an unknown URL answers 404 with a link home', async ({ page }) => {
    const res = await page.goto('/no-such-page-here');
    expect(res?.status()).toBe(404);
    await page.getByRole('link', { name: 'Bosh sahifaga qaytish' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a bad API query answers 400 with fields, never 500', async ({ request }) => {
    const res = await request.get('/api/category/get-all?PageSize=500&Lang=xx');
    expect(res.status()).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['PageSize', 'Lang']));
  });
});

test.describe('layout without JavaScript on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
  test('the menu opens and the floating contact links are present', async ({ page }) => {
    await page.goto('/');
    await page.getByText('Menyu').click();
    await expect(page.getByRole('link', { name: 'Kalkulyator' })).toBeVisible();
    await expect(page.locator('a.fab-phone')).toHaveAttribute('href', /^tel:\+998/);
    await expect(page.locator('a.fab-chat')).toHaveAttribute('href', /^https:\/\/t\.me\//);
    await expect(page.getByText('tez kunda').first()).toBeVisible();
  });
});

test('a second server on the same data folder refuses to start', () => {
  const run = spawnSync('node_modules/.bin/node', ['dist/server/serve.mjs'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, PORT: '4398', DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/in use by another server/);
});
