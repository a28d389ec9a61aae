// The catalog's categories and services end to end as the seeded Admin: a category created in the
// modal with names in four languages (oz filled by the transliterator as the admin types) shows on
// the public projects page in each language; a service switched inactive vanishes from
// /api/services and the agents' service filter at once, even for visitors served from the cache.
import { expect, test } from '@playwright/test';
import { latinToCyrillic } from '@/lib/i18n/translit';
import { hex, signInAsAdmin, tr } from './helpers';

test('Admin creates a category seen on /projects in every language', async ({
  page,
  browser,
  baseURL,
}) => {
  const id = hex();
  const uz = `Oʻrmon uylari ${id}`;
  const names = { uz, oz: latinToCyrillic(uz), ru: `Лесные дома ${id}`, en: `Forest houses ${id}` };
  // A visitor's view of /projects before the change (the page micro-cache keeps it).
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto('/projects?lang=en');
  await expect(v.locator('.cat-nav')).not.toContainText(names.en);

  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin/categories?lang=en');
  await page.getByRole('button', { name: tr('en', 'adminCatalog:add'), exact: true }).click();
  const dialog = page.locator('dialog[open]');
  await dialog.getByLabel(tr('en', 'adminCatalog:nameUz')).fill(uz);
  await expect(dialog.getByLabel(tr('en', 'adminCatalog:nameOz'))).toHaveValue(names.oz);
  await expect(dialog.getByLabel(tr('en', 'adminCatalog:seoUrl'))).toHaveValue(
    `ormon-uylari-${id}`,
  );
  await dialog.getByLabel(tr('en', 'adminCatalog:nameRu')).fill(names.ru);
  await dialog.getByLabel(tr('en', 'adminCatalog:nameEn')).fill(names.en);
  await dialog.getByRole('button', { name: tr('en', 'adminCatalog:save') }).click();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page.locator('.catalog-tree')).toContainText(names.en);

  for (const lang of ['uz', 'oz', 'ru', 'en'] as const) {
    await v.goto(`/projects?lang=${lang}`);
    await expect(v.locator('.cat-nav'), lang).toContainText(names[lang]);
  }
  await visitor.close();
});

test('Admin switches a service off: it leaves /api/services and the agents filter', async ({
  page,
  browser,
  baseURL,
}) => {
  const id = hex();
  const en = `Chimney sweeping ${id}`;
  await signInAsAdmin(page, baseURL!);
  // Made through the API the page uses, then switched in the page.
  const made = await page.request.post('/api/admin/services', {
    data: { parentId: 0, name: { uz: `Moʻrini tozalash ${id}`, ru: `Чистка труб ${id}`, en } },
  });
  expect(made.status()).toBe(201);
  const svc = (await made.json()) as { id: number };

  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  const publicIds = async () =>
    (
      (await (await v.request.get('/api/services?PageSize=50')).json()) as {
        items: { id: number }[];
      }
    ).items.map((i) => i.id);
  expect(await publicIds()).toContain(svc.id);
  await v.goto('/professionals/agents?lang=en');
  await expect(v.locator(`#f-service option[value="${svc.id}"]`)).toHaveCount(1);

  await page.goto('/admin/services?lang=en');
  const row = page.locator(`li[data-id="${svc.id}"] > .catalog-row`);
  await expect(row).toContainText(en);
  // Controlled by the saved state: it turns off once the server has answered.
  await row.getByRole('switch').click();
  await expect(row.getByRole('switch')).not.toBeChecked();
  await expect(row).toContainText(tr('en', 'adminCatalog:inactive'));

  expect(await publicIds()).not.toContain(svc.id);
  await v.goto('/professionals/agents?lang=en');
  await expect(v.locator('#f-service')).toBeVisible();
  await expect(v.locator(`#f-service option[value="${svc.id}"]`)).toHaveCount(0);
  await visitor.close();
});

// Every row's buttons say which item they act on (a screen reader lists 44 "Edit" and
// "Delete" otherwise), in each language; a top-level category shows its own projects and those
// of its sub-categories (it held 0 of its own while its children held the demo projects).
test('catalog buttons name their item, and a top-level category counts its sub-categories', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);
  const cats = (await (await page.request.get('/api/admin/categories')).json()) as {
    items: {
      id: number;
      parentId: number;
      name: Record<string, string>;
      projectCount: number;
      projectCountWithSub: number;
    }[];
  };
  const child = cats.items.find((c) => c.parentId !== 0 && c.projectCount > 0)!;
  const top = cats.items.find((c) => c.id === child.parentId)!;
  expect(top.projectCountWithSub).toBeGreaterThan(top.projectCount);
  for (const lang of ['uz', 'oz', 'ru', 'en'] as const) {
    await page.goto(`/admin/categories?lang=${lang}`);
    const name = top.name[lang]!;
    for (const key of ['editItem', 'deleteItem', 'addChildTo'])
      await expect(
        page.getByRole('button', { name: tr(lang, `adminCatalog:${key}`, { name }), exact: true }),
        `${lang} ${key}`,
      ).toHaveCount(1);
    // No button is named by its verb alone any more.
    await expect(
      page.getByRole('button', { name: tr(lang, 'adminCatalog:edit'), exact: true }),
    ).toHaveCount(0);
    await expect(page.locator(`li[data-id="${top.id}"] > .catalog-row`)).toContainText(
      tr(lang, 'adminCatalog:projectsWithSub', {
        own: top.projectCount,
        total: top.projectCountWithSub,
      }),
    );
  }
  await page.goto('/admin/services?lang=en');
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('switch', { name: /^Active \(visible to visitors\): / }).first(),
  ).toBeVisible();
});
