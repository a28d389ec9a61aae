// Admin moderation from the public pages: as the seeded Admin, feature a project that a
// visitor does not see on the home page — a visitor then sees it there (the public caches are
// dropped) — and delete someone's review from a project page; the dashboard shows its charts and
// the audit entries of both actions.
import { expect, test } from '@playwright/test';
import { hydrated, signInAsAdmin, toast } from './helpers';

type Card = { id: number; url: string; isFeatured?: boolean };

test('an Admin features a project, a visitor sees it on the home page; the Admin deletes a review', async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await (await browser.newContext({ baseURL: baseURL! })).newPage();
  await visitor.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await visitor.goto('/');
  const homeBefore = await visitor.content();

  const list = await (await visitor.request.get('/api/projects?Sort=popular&PageSize=50')).json();
  const target = (list.items as Card[])
    .slice()
    .reverse()
    .find((c) => !c.isFeatured && !homeBefore.includes(`href="${c.url}"`));
  expect(target).toBeTruthy();

  await signInAsAdmin(page, baseURL!);
  await page.goto(target!.url);
  const feature = page.getByRole('button', { name: 'Feature on the home page' });
  await hydrated(page, feature);
  await feature.click();
  await expect(toast(page, 'Saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from the home page' })).toBeVisible();

  await visitor.goto('/');
  await expect(visitor.locator(`a[href="${target!.url}"]`).first()).toBeVisible();

  // A project with someone else's review: the Admin deletes it from the project page.
  let reviewed: Card | undefined;
  for (const c of list.items as Card[]) {
    const d = await (await page.request.get(`/api/projects/${c.id}`)).json();
    if (d.reviewCount > 0) {
      reviewed = c;
      break;
    }
  }
  expect(reviewed).toBeTruthy();
  await page.goto(reviewed!.url);
  const buttons = page.getByRole('button', { name: 'Delete the review' });
  const before = await buttons.count();
  expect(before).toBeGreaterThan(0);
  const text = await page.locator('.review-text').first().innerText();
  // Clicked only once its island is hydrated.
  await hydrated(page, buttons.first());
  await buttons.first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete the review' }).click();
  await expect(buttons).toHaveCount(before - 1);
  await expect(page.locator('.review-text', { hasText: text })).toHaveCount(0);

  // The dashboard: both charts, and the two actions in the latest entries.
  await page.goto('/admin/dashboard?days=7');
  for (const name of ['Sign-ups per day', 'New projects per day']) {
    const chart = page.getByRole('figure', { name: new RegExp(name) });
    await expect(chart.locator('svg rect')).toHaveCount(7);
  }
  await expect(page.getByRole('cell', { name: 'deleted a review' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'changed a project' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Audit log' }).first().click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();

  // Back as it was: the project leaves the home page's flagged list.
  await page.goto(target!.url);
  const unfeature = page.getByRole('button', { name: 'Remove from the home page' });
  await hydrated(page, unfeature);
  await unfeature.click();
  await expect(toast(page, 'Saved.')).toBeVisible();
});
