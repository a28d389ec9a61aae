// Browsing projects end to end on a phone-sized screen: filter and sort the list, open a project,
// swipe its gallery, sign in through the login page, save it, copy its link, write and update a
// review, then find it in the selected list and remove it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUp } from './helpers';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const PASSWORD = 'E2e-Reader-Pass-1';

/** A verified ordinary user; the browser signs in through the login page below. */
const makeUser = (request: APIRequestContext) =>
  signUp(request, {
    accountType: 'User',
    fullName: 'Dilnoza Xaridor',
    password: PASSWORD,
    phonePrefix: '+99893',
  });

/** Waits until the island holding `inner` has hydrated (Astro drops its `ssr` attribute then). */
async function hydrated(page: Page, inner: ReturnType<Page['locator']>) {
  await expect(page.locator('astro-island', { has: inner }).last()).not.toHaveAttribute('ssr');
}

const som = (text: string) => Number(text.replace(/[^0-9]/g, ''));

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('#project-results .price').allTextContents();
  return texts.filter((t) => /\d/.test(t)).map(som);
}

test('browse, filter, sort, open, swipe, sign in, save, copy link, review', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { phone } = await makeUser(request);
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // The list, server-rendered.
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const cards = page.locator('#project-results article');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('[data-result-count]')).toContainText('projects found');

  // Filter in the phone sheet: the button counts before anything is applied.
  await expect(page.locator('form[data-project-filters]')).toHaveAttribute('data-enhanced', 'true');
  await page.locator('summary', { hasText: 'Filters' }).click();
  const sheet = page.getByRole('group', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('radio', { name: 'For sale' }).check();
  const show = sheet.getByRole('button', { name: /^Show \d+ projects?$/ });
  await expect(show).toBeVisible();
  const announced = Number((await show.textContent())!.replace(/\D/g, ''));
  await show.click();
  await expect(page).toHaveURL(/[?&]Status=sale/);
  await expect(sheet).toBeHidden();
  await expect(page.locator('[data-result-count]')).toContainText(`${announced} project`);
  for (const badge of await page.locator('#project-results .status').allTextContents())
    expect(badge).toBe('For sale');
  await expect(page.locator('summary', { hasText: 'Filters (1)' })).toBeVisible();

  // Sort: applied at once, lowest price first; the URL carries it.
  await page.getByLabel('Sort by').selectOption('priceAsc');
  await expect(page).toHaveURL(/Sort=priceAsc/);
  await expect(async () => {
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();

  // The filtered list is a plain URL: loading it again gives the same list.
  const filteredUrl = page.url();
  await page.goto(filteredUrl);
  await expect(page.getByLabel('Sort by')).toHaveValue('priceAsc');

  // Open a project from the list.
  const firstTitle = (await cards.first().locator('h2 a').textContent())!.trim();
  await cards.first().locator('h2 a').click();
  await expect(page).toHaveURL(/\/project\/details\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();

  // A project with several photos, for the swipe.
  const list = await (await request.get('/api/projects?PageSize=50')).json();
  let multi: { url: string } | undefined;
  for (const item of list.items as { id: number; url: string }[]) {
    const d = await (await request.get(`/api/projects/${item.id}`)).json();
    if (d.images.length >= 2) {
      multi = item;
      break;
    }
  }
  expect(multi, 'the demo data has a project with two or more photos').toBeDefined();
  await page.goto(multi!.url);
  const track = page.locator('[data-track]');
  await expect(track).toBeVisible();
  const width = await track.evaluate((el) => el.clientWidth);
  const box = (await track.boundingBox())!;
  expect(await page.locator('[data-track] li').count()).toBeGreaterThan(1);
  // A swipe moves the strip part of the way; CSS scroll-snap settles it on the next photo.
  await track.evaluate(
    (el, dx) => el.scrollBy({ left: dx, behavior: 'instant' }),
    Math.round(width * 0.6),
  );
  await expect
    .poll(() => track.evaluate((el) => Math.round((el.scrollLeft / el.clientWidth) * 100) / 100))
    .toBe(1);
  const second = page.locator('[data-track] li').nth(1);
  const slideBox = (await second.boundingBox())!;
  expect(Math.abs(slideBox.x - box.x)).toBeLessThan(2);

  // The full-screen viewer, its slides copied from the strip when it opens: each photo once,
  // named by its place, the one tapped shown and counted.
  const photos = await page.locator('[data-track] li').count();
  await page
    .getByRole('link', { name: `Open the photo full screen — Photo 2 of ${photos}` })
    .click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('.viewer-slide')).toHaveCount(photos);
  await expect(viewer.getByRole('img', { name: `Photo 2 of ${photos}` })).toBeInViewport();
  await expect(viewer.locator('[data-counter]')).toHaveText(`2 / ${photos}`);
  await expect
    .poll(() =>
      viewer
        .getByRole('img', { name: `Photo 2 of ${photos}` })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await viewer.getByRole('button', { name: 'Close full screen' }).click();
  await expect(viewer).toBeHidden();

  // A visitor is asked to sign in to save; the login page brings them back.
  await page.getByRole('link', { name: 'Sign in to save' }).click();
  await expect(page).toHaveURL(/\/account\/login\?next=/);
  await page.getByLabel('Phone number or email').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${multi!.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

  // Save to the selected list (once the island is live).
  await hydrated(page, page.getByRole('button', { name: 'Add to selected' }));
  await page.getByRole('button', { name: 'Add to selected' }).click();
  await expect(page.getByText('Project added to selected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from selected' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Copy the link: the canonical URL lands on the clipboard.
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe(multi!.url);

  // Write a review, then update it.
  const reviews = page.locator('#reviews');
  await reviews.scrollIntoViewIfNeeded();
  await hydrated(page, page.getByLabel('Write a review'));
  await reviews.getByLabel('Write a review').fill('ab');
  await reviews.getByRole('button', { name: 'Post review' }).click();
  await expect(reviews.getByRole('alert')).toHaveText(
    'The review must be at least 3 characters long',
  );
  await reviews.getByLabel('Write a review').fill('Juda chiroyli loyiha, narxi ham maqbul.');
  // Stars: a radio group the arrow keys move through, as any radio group.
  const four = reviews.getByRole('radio', { name: '4 stars' });
  await four.check();
  await four.press('ArrowRight');
  await expect(reviews.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await reviews.getByRole('radio', { name: '5 stars' }).press('ArrowLeft');
  await expect(four).toBeChecked();
  await reviews.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Review created')).toBeVisible();
  await expect(reviews.getByText('Juda chiroyli loyiha, narxi ham maqbul.')).toBeVisible();
  await expect(reviews.locator('.rv-mine .rv-stars')).toHaveText(/Rated 4 out of 5/);
  await reviews.getByRole('button', { name: 'Edit' }).click();
  await expect(reviews.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await reviews.getByRole('radio', { name: 'No rating' }).check();
  await reviews.getByLabel('Your review').fill('Yangilangan fikr: terrasa juda yaxshi.');
  await reviews.getByRole('button', { name: 'Update review' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await page.reload();
  await expect(
    page.locator('#reviews').getByText('Yangilangan fikr: terrasa juda yaxshi.'),
  ).toBeVisible();
  await expect(page.locator('.rv-mine').getByText('edited')).toBeVisible();
  await expect(page.locator('.rv-mine .rv-stars')).toHaveCount(0);
  // Other people's stars are on the page without a script, with their figure in words.
  await expect(page.locator('.review .review-stars').first()).toHaveText(/Rated [1-5] out of 5/);

  // The selected list has it; removing works without a script.
  await page.goto('/account/selected-projects');
  const saved = page.locator('li.item', { has: page.locator(`a[href="${multi!.url}"]`) });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: /^Remove .+ from selected$/ }).click();
  await expect(page.getByText('Project removed from selected')).toBeVisible();
  await expect(page.locator(`a[href="${multi!.url}"]`)).toHaveCount(0);
});

test('a wrong slug answers 301 to the canonical project URL, a wrong category name to the canonical category', async ({
  request,
}) => {
  const list = await (await request.get('/api/projects?PageSize=1')).json();
  const project = list.items[0] as { seoProjectCode: string; url: string; categoryId: number };
  const res = await request.get(`/project/details/${project.seoProjectCode}/old-slug`, {
    maxRedirects: 0,
  });
  expect(res.status()).toBe(301);
  expect(new URL(res.headers().location!, 'http://x').pathname).toBe(project.url);
  const cats = await (await request.get('/api/category/get-all?PageSize=50')).json();
  const c = cats.items[0] as { id: number; seoUrl: string };
  const wrong = await request.get(`/projects/wrong-name~${c.id}`, { maxRedirects: 0 });
  expect(wrong.status()).toBe(301);
  expect(wrong.headers().location).toBe(`/projects/${c.seoUrl}~${c.id}`);
  expect((await request.get('/projects/name~abc', { maxRedirects: 0 })).status()).toBe(404);
});

test('a page number past the deepest page served answers 400 with the reason and a way back', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  // 12 cards a page, 5,000 projects deep at most: page 417 is the last one served.
  const res = await page.goto('/projects?PageNumber=418');
  expect(res!.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is too far');
  await expect(page.getByText('The list goes up to page 417.')).toBeVisible();
  await page.getByRole('link', { name: 'To the first page' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.locator('#project-results ul.cards > li').first()).toBeVisible();
});
