// The admin's user management in a browser: the Admin creates an account with a generated password,
// its owner signs in with it at once; the Admin blocks it from /admin/users, the owner's next page is
// signed out, and signing in again says "Account is blocked" in the owner's language.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { formatAdminTime } from '@/lib/admin/admin-time';
import { fillSignIn, hydrated, signInAsAdmin, tr } from './helpers';

test('an admin creates a user, who signs in; blocked, their session ends and sign-in says so', async ({
  browser,
  baseURL,
}) => {
  const admin = await browser.newContext({ baseURL: baseURL! });
  const a = await admin.newPage();
  await signInAsAdmin(a, baseURL!);

  // Create, with a generated password shown once.
  const phone = `+99890${crypto.randomInt(1_000_000, 9_999_999)}`;
  const name = `Sinov ${crypto.randomBytes(3).toString('hex')}`;
  await a.goto('/admin/create-user');
  await a.getByLabel(tr('en', 'adminUsers:create.username')).fill(phone);
  await a.getByLabel(tr('en', 'adminUsers:create.fullName')).fill(name);
  await a.getByRole('button', { name: tr('en', 'adminUsers:create.generate') }).click();
  await a.getByRole('button', { name: tr('en', 'adminUsers:create.submit') }).click();
  const shown = a.getByTestId('generated-password');
  await expect(shown).toBeVisible();
  const password = (await shown.textContent())!.trim();
  expect(password).toMatch(/^(?=.*[A-Z])(?=.*\d).{12}$/);

  // The same contact again: "already registered" beside the field.
  await a.getByRole('button', { name: tr('en', 'adminUsers:create.another') }).click();
  await a.getByLabel(tr('en', 'adminUsers:create.username')).fill(phone);
  await a.getByLabel(tr('en', 'adminUsers:create.fullName')).fill(name);
  await a.getByLabel(tr('en', 'adminUsers:create.password'), { exact: true }).fill('Parol123');
  await a.getByRole('button', { name: tr('en', 'adminUsers:create.submit') }).click();
  await expect(a.getByText(tr('en', 'auth:userExists'), { exact: true })).toBeVisible();

  // The new account signs in at once (in Russian).
  const owner = await browser.newContext({ baseURL: baseURL! });
  await owner.addCookies([{ name: 'lang', value: 'ru', url: baseURL! }]);
  const u = await owner.newPage();
  await u.goto('/account/login');
  await fillSignIn(u, 'ru', phone, password);
  await u.waitForURL((url) => !url.pathname.startsWith('/account/login'));
  await u.goto('/account/my-profile');
  await expect(u).toHaveURL(/\/account\/my-profile/);

  // The Admin finds them by phone and blocks them.
  await a.goto('/admin/users');
  // Typed before the table's island hydrates, the search would be lost.
  await hydrated(a, a.getByLabel(tr('en', 'adminUsers:search')));
  await a.getByLabel(tr('en', 'adminUsers:search')).fill(phone);
  await a.getByRole('button', { name: tr('en', 'adminUsers:apply') }).click();
  const row = a.locator('tr', { hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: tr('en', 'adminUsers:block'), exact: true }).click();
  await a
    .getByRole('dialog')
    .getByRole('button', { name: tr('en', 'adminUsers:confirm.ok') })
    .click();
  await expect(row.getByRole('button', { name: tr('en', 'adminUsers:unblock') })).toBeVisible();
  await expect(row).toContainText(tr('en', 'adminUsers:isBlocked'));

  // Their next page is signed out, and signing in says the account is blocked (translated).
  await u.goto('/account/my-profile');
  await expect(u).toHaveURL(/\/account\/login/);
  await fillSignIn(u, 'ru', phone, password);
  await expect(u.getByText(tr('ru', 'auth:login.blocked'))).toBeVisible();

  await owner.close();
  await admin.close();
});

// The users table showed the browser's zone while reports and the audit log showed
// Tashkent's. An admin in New York (ten hours from Tashkent) sees Tashkent time on each, and each
// page says so.
test('admin times are Tashkent time on every admin page, whatever the browser zone', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL: baseURL!, timezoneId: 'America/New_York' });
  const page = await context.newPage();
  await signInAsAdmin(page, baseURL!);
  const note = tr('en', 'admin:timeZone');

  const users = (await (await page.request.get('/api/admin/users?PageSize=5')).json()) as {
    items: { phone: string | null; createdAt: string }[];
  };
  const me = users.items.find((u) => u.phone === process.env.E2E_ADMIN_PHONE)!;
  await page.goto('/admin/users');
  await expect(page.getByText(note)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: me.phone! });
  await expect(row.getByRole('cell').nth(4)).toHaveText(formatAdminTime(me.createdAt, 'en'));

  for (const path of ['/admin/audit-log', '/admin/reports', '/admin/news', '/admin/life-hacks']) {
    await page.goto(path);
    await expect(page.getByText(note), path).toBeVisible();
  }
  // The audit log's newest entry (one written here), from the server's render: the same helper,
  // the same zone.
  const id = crypto.randomBytes(3).toString('hex');
  const made = await page.request.post('/api/admin/categories', {
    data: { parentId: 0, name: { uz: `Vaqt ${id}`, ru: `Время ${id}`, en: `Time ${id}` } },
  });
  expect(made.status()).toBe(201);
  await page.goto('/admin/audit-log');
  const first = page.locator('tbody time').first();
  const at = (await first.getAttribute('datetime'))!;
  await expect(first).toHaveText(formatAdminTime(at, 'en'));
  await context.close();
});

// The table's first list (every account) and a search applied while it loads are two requests in
// flight; when the first answers last it must not replace the search's answer on screen (it did:
// the table showed every account under a search for one).
test('a search applied while the first list loads stays on screen when that list answers last', async ({
  page: a,
  baseURL,
}) => {
  await signInAsAdmin(a, baseURL!);

  // Hold the unsearched list's answer until the search's answer is on screen.
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let delivered!: () => void;
  const late = new Promise<void>((r) => (delivered = r));
  await a.route(
    (u) => u.pathname === '/api/admin/users' && !u.searchParams.has('Search'),
    async (route) => {
      const response = await route.fetch();
      await released;
      await route.fulfill({ response });
      delivered();
    },
  );
  await a.goto('/admin/users');
  // Typed before the table's island hydrates, the search would be lost.
  await hydrated(a, a.getByLabel(tr('en', 'adminUsers:search')));
  await a.getByLabel(tr('en', 'adminUsers:search')).fill(process.env.E2E_ADMIN_PHONE!);
  await a.getByRole('button', { name: tr('en', 'adminUsers:apply') }).click();
  const found = a.getByText(tr('en', 'adminUsers:found', { count: 1 }), { exact: true });
  await expect(found).toBeVisible();
  release();
  await late;
  // The held answer has reached the page (several accounts); give React a moment to apply it.
  await a.waitForTimeout(300);
  await expect(found).toBeVisible();
  await expect(a.locator('tbody tr')).toHaveCount(1);
});
