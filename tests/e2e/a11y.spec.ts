// docs/quality.md "People": axe-core finds no serious or critical violation on any page, in every
// language. One browser page per language walks the public pages, the calculator tabs, the estimator
// before and after an estimate, then signs in as the seeded Admin and walks the account pages. The
// states a first look misses are checked too: open menus, the filter sheet, forms showing their
// errors after an empty submit. Half the languages run on a 360×740 phone, half on a desktop;
// every finding is collected and printed at the end (rule, targets, help), so one run shows all.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated, runAxe, settle, trackRequests } from './helpers';

type Lang = 'uz' | 'oz' | 'ru' | 'en';
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
/**
 * Colour contrast is checked in one phone and one desktop sweep, one per script: colours come from
 * the stylesheets, the same in every language, and the rule took about two thirds of each check
 * (docs/testing.md "End-to-end: axe"). The Russian phone sweep has the longest words on the
 * narrowest screen, where text is likeliest to wrap onto another background.
 */
const RUNS: { lang: Lang; viewport: typeof PHONE; contrast: boolean }[] = [
  { lang: 'uz', viewport: PHONE, contrast: false },
  { lang: 'oz', viewport: DESKTOP, contrast: false },
  { lang: 'ru', viewport: PHONE, contrast: true },
  { lang: 'en', viewport: DESKTOP, contrast: true },
];

const READING_PAGES = [
  '/news',
  '/life-hacks',
  '/agencies',
  '/professionals/agents/quruvchi-mutaxassislar-xizmati',
  // The directories' map view: a static map of counts by region (docs/map.md "Directories").
  '/agencies?view=map',
  '/professionals/agents/quruvchi-mutaxassislar-xizmati?view=map&RegionId=10',
  '/about-us',
  '/contact-us',
  '/for-partners',
  '/explanation',
  '/questions',
  '/terms-and-conditions',
  '/selling-in-store',
  '/specialist-cabinet',
  '/page-not-found',
  `/account/register/verify?token=${'x'.repeat(43)}`,
];
const SIGNED_IN_PAGES = [
  '/account/my-profile',
  '/account/my-projects',
  '/account/selected-projects',
  '/account/messages',
  '/account/notifications',
  '/account/saved-searches',
  '/account/change-password',
  '/account/my-requests',
  '/quote-request',
  '/project/create',
  '/agents/create',
  '/admin/dashboard',
  '/account/logout', // a GET only asks: the sign-out is the page's button
];
/** Pages whose form is submitted empty to check its error state too (no request reaches the server). */
const EMPTY_SUBMIT = new Set([
  '/account/register',
  '/account/forgot-password',
  '/account/login',
  '/account/change-password',
  '/quote-request',
  '/project/create',
  '/agents/create',
]);

test.describe.configure({ mode: 'parallel' });

/** The form of the page's island (the header's search form is a form too), once hydrated. */
async function islandForm(page: Page): Promise<Locator> {
  const form = page.locator('astro-island:not([ssr]) form').first();
  await form.waitFor();
  return form;
}

async function firstHref(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute('href');
  expect(href, `a link matching ${selector} on ${page.url()}`).toBeTruthy();
  return href!;
}

