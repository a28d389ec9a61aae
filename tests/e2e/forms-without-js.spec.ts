// The forms that must work before (and without) their JavaScript (docs/decisions/014): sign-in,
// sign-up with its code step, password recovery, a review and the project filters, in a browser
// with JavaScript off — the page takes the plain form post, answers the translated errors beside
// the fields with the typed values back, or goes on with a 303. And one test with JavaScript on but
// the island's script held back: what is typed before hydration survives it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import crypto from 'node:crypto';
import { codeFor, PHONE, signUp, tr, type Lang } from './helpers';

const PASSWORD = 'E2e-Forms-Pass-1';

/** A phone-sized browser with JavaScript off (signed in with `token` when given), in `lang`. */
async function noJs(browser: Browser, baseURL: string, lang: Lang, token?: string) {
  const context = await browser.newContext({ viewport: PHONE, baseURL, javaScriptEnabled: false });
  await context.addCookies([
    { name: 'lang', value: lang, url: baseURL },
    ...(token ? [{ name: 'sid', value: token, url: baseURL, httpOnly: true }] : []),
  ]);
  return { context, page: await context.newPage() };
}

/** The control labelled `label` is marked invalid and described by an error saying `text`. */
async function expectFieldError(page: Page, label: string, text: string) {
  const control = page.getByLabel(label, { exact: true });
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const described = (await control.getAttribute('aria-describedby')) ?? '';
  const errorId = described.split(' ').find((id) => id.endsWith('-error'));
  expect(errorId, `${label} is described by its error`).toBeTruthy();
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(text);
}

const newPhone = () => `+99891${crypto.randomInt(1_000_000, 9_999_999)}`;

test('[ru] sign-in without JavaScript: the error beside the password, then signed in and sent on', async ({
  browser,
  request,
  baseURL,
}) => {
  const { phone } = await signUp(request, {
    accountType: 'User',
    fullName: 'Dilnoza',
    password: PASSWORD,
  });
  const { context, page } = await noJs(browser, baseURL!, 'ru');
  await page.goto('/account/login?next=%2Fprojects');
  const submit = page.getByRole('button', { name: tr('ru', 'auth:login.submit'), exact: true });
  await expect(submit).toBeEnabled(); // never waiting for a script

  await page.getByLabel(tr('ru', 'auth:login.username')).fill(phone);
  await page.getByLabel(tr('ru', 'auth:login.password'), { exact: true }).fill('Wrong-Pass-9');
  const [answer] = await Promise.all([page.waitForResponse(/\/account\/login/), submit.click()]);
  expect(answer.status()).toBe(400);
  await expectFieldError(page, tr('ru', 'auth:login.password'), tr('ru', 'auth:login.incorrect'));
  await expect(page.getByLabel(tr('ru', 'auth:login.username'))).toHaveValue(phone);
  await expect(page.getByLabel(tr('ru', 'auth:login.password'), { exact: true })).toHaveValue('');

  // An empty username: the schema's own message beside it.
  await page.getByLabel(tr('ru', 'auth:login.username')).fill('');
  await page.getByLabel(tr('ru', 'auth:login.password'), { exact: true }).fill(PASSWORD);
  await submit.click();
  await expectFieldError(page, tr('ru', 'auth:login.username'), tr('ru', 'errors:required'));

  await page.getByLabel(tr('ru', 'auth:login.username')).fill(phone);
  await page.getByLabel(tr('ru', 'auth:login.password'), { exact: true }).fill(PASSWORD);
  await submit.click();
  await expect(page).toHaveURL(/\/projects$/);
  expect((await context.cookies()).some((c) => c.name === 'sid' && c.httpOnly)).toBe(true);
  await context.close();
});

