// A link on another site must change nothing here (docs/api.md, cross-site writes): signing out and
// confirming an e-mail sign-up happen only when the person presses a button, as a same-origin POST.
// The "other site" is a page served as http://evil.example whose links the browser follows as real
// cross-site navigations.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import crypto from 'node:crypto';
import { outbox, signUp } from './helpers';

const PASSWORD = 'E2e-Csrf-Pass-1';

/** Serves `html` as http://evil.example/ in this browser context. */
async function evilSite(context: BrowserContext, html: string) {
  await context.route(
    (url) => url.hostname === 'evil.example',
    (route) => route.fulfill({ contentType: 'text/html', body: html }),
  );
}

async function followFromEvil(page: Page, context: BrowserContext, target: string) {
  await evilSite(context, `<!doctype html><title>evil</title><a href="${target}">win a prize</a>`);
  await page.goto('http://evil.example/');
  await page.getByRole('link', { name: 'win a prize' }).click();
  await page.waitForURL((u) => u.hostname !== 'evil.example');
}

/** Who the browser is signed in as: the account's name, or null. */
async function whoAmI(page: Page): Promise<string | null> {
  const res = await page.request.get('/api/user/verify');
  return res.ok() ? ((await res.json()) as { fullName: string }).fullName : null;
}

/** Signs up by e-mail through the API and returns the link from the e-mail in the outbox. */
async function emailSignUpLink(page: Page, fullName: string): Promise<string> {
  const email = `e2e-${crypto.randomBytes(5).toString('hex')}@example.com`;
  const ctx = await page.context().browser()!.newContext();
  const reg = await ctx.request.post(new URL('/api/user/register', page.url()).toString(), {
    data: {
      username: email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      fullName,
      accountType: 'User',
      consent: true,
    },
  });
  expect(reg.status()).toBe(201);
  await ctx.close();
  for (let i = 0; i < 100; i++) {
    const line = outbox(email)[0];
    const link = line && /(http\S+\/account\/register\/verify\?token=\S+)/.exec(line.text)?.[1];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail for ${email}`);
}

test('a cross-site link to /account/logout signs nobody out; the sign-out button does', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.clearCookies();
  const { token } = await signUp(request, {
    accountType: 'User',
    fullName: 'Stays Signedin',
    password: PASSWORD,
  });
  await context.addCookies([
    { name: 'sid', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
    { name: 'lang', value: 'en', url: baseURL! },
  ]);

  await followFromEvil(page, context, `${baseURL}/account/logout`);
  expect(await whoAmI(page)).toBe('Stays Signedin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign out of your account?' }),
  ).toBeVisible();

  // The confirmation's own button signs out (a same-origin form POST, no script needed).
  await page.locator('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();
  expect(await whoAmI(page)).toBeNull();
  expect((await context.cookies()).find((c) => c.name === 'sid')).toBeUndefined();
});

test('the header menu and the account menu sign out with a button, without JavaScript too', async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const where of ['header', 'sidebar'] as const) {
    const { token } = await signUp(request, {
      accountType: 'User',
      fullName: 'Menu Signout',
      password: PASSWORD,
    });
    await context.addCookies([
      { name: 'sid', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
      { name: 'lang', value: 'en', url: baseURL! },
    ]);
    await page.goto(`${baseURL}/account/change-password`);
    if (where === 'header') {
      await page.locator('.user-menu summary').click();
      await page.locator('.user-menu').getByRole('button', { name: 'Sign out' }).click();
    } else {
      await page
        .getByRole('navigation', { name: /account/i })
        .getByRole('button', { name: 'Sign out' })
        .click();
    }
    await expect(
      page.getByRole('heading', { level: 1, name: 'You have signed out' }),
    ).toBeVisible();
    expect(await whoAmI(page)).toBeNull();
  }
  await context.close();
});

test('a cross-site link to the e-mail confirmation signs nobody in; the page’s button does', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await context.clearCookies();
  await page.goto(`${baseURL}/?lang=en`);
  // The attacker signs up by e-mail and sends the victim the link of their own account.
  const link = await emailSignUpLink(page, 'Attacker Account');
  const token = new URL(link).searchParams.get('token')!;

  await followFromEvil(page, context, `${baseURL}/api/user/register/verify?token=${token}`);
  expect(await whoAmI(page)).toBeNull();
  await followFromEvil(page, context, link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email confirmation' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await whoAmI(page)).toBeNull();

  // The person who owns the address presses the button: confirmed and signed in.
  await page.getByRole('button', { name: 'Confirm my account' }).click();
  await expect(page).toHaveURL(/\/account\/register\/finish$/);
  expect(await whoAmI(page)).toBe('Attacker Account');
});
