// A blocked account's public content (docs/product.md §6 "Blocked accounts"), end to end: a PRO
// specialist with a project; an Admin blocks them from /admin/users, and at once an anonymous
// visitor gets 404 for the project's page (its short address too), the specialist's page and
// GET /api/projects/{id}, and the catalog no longer lists the project; the Admin still sees the
// project with a notice. Unblocked, everything answers 200 again.
import { expect, test, type Page } from '@playwright/test';
import { hex, hydrated, signInAsAdmin, specialistWithProject, tr } from './helpers';

const PASSWORD = 'E2e-Blocked-Pass-1';

test('blocking hides the specialist page and projects from visitors at once; unblocking brings them back', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Bloklanuvchi ${hex()}`;
  const title = `E2E blok uy ${hex()}`;
  const { projectPath } = await specialistWithProject(request, name, title, PASSWORD);

  const visitor = await browser.newContext({ baseURL: baseURL! });
  await visitor.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const v = await visitor.newPage();
  const status = async (path: string) => (await v.goto(path))!.status();
  const first = await v.goto(projectPath); // 301 to the canonical address
  expect(first!.status()).toBe(200);
  const projectUrl = new URL(v.url()).pathname;
  const projectId = (
    await (await request.get(`/api/projects?Search=${encodeURIComponent(title)}`)).json()
  ).items[0].id as number;

  const admin = await browser.newContext({ baseURL: baseURL! });
  const a = await admin.newPage();
  await signInAsAdmin(a, baseURL!);
  /** The users table, searched for the specialist once its island has hydrated (before that a
   *  typed search is lost, and a row's button opens no dialog). */
  const findRow = async () => {
    await a.goto('/admin/users');
    const search = a.getByLabel(tr('en', 'adminUsers:search'));
    await hydrated(a, search);
    await search.fill(name);
    await a.getByRole('button', { name: tr('en', 'adminUsers:apply') }).click();
  };
  await findRow();
  const row = a.locator('tr', { hasText: name });
  await expect(row).toHaveCount(1);
  // The specialist's public page, as the admin table links it.
  const agentPath = (await row.getByRole('link', { name, exact: true }).getAttribute('href'))!;
  expect(agentPath).toMatch(/^\/agent\//);
  expect(await status(agentPath)).toBe(200);
  await expect(v.getByRole('link', { name: title }).first()).toBeVisible(); // the project on their page

  const toggle = async (page: Page, to: 'block' | 'unblock') => {
    await row.getByRole('button', { name: tr('en', `adminUsers:${to}`), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: tr('en', 'adminUsers:confirm.ok') })
      .click();
    const next = to === 'block' ? 'adminUsers:unblock' : 'adminUsers:block';
    await expect(row.getByRole('button', { name: tr('en', next), exact: true })).toBeVisible();
  };

  await toggle(a, 'block');
  expect(await status(projectUrl)).toBe(404);
  expect(await status(projectPath)).toBe(404);
  expect(await status(agentPath)).toBe(404);
  expect((await v.request.get(`/api/projects/${projectId}`)).status()).toBe(404);
  await v.goto(`/projects?Search=${encodeURIComponent(title)}`);
  await expect(v.getByRole('link', { name: title })).toHaveCount(0);
  // The Admin still opens the project, told why visitors do not see it.
  await a.goto(projectUrl);
  await expect(a.getByText(tr('en', 'projects:detail.ownerBlockedNotice'))).toBeVisible();

  await findRow();
  await expect(row).toContainText(tr('en', 'adminUsers:isBlocked'));
  await toggle(a, 'unblock');
  expect(await status(projectUrl)).toBe(200);
  expect(await status(agentPath)).toBe(200);
  expect((await v.request.get(`/api/projects/${projectId}`)).status()).toBe(200);
  await v.goto(`/projects?Search=${encodeURIComponent(title)}`);
  await expect(v.getByRole('link', { name: title }).first()).toBeVisible();

  await visitor.close();
  await admin.close();
});
