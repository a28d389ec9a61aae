// The map view of the project list (docs/map.md) on a phone and a desktop: clusters split by
// zooming in until single projects with cards appear, "search this area" puts the box into the
// address and the list, the back button brings the previous box and list back. The page talks to no
// host but the site and the tile stand-in (scripts/e2e-server.mjs, MAP_TILE_URL in
// playwright.config.ts). Without JavaScript the view says the map needs it and shows the list. The
// map's script (brotli) stays within 60 KB on top of the list page's.
import zlib from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axe, hex, PHONE, specialistWithProject, tr } from './helpers';

const TILE_ORIGIN = process.env.E2E_TILE_ORIGIN!;
const DESKTOP = { width: 1280, height: 800 };

async function open(browser: Browser, baseURL: string, viewport: typeof PHONE) {
  const context = await browser.newContext({ viewport, baseURL });
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL }]);
  const page = await context.newPage();
  const origins = new Set<string>();
  page.on('request', (r) => {
    if (!r.url().startsWith('data:')) origins.add(new URL(r.url()).origin);
  });
  return { context, page, origins };
}

const bboxOf = (page: Page) => new URL(page.url()).searchParams.get('Bbox');
const resultCount = (page: Page) => page.locator('#project-results [data-result-count]');
/** Waits for the map's next answer after `action`. */
async function mapAnswer(page: Page, action: () => Promise<unknown>) {
  const answer = page.waitForResponse((r) => r.url().includes('/api/projects/map?'));
  await action();
  expect((await answer).status()).toBe(200);
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`map view on a ${name}: clusters, a card, search this area, back`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { context, page, origins } = await open(browser, baseURL!, viewport);
    await page.goto('/projects?view=map');
    const map = page.locator('[data-projects-map]');
    if (name === 'phone') {
      // The list comes first on a phone; the switch opens the map.
      await expect(map).toBeHidden();
      await page.getByRole('button', { name: tr('en', 'projects:map.map') }).click();
    }
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(map.locator('.pm-cluster').first()).toBeVisible();
    const before = await resultCount(page).textContent();

    // Click clusters (each click zooms in two steps) until single projects show: at least once,
    // as a lone project far from the others is a point from the start.
    for (let i = 0; i < 10 && (i === 0 || (await map.locator('.pm-point').count()) === 0); i++) {
      await mapAnswer(page, () => map.locator('.pm-cluster').first().click());
      await page.waitForTimeout(50); // the markers of the answer are drawn in the same task
    }
    await expect(map.locator('.pm-point').first()).toBeVisible();
    await map.locator('.pm-point').first().click();
    const card = map.locator('.leaflet-popup .pm-card');
    await expect(card.locator('a.pm-title')).toHaveAttribute('href', /^\/project\/details\//);
    await expect(card.locator('.pm-price')).not.toBeEmpty();
    await page.keyboard.press('Escape');

    // The map moved: "search this area" puts its box into the address and swaps the list.
    const search = page.getByRole('button', { name: tr('en', 'projects:map.searchArea') });
    await expect(search).toBeVisible();
    await search.click();
    await expect.poll(() => bboxOf(page)).toMatch(/^[\d.-]+,[\d.-]+,[\d.-]+,[\d.-]+$/);
    expect(new URL(page.url()).searchParams.get('view')).toBe('map');
    const firstBox = bboxOf(page)!;
    if (name === 'phone')
      await page.getByRole('button', { name: tr('en', 'projects:map.list') }).click();
    await expect(resultCount(page)).not.toHaveText(before!);
    const firstCount = await resultCount(page).textContent();
    const firstCards = await page.locator('#project-results li').count();
    expect(firstCards).toBeGreaterThan(0);
    if (name === 'phone')
      await page.getByRole('button', { name: tr('en', 'projects:map.map') }).click();

    // Zoom out three steps and search again: a larger box, more projects.
    for (let i = 0; i < 3; i++)
      await mapAnswer(page, () => map.locator('.leaflet-control-zoom-out').click());
    await search.click();
    await expect.poll(() => bboxOf(page)).not.toBe(firstBox);
    await expect(resultCount(page)).not.toHaveText(firstCount!);

    // Back: the previous box in the address, its list, and the map moves there.
    await mapAnswer(page, () => page.goBack());
    expect(bboxOf(page)).toBe(firstBox);
    await expect(resultCount(page)).toHaveText(firstCount!);
    await expect(search).toBeHidden();

    // A shared address opens on its box with its list.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(shared.locator('#project-results [data-result-count]')).toHaveText(firstCount!);

    if (name === 'desktop') expect(await axe(page)).toEqual([]);
    // Only the site and the tile stand-in were asked for anything.
    expect([...origins].sort()).toEqual([new URL(baseURL!).origin, TILE_ORIGIN].sort());
    await context.close();
  });
}