test('[en] sign-in without JavaScript keeps the open-redirect rule: another site is never `next`', async ({
  browser,
  request,
  baseURL,
}) => {
  const { phone } = await signUp(request, {
    accountType: 'User',
    fullName: 'Aziz',
    password: PASSWORD,
  });
  const { context, page } = await noJs(browser, baseURL!, 'en');
  await page.goto('/account/login?next=%2F%2Fevil.example%2F');
  await page.getByLabel(tr('en', 'auth:login.username')).fill(phone);
  await page.getByLabel(tr('en', 'auth:login.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: tr('en', 'auth:login.submit'), exact: true }).click();
  await expect(page).toHaveURL(new URL('/', baseURL).toString());
  await context.close();
});

test('[en] sign-up and its code without JavaScript: errors, the code step, signed in at the end', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await noJs(browser, baseURL!, 'en');
  const phone = newPhone();
  await page.goto('/account/register');
  const submit = page.getByRole('button', { name: tr('en', 'auth:register.submit'), exact: true });
  await page.getByLabel(tr('en', 'auth:register.username')).fill(phone);
  await page.getByLabel(tr('en', 'auth:register.fullName')).fill('Malika Yusupova');
  await page.getByLabel(tr('en', 'auth:register.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(tr('en', 'auth:register.confirmPassword')).fill('Other-Pass-2');
  await submit.click();
  await expectFieldError(
    page,
    tr('en', 'auth:register.confirmPassword'),
    tr('en', 'validation:passwordsMatch'),
  );
  await expect(page.getByText(tr('en', 'validation:consent'), { exact: true })).toBeVisible();
  // What was typed is back; the passwords are not.
  await expect(page.getByLabel(tr('en', 'auth:register.username'))).toHaveValue(phone);
  await expect(page.getByLabel(tr('en', 'auth:register.fullName'))).toHaveValue('Malika Yusupova');
  await expect(page.getByLabel(tr('en', 'auth:register.password'), { exact: true })).toHaveValue(
    '',
  );

  // The company's fields show (by CSS) only while "Company" is ticked.
  const tin = page.getByLabel(tr('en', 'auth:register.tin'));
  await expect(tin).toBeHidden();
  await page.getByLabel(tr('en', 'auth:register.types.Agency')).check();
  await expect(tin).toBeVisible();
  await page.getByLabel(tr('en', 'auth:register.types.User')).check();
  await expect(tin).toBeHidden();

  await page.getByLabel(tr('en', 'auth:register.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(tr('en', 'auth:register.confirmPassword')).fill(PASSWORD);
  await page.locator('#consent').check();
  await submit.click();
  await expect(page).toHaveURL(/\/account\/register\/confirm\?username=/);

  const code = await codeFor(phone);
  const wrong = code === '11111' ? '22222' : '11111';
  const check = page.getByRole('button', { name: tr('en', 'auth:confirm.submit'), exact: true });
  await page.getByLabel(tr('en', 'auth:confirm.code')).fill(wrong);
  await check.click();
  await expectFieldError(page, tr('en', 'auth:confirm.code'), tr('en', 'auth:wrongCode'));
  await page.getByLabel(tr('en', 'auth:confirm.code')).fill(code);
  await check.click();
  await expect(page).toHaveURL(/\/account\/register\/finish$/);
  await expect(page.getByText(tr('en', 'auth:finish.text'))).toBeVisible(); // signed in
  await context.close();
});

test('[uz] password recovery without JavaScript: number → code → new password → sign in', async ({
  browser,
  request,
  baseURL,
}) => {
  const { phone } = await signUp(request, {
    accountType: 'User',
    fullName: 'Bekzod',
    password: PASSWORD,
  });
  const { context, page } = await noJs(browser, baseURL!, 'uz');
  await page.goto('/account/forgot-password');
  await page.getByLabel(tr('uz', 'auth:forgot.username')).fill(phone);
  await page.getByRole('button', { name: tr('uz', 'auth:forgot.sendCode'), exact: true }).click();
  const codeField = page.getByLabel(tr('uz', 'auth:forgot.code'));
  await expect(codeField).toBeVisible();
  const code = await codeFor(phone, { purpose: 'reset' });
  await codeField.fill(code);
  await page.getByRole('button', { name: tr('uz', 'auth:forgot.checkCode'), exact: true }).click();

  const fresh = page.getByLabel(tr('uz', 'auth:forgot.newPassword'), { exact: true });
  await fresh.fill(PASSWORD); // the same as before: refused beside the field
  await page.getByLabel(tr('uz', 'auth:forgot.confirmPassword')).fill(PASSWORD);
  await page.getByRole('button', { name: tr('uz', 'auth:forgot.save'), exact: true }).click();
  await expectFieldError(
    page,
    tr('uz', 'auth:forgot.newPassword'),
    tr('uz', 'validation:passwordDiffers'),
  );
  await fresh.fill('Recovered-Forms-3');
  await page.getByLabel(tr('uz', 'auth:forgot.confirmPassword')).fill('Recovered-Forms-3');
  await page.getByRole('button', { name: tr('uz', 'auth:forgot.save'), exact: true }).click();
  await expect(page.getByText(tr('uz', 'auth:forgot.doneText'))).toBeVisible();

  await page.goto('/account/login');
  await page.getByLabel(tr('uz', 'auth:login.username')).fill(phone);
  await page.getByLabel(tr('uz', 'auth:login.password'), { exact: true }).fill('Recovered-Forms-3');
  await page.getByRole('button', { name: tr('uz', 'auth:login.submit'), exact: true }).click();
  await expect(page).toHaveURL(new URL('/', baseURL).toString());
  await context.close();
});

/** The first project of the list, as its detail page's path. */
async function firstProject(page: Page): Promise<string> {
  await page.goto('/projects');
  const href = await page
    .locator('#catalog a[href^="/project/details/"]')
    .first()
    .getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

test('[en] a review without JavaScript: too short is said beside it, then saved with its stars', async ({
  browser,
  request,
  baseURL,
}) => {
  const { token } = await signUp(request, {
    accountType: 'User',
    fullName: 'Reviewer Nojs',
    password: PASSWORD,
  });
  const { context, page } = await noJs(browser, baseURL!, 'en', token);
  const project = await firstProject(page);
  await page.goto(project);
  const text = page.getByLabel(tr('en', 'projects:reviews.write'));
  await text.fill('ok');
  await page.getByLabel(tr('en', 'common:rating.star_other', { count: 4 })).check();
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: tr('en', 'projects:reviews.submit'), exact: true }).click(),
  ]);
  expect(answer.status()).toBe(400);
  await expectFieldError(
    page,
    tr('en', 'projects:reviews.write'),
    tr('en', 'projects:errors.reviewTooShort'),
  );
  await expect(text).toHaveValue('ok');
  await expect(page.getByLabel(tr('en', 'common:rating.star_other', { count: 4 }))).toBeChecked();

  await text.fill('A clear plan, built without surprises.');
  await page
    .getByRole('button', { name: tr('en', 'projects:reviews.submit'), exact: true })
    .click();
  await expect(page).toHaveURL(/#reviews$/);
  const mine = page.locator('.rv-mine');
  await expect(mine.getByText('A clear plan, built without surprises.')).toBeVisible();
  await expect(mine.getByText(tr('en', 'common:rating.outOf', { rating: 4 }))).toBeAttached();
  await context.close();
});

test('[en] the project filters without JavaScript, on a phone: the panel opens, filters apply', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await noJs(browser, baseURL!, 'en');
  await page.goto('/projects');
  const panel = page.locator('details[data-filter-panel]');
  await panel.locator('summary').click();
  await expect(panel).toHaveAttribute('open', '');
  await panel.locator('input[name="Status"]').nth(1).check();
  await panel.locator('input[name="AreaMin"]').fill('50');
  await panel.locator('input[name="HasGarage"]').check();
  await panel.locator('[data-filter-submit]').click();
  await expect(page).toHaveURL(/[?&]AreaMin=50/);
  const url = new URL(page.url());
  expect(url.searchParams.get('HasGarage')).toBe('true');
  expect(url.searchParams.get('Status')).toBeTruthy();
  // The filters are kept in the form the answer shows.
  await expect(page.locator('input[name="AreaMin"]')).toHaveValue('50');
  await expect(page.locator('input[name="HasGarage"]')).toBeChecked();

  // The search box and the sort apply with their own submit button (there is no script to do it).
  await page.locator('select[name="Sort"]').selectOption({ index: 1 });
  await page.locator('.no-js-only[type="submit"]').click();
  await expect(page).toHaveURL(/[?&]Sort=/);
  await context.close();
});

test('[en] typed before the island hydrates is kept, and the island then sends it', async ({
  page,
  context,
  request,
}) => {
  const { phone } = await signUp(request, {
    accountType: 'User',
    fullName: 'Early Typer',
    password: PASSWORD,
  });
  await context.clearCookies();
  // Hold every script until the fields are filled in.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/_astro/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/account/login?lang=en', { waitUntil: 'commit' });
  const username = page.getByLabel(tr('en', 'auth:login.username'));
  const password = page.getByLabel(tr('en', 'auth:login.password'), { exact: true });
  await username.fill(phone);
  await password.fill('Wrong-Pass-9');
  await page.getByRole('checkbox', { name: tr('en', 'auth:login.rememberMe') }).check();
  await expect(page.locator('astro-island[ssr] form')).toHaveCount(1); // not hydrated yet

  release();
  await expect(page.locator('astro-island[ssr] form')).toHaveCount(0); // hydrated
  await expect(username).toHaveValue(phone);
  await expect(password).toHaveValue('Wrong-Pass-9');
  await expect(
    page.getByRole('checkbox', { name: tr('en', 'auth:login.rememberMe') }),
  ).toBeChecked();

  // The island sends it (through the API, no page load) and shows the answer beside the password.
  const [api] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/user/login')),
    page.getByRole('button', { name: tr('en', 'auth:login.submit'), exact: true }).click(),
  ]);
  expect(api.postDataJSON()).toMatchObject({
    username: phone,
    password: 'Wrong-Pass-9',
    rememberMe: true,
  });
  await expectFieldError(page, tr('en', 'auth:login.password'), tr('en', 'auth:login.incorrect'));
});
