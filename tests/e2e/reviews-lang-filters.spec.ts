// Through the built server: the review count and empty state follow the first review at once (with
// and without JavaScript); API errors speak `?Lang=` over the cookie; unknown `/api/…` paths answer
// the JSON 404; the "only design" and "negotiable only" filters of the panel work without
// JavaScript.
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { browserAs, PHONE, signUp, tr, type Lang } from './helpers';

const PASSWORD = 'E2e-Reviews-Pass-1';

/** Project pages without any review, newest last (other specs review the first ones). */
async function unreviewedProjects(request: APIRequestContext, n: number): Promise<string[]> {
  const found: string[] = [];
  for (let page = 2; page >= 1 && found.length < n; page--) {
    const list = await request.get(`/api/projects?PageSize=50&PageNumber=${page}`);
    const items = ((await list.json()) as { items: { id: number; url: string }[] }).items;
    for (const card of items.reverse()) {
      const detail = (await (await request.get(`/api/projects/${card.id}`)).json()) as {
        reviewCount: number;
      };
      if (detail.reviewCount === 0) found.push(card.url);
      if (found.length === n) break;
    }
  }
  expect(found.length, 'demo projects without reviews').toBe(n);
  return found;
}

let pages: string[] = [];
test.beforeAll(async ({ request }) => {
  pages = await unreviewedProjects(request, 2);
});

async function reviewer(request: APIRequestContext) {
  return (
    await signUp(request, { accountType: 'User', fullName: 'Review Count', password: PASSWORD })
  ).token;
}

/** "(N reviews)" of the heading, in the plural form the language's rules pick. */
function countText(lang: Lang, count: number) {
  const form = new Intl.PluralRules(lang === 'oz' ? 'uz' : lang).select(count);
  return `(${tr(lang, `projects:reviews.count_${form}`, { count })})`;
}

test('[ru] the first review: count and empty state follow at once, and back on delete', async ({
  browser,
  request,
  baseURL,
}) => {
  const { context, page } = await browserAs(browser, baseURL!, 'ru', await reviewer(request));
  await page.goto(pages[0]!);
  const section = page.locator('#reviews');
  const heading = section.locator('[data-review-count]');
  const empty = section.getByText(tr('ru', 'projects:reviews.empty'));
  await expect(heading).toHaveText(countText('ru', 0));
  await expect(empty).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  const field = section.getByLabel(tr('ru', 'projects:reviews.write'));
  const island = page.locator('astro-island', {
    has: page.getByLabel(tr('ru', 'projects:reviews.write')),
  });
  await expect(island.last()).not.toHaveAttribute('ssr');
  await field.fill('Хороший проект, всё понятно.');
  await section
    .getByRole('button', { name: tr('ru', 'projects:reviews.submit'), exact: true })
    .click();
  await expect(section.locator('.rv-mine')).toContainText('Хороший проект, всё понятно.');
  await expect(heading).toHaveText(countText('ru', 1));
  await expect(empty).toBeHidden();

  page.once('dialog', (d) => void d.accept());
  await section.getByRole('button', { name: tr('ru', 'projects:reviews.delete') }).click();
  await expect(heading).toHaveText(countText('ru', 0));
  await expect(empty).toBeVisible();
  await context.close();
});

async function noJs(browser: Browser, baseURL: string, lang: Lang, token: string) {
  const context = await browser.newContext({ viewport: PHONE, baseURL, javaScriptEnabled: false });
  await context.addCookies([
    { name: 'lang', value: lang, url: baseURL },
    { name: 'sid', value: token, url: baseURL, httpOnly: true },
  ]);
  return { context, page: await context.newPage() };
}

