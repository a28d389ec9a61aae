// News and life hacks end to end: the seeded Admin publishes a news item with an image from
// /admin/news (oz filled from the Latin title as typed, a preview through the public renderer),
// and a visitor opens it on the public news page with its image and bold text.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin, toast, tr } from './helpers';

test('an admin publishes a news item with an image and a visitor reads it', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = String(Date.now() % 1_000_000); // digits: the same in both scripts
  const titleUz = `Yangi koʻprik ochildi ${suffix}`;
  await signInAsAdmin(page, baseURL!);

  await page.goto('/admin/news');
  await page.getByRole('button', { name: tr('en', 'adminContent:news.add') }).click();
  const dialog = page.getByRole('dialog', { name: tr('en', 'adminContent:news.createTitle') });
  await dialog.getByLabel(tr('en', 'adminContent:fields.titleUz')).fill(titleUz);
  // The Cyrillic title follows the Latin one.
  await expect(dialog.getByLabel(tr('en', 'adminContent:fields.titleOz'))).toHaveValue(
    `Янги кўприк очилди ${suffix}`,
  );
  await dialog.getByLabel(tr('en', 'adminContent:fields.titleRu')).fill(`Открыт мост ${suffix}`);
  await dialog.getByLabel(tr('en', 'adminContent:fields.titleEn')).fill(`Bridge opened ${suffix}`);
  await dialog
    .getByLabel(tr('en', 'adminContent:fields.textUz'))
    .fill('Koʻprik **bugun** ochildi.\n\n<script>window.hacked=1</script>');
  await dialog.getByLabel(tr('en', 'adminContent:fields.textRu')).fill('Мост открыт.');
  await dialog.getByLabel(tr('en', 'adminContent:fields.textEn')).fill('The bridge opened.');
  const image = await sharp({
    create: { width: 1400, height: 800, channels: 3, background: { r: 30, g: 140, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  await dialog
    .getByLabel(tr('en', 'adminContent:uploadImage'))
    .setInputFiles({ name: 'bridge.jpg', mimeType: 'image/jpeg', buffer: image });
  await expect(dialog.getByAltText(tr('en', 'adminContent:imageAlt'))).toBeVisible();

  // The preview renders the text as the public page will: bold, and the script as plain text.
  await dialog.getByRole('button', { name: tr('en', 'adminContent:preview') }).click();
  await dialog.getByRole('button', { name: 'uz', exact: true }).click();
  await expect(dialog.locator('.aa-body strong')).toHaveText('bugun');
  await expect(dialog.locator('.aa-body')).toContainText('<script>');
  await dialog.getByRole('button', { name: tr('en', 'adminContent:hidePreview') }).click();

  await dialog.getByRole('button', { name: tr('en', 'adminContent:save') }).click();
  await expect(toast(page, tr('en', 'toasts:created'))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `Bridge opened ${suffix}` });
  await expect(row).toContainText(tr('en', 'adminContent:status.visible'));

  // A visitor (no session) finds it in the news list and opens it.
  const visitor = await browser.newContext({ baseURL: baseURL! });
  await visitor.addCookies([{ name: 'lang', value: 'uz', url: baseURL! }]);
  const v = await visitor.newPage();
  await v.goto('/news');
  await v.getByRole('link', { name: titleUz }).first().click();
  await expect(v).toHaveURL(/\/news\/details\/\d{4}-\d{2}-\d{2}\/yangi-koprik-ochildi-/);
  await expect(v.getByRole('heading', { level: 1 })).toHaveText(titleUz);
  await expect(v.locator('.prose.body strong')).toHaveText('bugun');
  await expect(v.locator('.prose.body')).toContainText('<script>window.hacked=1</script>');
  expect(await v.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  const img = v.locator('article.article > .media img');
  await expect(img).toHaveAttribute('src', /^\/media\/articles\//);
  const src = await img.getAttribute('src');
  expect((await v.request.get(src!)).status()).toBe(200);
  await visitor.close();
});
