// The account and project forms read their plain inputs on submit (useSchemaForm, docs/decisions/
// 014): a company's profile saves its nested fields (company details, social links) and its ticked
// services, the district follows the region, the phone-change dialog starts clean when reopened,
// and the project form says what is wrong with a field as soon as focus leaves it. "My profile"
// sends no region's districts but the account's own: the others are fetched when a region is chosen,
// in the page's language (docs/performance.md#account-pages).
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { browserAs, signUp, toast, tr, type Lang } from './helpers';

test('[en] a company saves its profile: company details, a social link, a service and its place', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { token } = await signUp(request, {
    accountType: 'Agency',
    fullName: 'Profil Kompaniya',
    password: 'E2e-Profile-Pass-1',
    company: {
      tin: String(100_000_000 + crypto.randomInt(0, 899_999_999)),
      companyName: `Profil ${crypto.randomBytes(3).toString('hex')}`,
    },
  });
  const { context, page } = await browserAs(browser, baseURL!, 'en', token);
  await page.goto('/account/my-profile');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);

  // A company must choose a service: said beside the list, its first box focused.
  await page.getByRole('button', { name: tr('en', 'profile:save'), exact: true }).click();
  await expect(
    page.getByText(tr('en', 'validation:serviceRequired'), { exact: true }),
  ).toBeVisible();
  await expect(page.locator('input[name="serviceIds"]').first()).toBeFocused();

  // The district list follows the region: a district of the previous region is cleared.
  const region = page.getByLabel(tr('en', 'profile:region'), { exact: true });
  const district = page.getByLabel(tr('en', 'profile:district'));
  await region.selectOption({ index: 1 });
  await district.selectOption({ index: 1 });
  const chosen = await district.inputValue();
  expect(chosen).not.toBe('');
  await region.selectOption({ index: 2 });
  await expect(district).toHaveValue('');
  await district.selectOption({ index: 1 });
  const regionId = await region.inputValue();
  const districtId = await district.inputValue();

  // A wrong company e-mail is said beside it after the failed save, and goes once corrected.
  const companyEmail = page.getByLabel(tr('en', 'profile:company.email'));
  await companyEmail.fill('not-an-email');
  await page.locator('input[name="serviceIds"]').first().check();
  await page.getByRole('button', { name: tr('en', 'profile:save'), exact: true }).click();
  await expect(companyEmail).toHaveAttribute('aria-invalid', 'true');
  await expect(companyEmail).toBeFocused();
  await companyEmail.fill('office@example.uz');
  await expect(companyEmail).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(tr('en', 'profile:company.directorName')).fill('Aziz Direktor');
  await page.getByLabel('Telegram', { exact: true }).fill('https://t.me/e2e_company');
  await page.getByRole('button', { name: tr('en', 'profile:save'), exact: true }).click();
  await expect(toast(page, tr('en', 'toasts:profileUpdated'))).toBeVisible();

  const me = await (
    await request.get('/api/accounts/me', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(me).toMatchObject({
    regionId: Number(regionId),
    districtId: Number(districtId),
    social: { telegram: 'https://t.me/e2e_company' },
    company: { directorName: 'Aziz Direktor', email: 'office@example.uz' },
  });
  expect(me.serviceIds).toHaveLength(1);

  await page.reload();
  await expect(page.getByLabel(tr('en', 'profile:company.directorName'))).toHaveValue(
    'Aziz Direktor',
  );
  await expect(page.locator('input[name="serviceIds"]:checked')).toHaveCount(1);
  await expect(page.getByLabel(tr('en', 'profile:district'))).toHaveValue(districtId);

  // The phone-change dialog: a wrong number is said beside it; closed and opened again, it is clean.
  const open = () =>
    page
      .getByRole('button', { name: new RegExp(`^${tr('en', 'profile:contact.changePhone')}`) })
      .click();
  await open();
  const dialog = page.getByRole('dialog');
  const newPhone = dialog.getByLabel(tr('en', 'profile:contact.newPhone'));
  await newPhone.fill('12');
  await dialog.getByRole('button', { name: tr('en', 'profile:contact.sendCode') }).click();
  await expect(newPhone).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: tr('en', 'common:close') }).click();
  await open();
  await expect(newPhone).toHaveValue('');
  await expect(newPhone).not.toHaveAttribute('aria-invalid', 'true');
  await context.close();
});

test('[en] the project form: a field left empty says so on leaving it; the district follows the region', async ({
  browser,
  request,
  baseURL,
}) => {
  const login = await request.post('/api/user/login', {
    data: { username: process.env.E2E_ADMIN_PHONE, password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { context, page } = await browserAs(browser, baseURL!, 'en', (await login.text()).trim());
  await page.goto('/project/create');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);

  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  // Astro drops the island's `ssr` mark once React starts hydrating, not once it is done: a blur
  // in between can be lost (React does not replay it), so leave the field again until the form
  // has its handlers. Seen once on a busy machine: the error never came.
  await expect(async () => {
    await title.focus();
    await page.getByLabel('Description').focus();
    await expect(page.locator('#pf-title-error')).toHaveText(tr('en', 'errors:required'), {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  await title.fill('A house');
  await expect(page.locator('#pf-title-error')).toHaveCount(0);

  const region = page.getByRole('combobox', { name: 'Region', exact: true });
  const district = page.getByLabel('District');
  await expect(district).toBeDisabled();
  await region.selectOption({ index: 1 });
  await district.selectOption({ index: 1 });
  expect(await district.inputValue()).not.toBe('');
  await region.selectOption({ index: 2 });
  await expect(district).toHaveValue('');
  await context.close();
});

for (const lang of ['uz', 'oz', 'ru', 'en'] as Lang[])
  test(`[${lang}] my profile: a chosen region's districts are fetched in the page's language`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const { token } = await signUp(request, {
      accountType: 'User',
      fullName: 'Tuman Tanlovchi',
      password: 'E2e-Profile-Pass-1',
    });
    const regions: { id: number; name: string; districts: { id: number; name: string }[] }[] = (
      await (await request.get(`/api/regions?Lang=${lang}`)).json()
    ).items;
    const { context, page } = await browserAs(browser, baseURL!, lang, token);
    const response = await page.goto('/account/my-profile');
    // No region chosen yet: the page carries no district list at all.
    expect(await response!.text()).not.toContain('districts');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const region = page.getByLabel(tr(lang, 'profile:region'), { exact: true });
    const district = page.getByLabel(tr(lang, 'profile:district'), { exact: true });
    await region.selectOption(String(regions[1]!.id));
    await expect(district.locator('option')).toHaveText([
      tr(lang, 'profile:chooseDistrict'),
      ...regions[1]!.districts.map((d) => d.name),
    ]);
    await district.selectOption({ index: 1 });
    await region.selectOption(String(regions[2]!.id));
    await expect(district).toHaveValue('');
    await expect(district.locator('option')).toHaveText([
      tr(lang, 'profile:chooseDistrict'),
      ...regions[2]!.districts.map((d) => d.name),
    ]);
    await context.close();
  });