for (const { lang, viewport, contrast } of RUNS) {
  test(`[${lang} ${viewport.width}px] no serious or critical axe violations`, async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const phone = viewport === PHONE;
    const context = await browser.newContext({
      viewport,
      ...(phone ? { isMobile: true, hasTouch: true } : {}),
    });
    trackRequests(context);
    const page = await context.newPage();
    // Every page must also work under its Content-Security-Policy (src/lib/platform/security-headers.ts).
    const cspViolations: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text()))
        cspViolations.push(`${page.url()}: ${m.text()}`);
    });
    const found: string[] = [];
    let checked = 0;

    /** Runs axe on what the page shows now and keeps the serious and critical findings. */
    const check = async (label: string) => {
      // Islands hydrate and fonts load before a person reads the page; axe should see the same.
      await settle(page);
      const results = await runAxe(page, { contrast });
      checked++;
      for (const violation of results.violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') {
          // A11Y_VERBOSE=1 lists the moderate and minor ones too, without failing.
          if (process.env.A11Y_VERBOSE)
            console.log(
              `[${lang}] ${label}: ${violation.id} (${violation.impact}) ${violation.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 4)
                .join(' | ')}`,
            );
          continue;
        }
        const targets = violation.nodes
          .slice(0, 6)
          .map(
            (n) =>
              `      ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`,
          );
        found.push(
          `${label}: ${violation.id} (${violation.impact}, ${violation.nodes.length} nodes) — ${violation.help}\n${targets.join('\n')}`,
        );
      }
    };
    const visit = async (path: string, label = path) => {
      const res = await page.goto(path);
      expect(res?.status(), `${path} answers`).toBeLessThan(path === '/page-not-found' ? 500 : 400);
      await check(label);
    };
    /** Submits the page's island form empty, from the keyboard, and checks it with its errors showing. */
    const emptySubmit = async (path: string) => {
      const form = await islandForm(page);
      await form.locator('button[type="submit"]').last().focus();
      await page.keyboard.press('Enter');
      await expect(
        form.locator('[aria-invalid="true"], [role="alert"]:not(:empty)').first(),
      ).toBeVisible();
      await check(`${path} after an empty submit`);
    };

    await visit(`/?lang=${lang}`, '/');
    // The header's menus, open: the language list, then (on phones) the navigation. One at a time:
    // on a phone the language list opens over the header's second row, the menu button included.
    await page.locator('.lang-switcher summary').click();
    await check('/ with the language menu open');
    if (phone) {
      await page.locator('.lang-switcher summary').click();
      await page.locator('.nav-toggle summary').click();
      await check('/ with the navigation open');
    }

    await visit('/projects');
    const detail = await firstHref(page, '#project-results article a');
    const category = await firstHref(page, '.cat-nav li:nth-child(2) a');
    await page.locator('details.filters > summary').click();
    await expect(page.locator('details.filters .panel')).toBeVisible();
    await check('/projects with the filters open');
    await visit(detail, `project detail ${detail}`);
    await visit(category, `category ${category}`);

    await visit('/calculate', '/calculate tab 1');
    const tabs = page.getByRole('tab');
    await hydrated(page, tabs.first());
    for (let i = 1; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      await check(`/calculate tab ${i + 1}`);
    }
    await page.locator('#calc-panel input[inputmode]').first().fill('0');
    await expect(page.locator('#calc-panel [aria-invalid="true"]').first()).toBeVisible();
    await check('/calculate with an error');

    await visit('/ai/design/estimator');
    await hydrated(page, page.locator('form.est-form'));
    await page.locator('#est-totalArea').fill('-5');
    await page.locator('form.est-form button[type="submit"]').click();
    await expect(page.locator('#est-totalArea')).toHaveAttribute('aria-invalid', 'true');
    await check('/ai/design/estimator with an error');
    await page.locator('#est-totalArea').fill('180');
    await page.locator('form.est-form button[type="submit"]').click();
    await expect(page).toHaveURL(/totalArea=180/);
    await page.locator('.est-result .est-cost').first().waitFor();
    await check('/ai/design/estimator with an estimate');

    for (const pagePath of READING_PAGES) {
      await visit(pagePath);
      if (pagePath === '/news')
        await visit(await firstHref(page, 'article .title a'), 'news detail');
      if (pagePath === '/agencies')
        await visit(await firstHref(page, '.list .name a'), 'agency detail');
      if (pagePath.startsWith('/professionals/'))
        await visit(await firstHref(page, '.name a'), 'agent detail');
    }
    for (const p of [
      '/quote-request',
      '/account/register',
      '/account/forgot-password',
      '/account/login',
    ]) {
      await visit(p);
      if (EMPTY_SUBMIT.has(p)) await emptySubmit(p);
    }

    // Signed in as the seeded Admin, through the real form (its labels differ per language).
    const login = await islandForm(page);
    await page.locator('input[name="username"]').fill(process.env.E2E_ADMIN_PHONE!);
    await page.locator('input[name="password"]').fill(process.env.E2E_ADMIN_PASSWORD!);
    await login.locator('button[type="submit"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/account/login'));
    await page.locator('.user-menu summary').click();
    await check(`${new URL(page.url()).pathname} signed in, with the user menu open`);
    for (const p of SIGNED_IN_PAGES) {
      await visit(p);
      if (EMPTY_SUBMIT.has(p)) await emptySubmit(p);
    }
    // The review form of a project (it hydrates when scrolled into view).
    await page.goto(detail);
    const review = page.locator('form.rv-form');
    await review.scrollIntoViewIfNeeded();
    await hydrated(page, review);
    await review.locator('button[type="submit"]').focus();
    await page.keyboard.press('Enter');
    await expect(review.getByRole('alert')).toBeVisible();
    await check('project detail, signed in, review form with an error');

    await context.close();
    console.log(
      `[${lang} ${viewport.width}px] ${checked} views checked, ${found.length} serious/critical findings`,
    );
    expect(found, `axe findings (${lang}, ${viewport.width}px):\n${found.join('\n')}`).toEqual([]);
    expect(cspViolations, 'CSP violations in the console').toEqual([]);
  });
}
