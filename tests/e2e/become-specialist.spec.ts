// "Become a specialist" end to end on a phone (360×740), in Uzbek and English: an ordinary user
// opens the specialist cabinet, signs in there and comes back, follows the button to
// /agents/create, meets the form's errors, fills it with a photo, is taken back to the cabinet
// with the "created" toast and the new role, activates PRO and can open /project/create. Labels
// come from the locale files, so the test reads the page the way its user does.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { fillSignIn, hydrated, PHONE, signUp, tr } from './helpers';

const PASSWORD = 'E2e-Become-1';
const errorOf = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

test.use({ viewport: PHONE });

for (const lang of ['uz', 'en'] as const) {
  test(`[${lang}] an ordinary user becomes a specialist, activates PRO and may add projects`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await context.clearCookies();
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    const fullName = lang === 'uz' ? 'Dilshod Usmonov' : 'Timur Aliev';
    const { phone } = await signUp(request, { accountType: 'User', fullName, password: PASSWORD });

    // The cabinet asks a visitor to sign in, and brings them back.
    await page.goto('/specialist-cabinet');
    await page.getByRole('link', { name: tr(lang, 'profile:cabinet.signIn') }).click();
    await expect(page).toHaveURL(/\/account\/login\?next=%2Fspecialist-cabinet/);
    await fillSignIn(page, lang, phone, PASSWORD);
    await expect(page).toHaveURL(/\/specialist-cabinet$/);

    // An ordinary user is led to the agent form (not to a new sign-up).
    await page.getByRole('link', { name: tr(lang, 'profile:cabinet.createAgent') }).click();
    await expect(page).toHaveURL(/\/agents\/create$/);
    await expect(
      page.getByRole('heading', { level: 1, name: tr(lang, 'agentForm:title') }),
    ).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(tr(lang, 'agentForm:title')));
    // The contact phone starts from the sign-in number.
    await expect(page.getByLabel(tr(lang, 'agentForm:phone'))).toHaveValue(phone);

    // An empty submit: the errors beside their fields, in the page's language.
    const submit = page.getByRole('button', { name: tr(lang, 'agentForm:submit') });
    await submit.click();
    const designation = errorOf(page, tr(lang, 'agentForm:designation'));
    await expect(designation).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(tr(lang, 'errors:required')).first()).toBeVisible();
    await expect(page.getByText(tr(lang, 'validation:serviceRequired'))).toBeVisible();
    await expect(page.getByText(tr(lang, 'agentForm:errors.gdpr'))).toBeVisible();
    await designation.fill('ab');
    await submit.click();
    await expect(page.getByText(tr(lang, 'errors:minLength', { min: 3 })).first()).toBeVisible();

    // The form, filled in, with a photo.
    await designation.fill(lang === 'uz' ? 'Arxitektor' : 'Architect');
    await page.getByLabel(tr(lang, 'agentForm:country')).selectOption('KZ');
    await page.getByLabel(tr(lang, 'agentForm:landLine')).fill('71 200 30 40');
    await page.getByLabel(tr(lang, 'agentForm:email')).fill(`e2e-${lang}@example.uz`);
    await page
      .getByRole('combobox', { name: tr(lang, 'profile:region'), exact: true })
      .selectOption({ index: 1 });
    await page.getByLabel(tr(lang, 'profile:district')).selectOption({ index: 1 });
    await page.getByLabel(tr(lang, 'profile:address')).fill('Chilonzor 5');
    await page.getByLabel(tr(lang, 'profile:about')).fill('Houses and cottages, 10 years.');
    await page.locator('fieldset.service-group input[type=checkbox]').first().check();
    await page.getByLabel('Telegram', { exact: true }).fill('https://t.me/e2e_specialist');
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel(tr(lang, 'profile:photo.choose'))
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(page.getByRole('img', { name: tr(lang, 'profile:photo.preview') })).toBeVisible();
    await page.getByRole('checkbox', { name: tr(lang, 'agentForm:gdpr') }).check();
    await submit.click();

    // Back in the cabinet, rendered with the new role: the toast, a complete checklist, PRO.
    await expect(page).toHaveURL(/\/specialist-cabinet$/);
    await expect(page.getByText(tr(lang, 'toasts:created'))).toBeVisible();
    await expect(
      page.getByRole('link', { name: tr(lang, 'profile:cabinet.createAgent') }),
    ).toHaveCount(0);
    await expect(page.locator('.checklist .missing')).toHaveCount(0);
    await page.getByRole('button', { name: tr(lang, 'profile:cabinet.activate') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: tr(lang, 'profile:cabinet.activated') }),
    ).toBeVisible();
    await page.getByRole('link', { name: tr(lang, 'profile:cabinet.addProject') }).click();
    await expect(page).toHaveURL(/\/project\/create$/);
    await expect(
      page.getByRole('heading', { level: 1, name: tr(lang, 'projectForm:createTitle') }),
    ).toBeVisible();

    // The form is done with: it now leads to "My profile", which edits the same card.
    await page.goto('/agents/create');
    await expect(page).toHaveURL(/\/account\/my-profile$/);
    await expect(page.getByLabel(tr(lang, 'agentForm:designation'))).toHaveValue(
      lang === 'uz' ? 'Arxitektor' : 'Architect',
    );
    await expect(page.getByLabel(tr(lang, 'agentForm:country'))).toHaveValue('KZ');
    await expect(
      page.getByRole('img', { name: tr(lang, 'profile:photo.current') }),
    ).toHaveAttribute('src', /^\/media\/avatars\//);
    // … saved through PUT /api/agents/{id}, once the form's island is up.
    const designationField = page.getByLabel(tr(lang, 'agentForm:designation'));
    await hydrated(page, designationField);
    await designationField.fill('Bosh arxitektor');
    await page.getByRole('button', { name: tr(lang, 'profile:save'), exact: true }).click();
    await expect(page.getByText(tr(lang, 'toasts:profileUpdated')).first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(tr(lang, 'agentForm:designation'))).toHaveValue('Bosh arxitektor');
  });
}

test('[en] a visitor opening /agents/create signs in and comes back to it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.clearCookies();
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const { phone } = await signUp(request, {
    accountType: 'User',
    fullName: 'Nodira Karimova',
    password: PASSWORD,
  });
  await page.goto('/agents/create');
  await expect(page).toHaveURL(/\/account\/login\?next=%2Fagents%2Fcreate/);
  await fillSignIn(page, 'en', phone, PASSWORD);
  await expect(page).toHaveURL(/\/agents\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Become a specialist' })).toBeVisible();
});
