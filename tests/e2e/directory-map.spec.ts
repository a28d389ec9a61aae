// The directories' map view (docs/map.md "Directories") on a phone and a desktop (plain links):
// a region's marker is a link to the directory filtered by that region (the address and the list
// follow, the map view kept), one of the region's district links narrows the list further, and the
// page asks no host but the site and the tile stand-in (scripts/e2e-server.mjs). axe finds nothing
// serious on either view.
import { expect, test } from '@playwright/test';
import { axe, PHONE, tr } from './helpers';

const TILE_ORIGIN = process.env.E2E_TILE_ORIGIN!;
const DESKTOP = { width: 1280, height: 800 };
const AGENTS = '/professionals/agents/quruvchi-mutaxassislar-xizmati';
/** The number in the list's "N specialists found". */
const listed = async (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0]);

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`specialists on the map on a ${name}: a region, then a district`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport, baseURL: baseURL! });
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    const page = await context.newPage();
    const origins = new Set<string>();
    page.on('request', (r) => {
      if (!r.url().startsWith('data:')) origins.add(new URL(r.url()).origin);
    });

    await page.goto(AGENTS);
    await page.getByRole('link', { name: tr('en', 'professionals:map.show') }).click();
    expect(new URL(page.url()).searchParams.get('view')).toBe('map');
    const markers = page.locator('[data-region-marker]');
    expect(await markers.count()).toBeGreaterThan(1);
    await expect(page.locator('.dir-map img').first()).toHaveAttribute(
      'src',
      new RegExp(`^${TILE_ORIGIN}/5/\\d+/\\d+\\.png$`),
    );
    expect(await axe(page)).toEqual([]);

    // The region with the most specialists: its marker names the region and the count.
    const counts = await markers.evaluateAll((els) =>
      els.map((e) => ({
        id: e.getAttribute('data-region-marker')!,
        count: Number(e.textContent),
        label: e.getAttribute('aria-label')!,
      })),
    );
    const top = counts.sort((a, b) => b.count - a.count)[0]!;
    expect(top.label).toMatch(new RegExp(`: ${top.count} specialists?$`));
    await page.getByRole('link', { name: top.label, exact: true }).click();
    const url = new URL(page.url());
    expect(url.searchParams.get('RegionId')).toBe(top.id);
    expect(url.searchParams.get('view')).toBe('map');
    expect(await listed(await page.locator('p.count').textContent())).toBe(top.count);
    await expect(page.locator('[data-region-marker]')).toHaveCount(1);
    await expect(page.locator('[data-region-marker]')).toHaveAttribute('aria-current', 'page');

    // A district of the region: the list narrows to its count.
    const district = page.locator('[data-district]').first();
    const label = (await district.textContent())!;
    const districtCount = Number(/: (\d+) /.exec(label)![1]);
    expect(districtCount).toBeLessThanOrEqual(top.count);
    await district.click();
    const narrowed = new URL(page.url());
    expect(narrowed.searchParams.get('RegionId')).toBe(top.id);
    expect(narrowed.searchParams.get('DistrictId')).toBe(
      await page.locator('[data-district][aria-current="page"]').getAttribute('data-district'),
    );
    expect(await listed(await page.locator('p.count').textContent())).toBe(districtCount);
    expect(await page.locator('.list > li').count()).toBe(Math.min(districtCount, 12));
    expect(await axe(page)).toEqual([]);

    // "List only" keeps the filters and leaves the map.
    await page.getByRole('link', { name: tr('en', 'professionals:map.listOnly') }).click();
    expect(new URL(page.url()).searchParams.get('DistrictId')).toBe(
      narrowed.searchParams.get('DistrictId'),
    );
    await expect(page.locator('.dir-map')).toHaveCount(0);

    expect([...origins].sort()).toEqual([baseURL!, TILE_ORIGIN].sort());
    await context.close();
  });
}

test('companies on the map: a marker per region, each a link to that region', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseURL! });
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/agencies?view=map');
  const first = page.locator('[data-region-marker]').first();
  const count = Number(await first.textContent());
  await first.click();
  expect(new URL(page.url()).searchParams.get('RegionId')).toBeTruthy();
  expect(await listed(await page.locator('p.count').textContent())).toBe(count);
  expect(await axe(page)).toEqual([]);
  await context.close();
});
