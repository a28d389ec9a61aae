// `next` after sign-in must stay on this site (docs/architecture.md, route guard): each payload
// below once led a visitor to another site or broke the redirect. Checked twice: the server's
// redirect for a signed-in visitor, and the browser flow of signing in through the form.
import { expect, test } from '@playwright/test';
import { signUp } from './helpers';

const PASSWORD = 'E2e-Next-Pass-1';
const PAYLOADS = [
  '/\t/evil.example/',
  '/\n/evil.example/',
  '/\\evil.example/',
  '//evil.example/',
  'https://evil.example/',
  '%2F%2Fevil.example/',
  '/%09/evil.example/',
  'javascript:alert(1)',
];
const loginUrl = (next: string) => `/account/login?lang=en&next=${encodeURIComponent(next)}`;

test('a signed-in visitor with a hostile next goes home; a local next is kept', async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL: baseURL! });
  await signUp(request, { accountType: 'User', fullName: 'Next Checker', password: PASSWORD });
  for (const next of PAYLOADS) {
    const res = await request.get(loginUrl(next), { maxRedirects: 0 });
    expect(res.status(), JSON.stringify(next)).toBe(302);
    expect(res.headers()['location'], JSON.stringify(next)).toBe('/');
  }
  const ok = await request.get(loginUrl('/projects?Status=rent'), { maxRedirects: 0 });
  expect(ok.headers()['location']).toBe('/projects?Status=rent');
  await request.dispose();
});

test('signing in through the form with a hostile next stays on this site', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { phone } = await signUp(request, {
    accountType: 'User',
    fullName: 'Next Walker',
    password: PASSWORD,
  });
  // Were the redirect to leave, the browser would show this instead of our home page.
  await context.route(
    (url) => url.hostname === 'evil.example',
    (route) => route.fulfill({ body: 'evil' }),
  );
  for (const next of PAYLOADS) {
    await context.clearCookies();
    await page.goto(loginUrl(next));
    await page.getByLabel('Phone number or email').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page, JSON.stringify(next)).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('banner').locator('.user-menu')).toBeVisible();
  }
});