test('without JavaScript the map view says the map needs it and shows the list', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: baseURL!,
    javaScriptEnabled: false,
  });
  await context.addCookies([{ name: 'lang', value: 'ru', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/projects?view=map');
  await expect(page.getByText(tr('ru', 'projects:map.needsJs'))).toBeVisible();
  await expect(page.locator('#project-results li').first()).toBeVisible();
  // The list's link back to the list alone keeps working without a script too.
  await page.getByRole('link', { name: tr('ru', 'projects:map.hideMap') }).click();
  expect(new URL(page.url()).searchParams.has('view')).toBe(false);
  await context.close();
});

test('the map adds at most 60 KB of script (brotli) to the list page', async ({
  browser,
  baseURL,
}) => {
  async function scriptKB(path: string, openMap: boolean) {
    const { context, page } = await open(browser, baseURL!, PHONE);
    const bodies = new Map<string, Promise<number>>();
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script' || bodies.has(res.url())) return;
      bodies.set(
        res.url(),
        res.body().then((b) => zlib.brotliCompressSync(b).length),
      );
    });
    await page.goto(path);
    if (openMap) {
      await page.getByRole('button', { name: tr('en', 'projects:map.map') }).click();
      await expect(page.locator('.pm-cluster').first()).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(bodies.values())).reduce((a, b) => a + b, 0);
    await context.close();
    return bytes / 1024;
  }
  const list = await scriptKB('/projects', false);
  const map = await scriptKB('/projects?view=map', true);
  console.log(`script KB (brotli): list ${list.toFixed(1)}, map view ${map.toFixed(1)}`);
  expect(map - list).toBeLessThanOrEqual(60);
});

test('a specialist sets the project place with the map picker; the page shows a static map', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const password = 'E2e-Map-Pass-1';
  const { token, projectPath } = await specialistWithProject(
    request,
    'Xarita Mutaxassis',
    `E2E Xarita ${hex()}`,
    password,
  );
  const mine = await request.get('/api/my-projects', {
    headers: { authorization: `Bearer ${token}` },
  });
  const id = ((await mine.json()) as { items: { id: number }[] }).items[0]!.id;

  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: baseURL!,
    permissions: ['geolocation'],
    geolocation: { latitude: 41.2995, longitude: 69.2401 },
  });
  await context.addCookies([
    { name: 'lang', value: 'en', url: baseURL! },
    { name: 'sid', value: token, url: baseURL!, httpOnly: true },
  ]);
  const page = await context.newPage();
  await page.goto(`/account/my-project/update/${id}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const lat = page.locator('#pf-location-latitude');
  const lng = page.locator('#pf-location-longitude');

  // "Use my location" fills both boxes from the browser's position.
  await page.getByRole('button', { name: tr('en', 'projectForm:picker.useMine') }).click();
  await expect(lat).toHaveValue('41.2995');
  await expect(lng).toHaveValue('69.2401');
  // The map opened there; a click elsewhere on it moves the point.
  const map = page.locator('.pf-map');
  await expect(map).toHaveClass(/leaflet-container/);
  await expect(map.locator('.pf-pin')).toBeVisible();
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.3);
  await expect(lat).not.toHaveValue('41.2995');
  const chosen = {
    latitude: Number(await lat.inputValue()),
    longitude: Number(await lng.inputValue()),
  };
  expect(chosen.latitude).toBeGreaterThan(41.2995);
  expect(chosen.longitude).toBeGreaterThan(69.2401);

  // The helper's project has a top-level category, which the form offers only through its
  // subcategories: choose one so the form can be saved.
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  const saved = (await (await request.get(`/api/projects/${id}`)).json()) as {
    location: { latitude: number; longitude: number };
  };
  expect(saved.location).toEqual(chosen);

  // The project's page: a static map of tiles from the tile origin, no script needed, the link kept.
  const visitor = await open(browser, baseURL!, PHONE);
  await visitor.page.goto(projectPath);
  const tiles = visitor.page.locator('figure.static-map img');
  await expect(tiles).toHaveCount(9);
  for (const src of await tiles.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).src)))
    expect(src.startsWith(`${TILE_ORIGIN}/15/`)).toBe(true);
  await expect(
    visitor.page.locator('figure.static-map').getByRole('link', { name: 'OpenStreetMap' }),
  ).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  await visitor.page.locator('figure.static-map').scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      tiles.evaluateAll(
        (els) =>
          els.filter(
            (e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth > 0,
          ).length,
      ),
    )
    .toBeGreaterThan(0);
  expect([...visitor.origins].sort()).toEqual([new URL(baseURL!).origin, TILE_ORIGIN].sort());
  await visitor.context.close();
  await context.close();
});
