// Managing projects end to end: a PRO specialist (made here through the real sign-up, profile and
// PRO endpoints) creates a project with three photos, survives a failed save, edits it, switches it
// off and deletes it — with the toasts of docs/product.md §8 and the photos gone from storage.
import { expect, test, type APIRequestContext } from '@playwright/test';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { postFromOwnAddress, signUp } from './helpers';

const PASSWORD = 'E2e-Pro-Pass-1';

async function photo(hue: number): Promise<Buffer> {
  return sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  })
    .jpeg()
    .toBuffer();
}

/** Sign-up as a specialist, the profile PRO needs (region, service, photo), then PRO itself. */
async function makeProSpecialist(
  request: APIRequestContext,
): Promise<{ token: string; fullName: string }> {
  const fullName = 'Jasur Qurilishchi';
  const { token } = await signUp(request, { accountType: 'Agent', fullName, password: PASSWORD });
  const auth = { authorization: `Bearer ${token}` };
  const regions = await (await request.get('/api/regions')).json();
  const services = await (await request.get('/api/services?PageSize=50')).json();
  const profile = await request.put('/api/accounts/me', {
    headers: auth,
    data: { fullName, regionId: regions.items[0].id, serviceIds: [services.items[0].id] },
  });
  expect(profile.status()).toBe(200);
  const file = { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo(30) };
  expect((await postFromOwnAddress('/api/accounts/me/photo', { file }, auth)).status).toBe(201);
  expect((await request.post('/api/accounts/me/pro', { headers: auth })).status()).toBe(200);
  return { token, fullName };
}

test('a PRO specialist creates a project with three photos, edits, deactivates and deletes it', async ({
  page,
  context,
  request,
  playwright,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  const { token, fullName } = await makeProSpecialist(request);
  await context.addCookies([
    { name: 'sid', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
    { name: 'lang', value: 'en', url: baseURL! },
  ]);
  const title = `E2E house ${crypto.randomBytes(3).toString('hex')}`;

  await page.goto('/project/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a project' })).toBeVisible();
  await expect(page.getByLabel('Contact name')).toHaveValue(fullName); // started from the profile

  // Submitting an empty form: errors beside the fields, the first one focused. The form checks
  // fields in the browser once its island has hydrated; under a full test run that can come after
  // the page is visible, and an earlier click went to the plain form instead.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
  await expect(page.locator('#pf-title-error')).toHaveText('Please fill in this field!');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('ab');
  await page.getByLabel('Description').click();
  await expect(page.locator('#pf-title-error')).toHaveText('Enter at least 3 characters');

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Description').fill('Two storeys, a terrace and a garage.');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Rent or sale').selectOption('sale');
  await page.getByLabel('Property type').selectOption('house');
  await page.getByLabel('Price, UZS').fill('450000000');
  await page.getByRole('combobox', { name: 'Region', exact: true }).selectOption({ index: 1 });
  await page.getByLabel('District').selectOption({ index: 1 });
  await page.getByLabel(/^Area, m²( \*)?$/).fill('180');
  await page.getByLabel('Storeys').selectOption('two');
  await page.getByLabel('Wall material').selectOption('brick');
  await page.getByLabel('Architectural style').selectOption('modern');
  await page.getByLabel('Foundation').selectOption('strip');
  await page.getByRole('checkbox', { name: 'Terrace' }).check();
  // One "Parking" (the building's and the features' both said it); ticking it files the
  // feature too.
  await expect(page.getByRole('checkbox', { name: 'Parking', exact: true })).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Parking', exact: true }).check();

  await page.getByLabel('Add photos').setInputFiles([
    { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo(10) },
    { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await photo(120) },
    { name: 'c.jpg', mimeType: 'image/jpeg', buffer: await photo(240) },
  ]);
  const photos = page.getByRole('list', { name: 'Photos of the project' }).getByRole('listitem');
  await expect(photos).toHaveCount(3);
  // Server-made thumbnails replace the local previews once each upload is stored.
  await expect(photos.locator('img[src^="/media/projects/"]')).toHaveCount(3, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Move photo 3 up' }).click();
  await expect(page.getByRole('button', { name: 'Move photo 2 up' })).toBeFocused(); // focus follows the photo
  await page
    .getByRole('checkbox', { name: 'I agree to the processing of my personal data' })
    .check();

  // A failed save keeps everything, uploaded photos included.
  await page.route(
    (url) => url.pathname === '/api/projects',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'internal',
            message: 'Some errors occurred while processing your request!',
          },
        }),
      }),
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.locator('.pf-form .form-error')).toHaveText(
    'Some errors occurred while processing your request!',
  );
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(photos).toHaveCount(3);

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/account\/my-projects/);
  await expect(page.getByText('Created successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  // An anonymous visitor sees its three photos; the page's gallery is now kept in memory.
  const projectUrl = (await page
    .getByRole('link', { name: title, exact: true })
    .getAttribute('href'))!;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(projectUrl);
  await expect(visitor.locator('[data-track] > li')).toHaveCount(3);

  // Edit: new title, one photo fewer.
  await page.getByRole('link', { name: `Edit “${title}”` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the project' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(photos).toHaveCount(3);
  const edited = `${title} (edited)`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(edited);
  await page.getByRole('button', { name: 'Remove photo 3' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(edited);
  await expect(photos).toHaveCount(2);
  const projectId = Number(/update\/(\d+)/.exec(page.url())![1]);
  const saved = await (await page.request.get(`/api/projects/${projectId}`)).json();
  expect([saved.hasParking, [...saved.features].sort()]).toEqual([true, ['parking', 'terrace']]);
  // The kept gallery was rendered again after the edit (the old link redirects to the new title's).
  await visitor.goto(projectUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: edited })).toBeVisible();
  await expect(visitor.locator('[data-track] > li')).toHaveCount(2);

  // Deactivate: the switch, then the public no longer sees it.
  await page.goto('/account/my-projects');
  const toggle = page.getByRole('switch', { name: /Shown in the catalog/ });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  const anonymous = await playwright.request.newContext({ baseURL: baseURL! });
  expect((await anonymous.get(`/api/projects/${projectId}`)).status()).toBe(404);

  // Delete after confirming; the photos leave storage.
  const cover = await page.locator('.mp-cover img').first().getAttribute('src');
  expect((await anonymous.get(cover!)).status()).toBe(200);
  await page.getByRole('button', { name: `Delete “${edited}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this project?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Project deleted')).toBeVisible();
  await expect(page.getByText('You have no projects yet.')).toBeVisible();
  expect((await anonymous.get(cover!)).status()).toBe(404);
  await anonymous.dispose();
});

test('an account without PRO is told why and where to get it; the API refuses it too', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await signUp(request, {
    accountType: 'User',
    fullName: 'Oddiy Foydalanuvchi',
    password: PASSWORD,
  });
  await context.addCookies([
    { name: 'sid', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
    { name: 'lang', value: 'en', url: baseURL! },
  ]);
  const res = await page.goto('/project/create');
  expect(res?.status()).toBe(403);
  await expect(
    page.getByRole('heading', { name: 'Adding projects needs a PRO account' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the specialist cabinet' })).toHaveAttribute(
    'href',
    '/specialist-cabinet',
  );
  const api = await request.post('/api/projects', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(api.status()).toBe(403);
});