test('[oz] the first review without JavaScript: the page comes back counting it', async ({
  browser,
  request,
  baseURL,
}) => {
  const { context, page } = await noJs(browser, baseURL!, 'oz', await reviewer(request));
  await page.goto(pages[1]!);
  const section = page.locator('#reviews');
  await expect(section.locator('[data-review-count]')).toHaveText(countText('oz', 0));
  await section.getByLabel(tr('oz', 'projects:reviews.write')).fill('Яхши лойиҳа, раҳмат.');
  await section
    .getByRole('button', { name: tr('oz', 'projects:reviews.submit'), exact: true })
    .click();
  await expect(page).toHaveURL(/#reviews$/);
  await expect(section.locator('.rv-mine')).toContainText('Яхши лойиҳа, раҳмат.');
  await expect(section.locator('[data-review-count]')).toHaveText(countText('oz', 1));
  await expect(section.getByText(tr('oz', 'projects:reviews.empty'))).toBeHidden();
  await context.close();
});

test('API errors answer in ?Lang=, over the lang cookie', async ({ playwright, baseURL }) => {
  const ctx = await playwright.request.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: { cookie: 'lang=ru' },
  });
  for (const lang of ['en', 'oz', 'uz', 'ru'] as const) {
    const r = await ctx.get(`/api/projects?Status=lease&Lang=${lang}`);
    expect(r.status()).toBe(400);
    const body = (await r.json()) as { error: { message: string; fields: { Status: string } } };
    expect(body.error.message).toBe(tr(lang, 'errors:validationFailed'));
    expect(body.error.fields.Status).toBe(tr(lang, 'errors:invalidEnum'));
  }
  const missing = await ctx.get('/api/projects/2147483000?Lang=en');
  expect(missing.status()).toBe(404);
  expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
    tr('en', 'errors:notFound'),
  );
  // The cookie alone still names the language; `?Lang=` never replaces it.
  const byCookie = await ctx.get('/api/projects?Status=lease');
  expect(((await byCookie.json()) as { error: { message: string } }).error.message).toBe(
    tr('ru', 'errors:validationFailed'),
  );
  await ctx.dispose();
});

test('unknown /api paths and methods answer the JSON 404, not the HTML page', async ({
  request,
}) => {
  const cases: [string, string][] = [
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/no-such-thing'],
    ['GET', '/api/projects/1/no-such-part?Lang=en'],
    ['DELETE', '/api/nothing/here/at/all'],
    ['POST', '/api/health'], // a route without this method
  ];
  for (const [method, path] of cases) {
    const r = await request.fetch(path, { method, data: method === 'GET' ? undefined : {} });
    expect(r.status(), `${method} ${path}`).toBe(404);
    expect(r.headers()['content-type'], `${method} ${path}`).toMatch(/^application\/json/);
    const body = (await r.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toBeTruthy();
  }
  const en = await request.get('/api/no-such-thing?Lang=en');
  expect(((await en.json()) as { error: { message: string } }).error.message).toBe(
    tr('en', 'errors:notFound'),
  );
});

test('[en] the panel filters designs for rent and negotiable prices, without JavaScript', async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: baseURL!,
    javaScriptEnabled: false,
  });
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/projects');
  const panel = page.locator('details[data-filter-panel]');
  await panel.locator('summary').click();
  await panel.locator('input[name="Status"][value="rent"]').check();
  await panel.getByLabel(tr('en', 'projects:filter.onlyDesign')).check();
  await panel.locator('[data-filter-submit]').click();
  await expect(page).toHaveURL(/[?&]Status=rent/);
  await expect(page).toHaveURL(/[?&]OnlyDesign=true/);
  const api = (await (
    await request.get('/api/projects?Status=rent&OnlyDesign=true&PageSize=50')
  ).json()) as { items: { onlyDesign?: boolean; status: string; url: string }[] };
  expect(api.items.length).toBeGreaterThanOrEqual(4);
  const cards = page.locator('#project-results article');
  await expect(cards).toHaveCount(Math.min(api.items.length, 12));
  await expect(page.getByLabel(tr('en', 'projects:filter.onlyDesign'))).toBeChecked();

  // Negotiable projects keep their price and are found by a range holding it.
  const nego = (await (
    await request.get('/api/projects?OnlyNegotiable=true&PageSize=50')
  ).json()) as { items: { price: number; isNegotiable: boolean; url: string }[] };
  const priced = nego.items.find((c) => c.price > 0)!;
  expect(priced.isNegotiable).toBe(true);
  await page.goto(
    `/projects?OnlyNegotiable=true&PriceMin=${priced.price}&PriceMax=${priced.price}`,
  );
  const card = page.locator('#project-results article', {
    has: page.locator(`a[href="${priced.url}"]`),
  });
  await expect(card.locator('.price')).toContainText(tr('en', 'projects:negotiable'));
  await expect(card.locator('.price')).toContainText(/\d/);
  await context.close();
});
