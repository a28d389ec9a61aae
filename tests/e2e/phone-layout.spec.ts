// Every page on a 360×740 phone (docs/product.md), with and without JavaScript, in Uzbek and
// Russian: nothing is wider than the screen, the header keeps to two rows, and at the
// end of the page the floating call and Telegram links cover no link, button, field or price. Every
// page has a meta description in all four languages. Plus the phone defects of the same issue: the
// filter panel's button without JavaScript, "the passwords do not match" beside the other errors.
// One browser context per JavaScript mode and language, many pages each: keep it that way.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { hydrated, PHONE, signUp, tr, type Lang } from './helpers';

test.describe.configure({ timeout: 240_000 });

/** Pages that need no session (the route list of docs/product.md), and the 404s. */
const PUBLIC = [
  '/',
  '/projects',
  '/agencies',
  '/professionals/agents/quruvchi-mutaxassislar-xizmati',
  '/agencies?view=map',
  '/professionals/agents/quruvchi-mutaxassislar-xizmati?view=map',
  '/news',
  '/life-hacks',
  '/calculate',
  '/ai/design/estimator',
  '/specialist-cabinet',
  '/about-us',
  '/contact-us',
  '/explanation',
  '/for-partners',
  '/questions',
  '/terms-and-conditions',
  '/selling-in-store',
  '/page-not-found',
  '/no-such-page-here',
  '/account/login',
  '/account/register',
  '/account/register/confirm',
  '/account/register/verify',
  '/account/register/finish',
  '/account/forgot-password',
  '/account/logout',
  '/quote-request',
];
/** A signed-in specialist's pages. */
const ACCOUNT = [
  '/account/my-profile',
  '/account/my-projects',
  '/account/selected-projects',
  '/account/messages',
  '/account/notifications',
  '/account/saved-searches',
  '/account/invitations',
  '/account/requests',
  '/account/my-requests',
  '/account/payments',
  '/account/change-password',
  '/account/logout',
  '/project/create',
  '/agents/create',
];
const ADMIN = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/create-user',
  '/admin/categories',
  '/admin/services',
  '/admin/news',
  '/admin/life-hacks',
  '/admin/reports',
  '/admin/audit-log',
  '/admin/payments',
];

/** One detail page of each kind, found through the lists (the demo data). */
async function detailPages(request: APIRequestContext): Promise<string[]> {
  const first = async (list: string, pattern: RegExp) => {
    const html = await (await request.get(list)).text();
    const href = pattern.exec(html)?.[1];
    expect(href, `a link like ${pattern} on ${list}`).toBeTruthy();
    return href!.replace(/&amp;/g, '&');
  };
  return Promise.all([
    first('/projects', /href="(\/project\/details\/[^"]+)"/),
    first('/agencies', /href="(\/agency\/[^"]+)"/),
    first('/professionals/agents/quruvchi-mutaxassislar-xizmati', /href="(\/agent\/[^"]+)"/),
    first('/news', /href="(\/news\/details\/[^"]+)"/),
    // Not the feed (`/life-hacks/rss/…`): an article.
    first('/life-hacks', /href="(\/life-hacks\/(?!rss\/)[^"?]+)"/),
  ]);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/user/login', {
    data: { username: process.env.E2E_ADMIN_PHONE, password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.text()).trim();
}

/** Links, buttons, fields and prices whose boxes the floating links overlap now. */
function coveredByFloatingLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fabs = [...document.querySelectorAll('.floating-contacts .fab')]
      .filter((f) => getComputedStyle(f).visibility !== 'hidden')
      .map((f) => f.getBoundingClientRect());
    const overlaps = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      fabs.some(
        (f) => r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top,
      );
    const found: string[] = [];
    const selector = 'a, button, summary, input, select, textarea, .price, .calc-price, .est-price';
    for (const el of document.querySelectorAll(selector)) {
      // Not drawn (hidden, or inside a closed <details>): nothing to cover.
      if (el.closest('.floating-contacts') || !el.checkVisibility({ visibilityProperty: true }))
        continue;
      // A price is its text (its block may be as wide as the page); a control is its box.
      let rects: DOMRect[];
      if (el.matches('a, button, summary, input, select, textarea'))
        rects = [...el.getClientRects()];
      else {
        const range = document.createRange();
        range.selectNodeContents(el);
        rects = [...range.getClientRects()];
      }
      if (rects.some(overlaps))
        found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return found;
  });
}

/** A phone-sized browser speaking `lang`, with or without JavaScript, signed in with `token`. */
async function phone(
  browser: Browser,
  baseURL: string | undefined,
  { js = true, lang = 'uz', token }: { js?: boolean; lang?: Lang; token?: string | undefined },
) {
  const url = baseURL!;
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: url,
    javaScriptEnabled: js,
  });
  await context.addCookies([
    { name: 'lang', value: lang, url },
    ...(token ? [{ name: 'sid', value: token, url, httpOnly: true }] : []),
  ]);
  return { context, page: await context.newPage() };
}

