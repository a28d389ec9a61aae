// Saved searches end to end, on a phone (360 × 740): a visitor saves a search from /projects (the
// plain form, as without JavaScript), a specialist in another browser context lists a matching
// project, and within the alert job's minute the visitor's bell counts it — live, without a reload
// — and the notifications page shows it until it is marked read. Each page passes axe.
import { expect, test } from '@playwright/test';
import { axe, browserAs, hex, signUp, specialistWithProject, tr } from './helpers';

test('save a search, a matching project arrives, the bell and the notification show it', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(150_000);
  const word = `qidiruv${hex()}`;
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const visitor = await signUp(api, {
    accountType: 'User',
    fullName: 'Saqlovchi Mehmon',
    password: 'E2e-Saved-Pass-1',
  });
  const { context, page } = await browserAs(browser, baseURL!, 'en', visitor.token);
  await page.goto(`/projects?Search=${word}&Storeys=two`);
  await page.getByText(tr('en', 'savedSearches:save.summary')).click();
  expect(await axe(page)).toEqual([]);
  await page.getByLabel(tr('en', 'savedSearches:save.name')).fill('Two storeys');
  await page.getByLabel(tr('en', 'savedSearches:save.instant')).check();
  await page.getByRole('button', { name: tr('en', 'savedSearches:save.submit') }).click();
  await expect(page).toHaveURL(/\/account\/saved-searches\?done=saved$/);
  await expect(page.getByRole('status')).toHaveText(tr('en', 'savedSearches:page.saved'));
  await expect(page.getByRole('heading', { name: 'Two storeys' })).toBeVisible();
  await expect(page.getByText(tr('en', 'savedSearches:page.matches', { count: 0 }))).toBeVisible();
  await page.getByText(tr('en', 'savedSearches:page.editNamed', { name: 'Two storeys' })).click();
  expect(await axe(page)).toEqual([]);
  // Editing with no channel left: the error beside the channels, the form still open; then saved.
  const edit = page.locator('details.edit form');
  await edit.getByLabel(tr('en', 'savedSearches:save.site')).uncheck();
  await edit.getByRole('button', { name: tr('en', 'savedSearches:page.saveChanges') }).click();
  const channels = edit.getByRole('group', { name: tr('en', 'savedSearches:save.channels') });
  await expect(channels).toHaveAccessibleDescription(
    tr('en', 'savedSearches:errors.channelsRequired'),
  );
  expect(await axe(page)).toEqual([]);
  await edit.getByLabel(tr('en', 'savedSearches:save.site')).check();
  await edit.getByRole('button', { name: tr('en', 'savedSearches:page.saveChanges') }).click();
  await expect(page).toHaveURL(/\/account\/saved-searches\?done=updated$/);
  // The bell shows nothing yet.
  const bell = page.locator('header .bell [data-bell]');
  await expect(bell).toBeHidden();

  // A specialist, in a browser context of their own, lists a matching project.
  const other = await browser.newContext({ baseURL: baseURL! });
  const title = `Ikki qavatli ${word} uy`;
  await specialistWithProject(other.request, 'Mos Loyiha Muallifi', title, 'E2e-Saved-Pass-2');

  // Within the alert job's period the bell rings on the open page, through the live stream.
  await expect(bell).toBeVisible({ timeout: 75_000 });
  await expect(bell.locator('[data-bell-n]')).toHaveText('1');
  await page.locator('header .bell').click();
  await expect(page).toHaveURL(/\/account\/notifications$/);
  const note = page.getByRole('link', {
    name: tr('en', 'notifications:kinds.savedSearch.project', { name: 'Two storeys', title }),
  });
  await expect(note).toBeVisible();
  await expect(page.getByText(tr('en', 'notifications:ui.new'), { exact: true })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: tr('en', 'notifications:ui.markAll') }).click();
  await expect(page.getByText(tr('en', 'notifications:ui.new'), { exact: true })).toBeHidden();
  await expect(bell).toBeHidden();
  // The search now counts the project, new since the visit before it arrived.
  await page.goto('/account/saved-searches');
  await expect(page.getByText(tr('en', 'savedSearches:page.matches', { count: 1 }))).toBeVisible();
  await expect(page.getByText(tr('en', 'savedSearches:page.fresh', { count: 1 }))).toBeVisible();
  await other.close();
  await context.close();
  await api.dispose();
});
