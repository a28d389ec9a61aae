// Through the built server: a review just written on an oz page reads in Cyrillic at once, as the
// page shows it after a reload (docs/performance.md#user-text-in-the-readers-script), while the
// author still edits the text as typed.
import { expect, test } from '@playwright/test';
import { inReaderScript } from '../../src/lib/i18n/translit-user';
import { browserAs, hex, signUp, tr } from './helpers';

test('[oz] a review just written reads in Cyrillic at once, as after a reload; edited as typed', async ({
  browser,
  request,
  baseURL,
}) => {
  const reviewer = await signUp(request, {
    accountType: 'User',
    fullName: `Sharh Yozuvchi ${hex()}`,
    password: 'E2e-Review-Script-1',
  });
  const list = (await (await request.get('/api/projects?PageSize=50')).json()) as {
    items: { url: string }[];
  };
  const { context, page } = await browserAs(browser, baseURL!, 'oz', reviewer.token);
  await page.goto(list.items[list.items.length - 1]!.url);
  const section = page.locator('#reviews');
  await section.scrollIntoViewIfNeeded();
  const field = section.getByLabel(tr('oz', 'projects:reviews.write'));
  await expect(
    page.locator('astro-island', { has: page.getByLabel(tr('oz', 'projects:reviews.write')) }),
  ).not.toHaveAttribute('ssr');
  const typed = 'Juda chiroyli hovli, xonalari yorugʻ va keng.';
  const cyrillic = inReaderScript(typed, 'oz');
  expect(cyrillic).toBe('Жуда чиройли ҳовли, хоналари ёруғ ва кенг.');
  await field.fill(typed);
  await section
    .getByRole('button', { name: tr('oz', 'projects:reviews.submit'), exact: true })
    .click();
  const shown = section.locator('.rv-mine .rv-text');
  await expect(shown).toHaveText(cyrillic);
  await page.reload();
  await expect(shown).toHaveText(cyrillic);
  // The author edits what they typed.
  await expect(page.locator('astro-island', { has: page.locator('.rv-mine') })).not.toHaveAttribute(
    'ssr',
  );
  await section.getByRole('button', { name: tr('oz', 'projects:reviews.edit') }).click();
  await expect(section.getByLabel(tr('oz', 'projects:reviews.yours'))).toHaveValue(typed);
  await context.close();
});