async function checkPages(
  browser: Browser,
  baseURL: string | undefined,
  { js, lang, token, pages }: { js: boolean; lang: Lang; token?: string; pages: string[] },
) {
  const { context, page } = await phone(browser, baseURL, { js, lang, token });
  const problems: string[] = [];
  for (const path of pages) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBeLessThan(
      path.includes('not-found') || path.includes('no-such') ? 500 : 400,
    );
    const where = `${path} (${lang}, ${js ? 'JS' : 'no JS'})`;
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) problems.push(`${where}: ${width} px wide`);
    const header = await page.locator('.site-header').boundingBox();
    if (!header || header.height > 120) problems.push(`${where}: header ${header?.height} px high`);
    // The first screen as the page opens (they sat on a project's Save button and an
    // empty search's "Clear filters"): the links step aside from whatever lies under them, or,
    // without JavaScript, stand at the end of the page. Islands hydrating move things, so the
    // check is repeated until it holds.
    let covered: string[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      covered = await coveredByFloatingLinks(page);
      if (covered.length === 0) break;
      await page.waitForTimeout(300);
    }
    if (covered.length)
      problems.push(`${where}: on the first screen the floating links cover ${covered.join(', ')}`);
    // The end of the page: the footer leaves room for the floating links. An island hydrating
    // may still make the page longer, so the end is sought again until it holds.
    for (let attempt = 0; attempt < 10; attempt++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.locator('.floating-contacts')).toBeVisible();
      covered = await coveredByFloatingLinks(page);
      if (covered.length === 0) break;
      await page.waitForTimeout(300);
    }
    if (covered.length) problems.push(`${where}: the floating links cover ${covered.join(', ')}`);
  }
  await context.close();
  expect(problems).toEqual([]);
}

test.describe('on a 360 px phone @phone', () => {
  let details: string[] = [];
  let userToken = '';
  let admin = '';

  test.beforeAll(async ({ request }) => {
    details = await detailPages(request);
    userToken = (
      await signUp(request, {
        accountType: 'Agent',
        fullName: 'Sardor Telefonov',
        password: 'Phone-Pass-1',
      })
    ).token;
    admin = await adminToken(request);
  });

  // One test per set of pages, so each has its own time limit and names its own failures.
  const sets = {
    public: () => ({ pages: [...PUBLIC, ...details], token: undefined }),
    account: () => ({ pages: ACCOUNT, token: userToken }),
    admin: () => ({ pages: ADMIN, token: admin }),
  };
  for (const js of [true, false])
    for (const lang of ['uz', 'ru'] as const)
      for (const [name, set] of Object.entries(sets))
        test(`${js ? 'with' : 'without'} JavaScript, ${lang}, ${name} pages: none wider than the screen, the header in two rows, the floating links cover nothing at the end`, async ({
          browser,
          baseURL,
        }) => {
          const { pages, token } = set();
          await checkPages(browser, baseURL, { js, lang, pages, ...(token ? { token } : {}) });
        });

  test('every page has a meta description, in all four languages', async ({ request }) => {
    const missing: string[] = [];
    const sets: [string[], string | undefined][] = [
      [[...PUBLIC, ...details], undefined],
      [ACCOUNT, userToken],
      [ADMIN, admin],
    ];
    for (const [pages, token] of sets)
      for (const path of pages)
        for (const lang of ['uz', 'oz', 'ru', 'en'] as const) {
          const url = `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
          const html = await (
            await request.get(url, { headers: token ? { cookie: `sid=${token}` } : {} })
          ).text();
          const content = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
          if (content.trim().length < 10) missing.push(url);
        }
    expect(missing).toEqual([]);
  });

  test('the floating links step aside while scrolling down and come back on the way up', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await phone(browser, baseURL, {});
    await page.goto('/');
    const links = page.locator('.floating-contacts');
    await expect(links).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect(links).toBeHidden();
    // Back up to where they were first seen: part way, a card's button could lie under them
    // and keep them aside for that reason (the home page's cards depend on other specs' data).
    await page.mouse.wheel(0, -600);
    await expect(links).toBeVisible();
    // Near the end they stay: the footer's room is theirs.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(links).toBeVisible();
    expect(await coveredByFloatingLinks(page)).toEqual([]);
    await context.close();
  });

  for (const js of [true, false])
    test(`the header ${js ? 'with' : 'without'} JavaScript: two rows, the search in sight, every link behind the menu`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await phone(browser, baseURL, { js, lang: 'ru' });
      await page.goto('/');
      const header = page.getByRole('banner');
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(120);
      await expect(
        header.getByRole('searchbox', { name: tr('ru', 'common:searchLabel') }),
      ).toBeInViewport();
      await expect(header.getByRole('link', { name: tr('ru', 'account:signIn') })).toBeVisible();
      await header.getByText(tr('ru', 'common:menu')).click();
      for (const key of [
        'nav:projects',
        'nav:professionals',
        'nav:agencies',
        'nav:news',
        'nav:calculator',
        'nav:estimator',
        'account:signUp',
      ])
        await expect(header.getByRole('link', { name: tr('ru', key), exact: true })).toBeVisible();
      await context.close();
    });

  test('the filter panel says "Show results" without JavaScript, and the count once the script runs', async ({
    browser,
    baseURL,
  }) => {
    for (const js of [false, true]) {
      const { context, page } = await phone(browser, baseURL, { js, lang: 'ru' });
      await page.goto('/projects?Status=sale');
      await page.locator('details.filters > summary').click();
      const submit = page.locator('[data-filter-submit]');
      if (!js) {
        await expect(submit).toHaveText(tr('ru', 'projects:filter.showResultsPlain'));
        // The sort's apply button is inside the screen.
        const apply = await page
          .getByRole('button', { name: tr('ru', 'projects:filter.apply') })
          .boundingBox();
        expect(apply!.x + apply!.width).toBeLessThanOrEqual(PHONE.width);
      } else {
        const api = await (await page.request.get('/api/projects?Status=sale&PageSize=1')).json();
        await expect(submit).toContainText(String(api.metaData.totalCount));
      }
      await context.close();
    }
  });

  for (const js of [true, false])
    test(`sign-up says the passwords differ beside the other errors, ${js ? 'with' : 'without'} JavaScript`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await phone(browser, baseURL, { js, lang: 'uz' });
      await page.goto('/account/register');
      if (js) await hydrated(page, page.locator('form'));
      await page.getByLabel(tr('uz', 'auth:register.password'), { exact: true }).fill('Secret12');
      await page
        .getByLabel(tr('uz', 'auth:register.confirmPassword'), { exact: true })
        .fill('Secret13');
      const mismatch = page.getByText(tr('uz', 'validation:passwordsMatch'));
      if (js) {
        // Focus leaves the field: said at once, while the rest of the form is still empty.
        await page.keyboard.press('Tab');
        await expect(mismatch).toBeVisible();
      } else {
        await page.getByRole('button', { name: tr('uz', 'auth:register.submit') }).click();
        await expect(page.getByText(tr('uz', 'errors:required')).first()).toBeVisible();
        await expect(mismatch).toBeVisible();
      }
      await context.close();
    });
});

// The admin's nine-link menu filled a phone's first screen, and the users filters were
// small native controls. Now the menu folds behind one toggle naming the page (without JavaScript
// too) and every filter is a 44 px target.
for (const js of [true, false])
  test(`admin on a phone ${js ? 'with' : 'without'} JavaScript: the menu folded, the page in the first screen`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const token = await adminToken(request);
    const { context, page } = await phone(browser, baseURL, { js, lang: 'en', token });
    await page.goto('/admin/users');
    const menu = page.getByRole('navigation', { name: tr('en', 'admin:adminMenu') });
    const links = menu.getByRole('link');
    await expect(links.first()).toBeHidden();
    const toggle = menu.getByText(tr('en', 'admin:adminMenu'));
    await expect(toggle).toContainText(tr('en', 'admin:users'));
    const heading = page.getByRole('heading', { level: 1, name: tr('en', 'admin:users') });
    await expect(heading).toBeInViewport();
    expect((await menu.boundingBox())!.height).toBeLessThan(80);
    await toggle.click();
    await expect(links).toHaveCount(10);
    for (const link of await links.all()) await expect(link).toBeVisible();
    await expect(menu.getByRole('link', { name: tr('en', 'admin:users') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    if (js) {
      const filters = page.getByRole('main').getByRole('search');
      const controls = filters.locator('input, select, button');
      await expect(controls).toHaveCount(7);
      for (const c of await controls.all()) {
        const box = (await c.boundingBox())!;
        expect(
          box.height,
          await c.evaluate((e) => e.outerHTML.slice(0, 60)),
        ).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
    }
    await context.close();
  });

// The phone home page was 12,939 px tall (Uzbek; more in Russian), the services two
// screens before any project. Now the projects come right after the banner in one row that
// scrolls sideways, the categories two to a row, and the services fold behind a toggle.
for (const js of [true, false])
  test(`the home page on a phone ${js ? 'with' : 'without'} JavaScript: the projects first, the services folded`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await phone(browser, baseURL, { js, lang: 'ru' });
    await page.goto('/');
    const projects = page.locator('section[aria-labelledby="projects-title"]');
    const firstCard = projects.getByRole('listitem').first();
    const top = (await firstCard.boundingBox())!.y;
    expect(top).toBeLessThan(PHONE.height * 1.5);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(9_000);
    const services = page.locator('section[aria-labelledby="services-title"]');
    const serviceLinks = services.getByRole('list').getByRole('link');
    await expect(serviceLinks.first()).toBeHidden();
    const sectionHeight = (await services.boundingBox())!.height;
    expect(sectionHeight).toBeLessThan(PHONE.height / 2);
    await services.getByText(tr('ru', 'home:services.showAll')).click();
    await expect(serviceLinks.first()).toBeVisible();
    await context.close();
  });
