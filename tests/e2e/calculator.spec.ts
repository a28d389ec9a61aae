// The materials calculator on a phone: fill each tab, read the result, share the link and reopen it.
// Expected numbers are the worked examples of src/lib/calculator/*.test.ts (computed by hand there).
import { expect, test, type Page } from '@playwright/test';
import { hydrated, toast } from './helpers';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The row of the purchase table whose header is `name`. */
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

async function open(page: Page, query = '') {
  await page.goto(`/calculate?lang=en${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Materials calculator' })).toBeVisible();
  // Typing into the server-rendered inputs before React hydrates them is lost (the island starts
  // from its props); wait for hydration as a person's first tap would on a busy machine.
  await hydrated(page, page.getByRole('tablist'));
}

test.describe('materials calculator', () => {
  test('foundation: the default strip, then a longer building, updates as one types', async ({
    page,
  }) => {
    await open(page);
    await expect(page.getByRole('tab', { name: 'Foundation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // worked example 1: 42 m strip 0.4 × 1.0 m → 112 bags of cement, 157 kg of rebar
    await expect(row(page, 'Cement')).toContainText(/112\s+bags/);
    await expect(row(page, 'Reinforcement bars')).toContainText(/157\s+kg/);
    // 12 × 8 m: strip 46 m, 18.4 m³ → 18.4 × 1.54 / 7 × 1440 × 1.05 = 6120.6 kg → 123 bags
    await page.getByLabel('Building length').fill('12');
    await expect(row(page, 'Cement')).toContainText(/123\s+bags/);
    await expect(page.getByText(/Concrete volume\s*18\.4\s*m³/)).toBeVisible();
    // a zero size is refused next to the field, in the page language
    await page.getByLabel('Strip width').fill('0');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Must be greater than zero' }),
    ).toBeVisible();
    await expect(page.getByLabel('Strip width')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Strip width').fill('0,4'); // a decimal comma is accepted
    await expect(row(page, 'Cement')).toContainText(/123\s+bags/);
  });

  test('walls: half-brick wall without openings, and an opening larger than the wall', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('tab', { name: 'Walls' }).click();
    await page.getByLabel('Total length of the walls').fill('10');
    await page.getByLabel('Wall height').fill('3');
    await page.getByLabel('Wall thickness').selectOption({ label: 'Half a brick (120 mm)' });
    await page.getByRole('button', { name: 'Remove opening 2' }).click();
    await page.getByRole('button', { name: 'Remove opening 1' }).click();
    await expect(page.getByText('No openings.').first()).toBeVisible();
    // wall example 1: 1539 + 77 = 1616 bricks, 4 pallets, 5 bags of cement
    const bricks = row(page, 'Single brick 250×120×65');
    await expect(bricks).toContainText(/1,539\s+pcs/);
    await expect(bricks).toContainText(/1,616\s+pcs/);
    await expect(bricks).toContainText(/4\s+pallets/);
    await expect(row(page, 'Cement for the mortar')).toContainText(/5\s+bags/);

    await page.getByRole('button', { name: 'Add an opening' }).click();
    const opening = page.getByRole('group', { name: 'Opening 1' });
    await opening.getByLabel('Width').fill('11');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The opening is larger than the wall' }),
    ).toBeVisible();
    await expect(page.getByText('Correct the highlighted fields to see the result.')).toBeVisible();
    await opening.getByLabel('Width').fill('2');
    await opening.getByLabel('Height').fill('2');
    await expect(page.getByText(/Net area\s*26\s*m²/)).toBeVisible();
  });

  test('roofing: a pitch of 90° is refused; the gable example gives 53 sheets of metal tile', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('tab', { name: 'Roofing' }).click();
    await page.getByLabel('Roof pitch').fill('90');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The pitch must be from 1° to 75°' }),
    ).toBeVisible();
    await page.getByLabel('Roof pitch').fill('30');
    // roofing example 1: 110.16 m², 48 + 5 = 53 sheets, 2 rolls of underlay
    await expect(page.getByText(/Roof area\s*110\.16\s*m²/)).toBeVisible();
    await expect(row(page, 'Metal tile')).toContainText(/53\s+sheets/);
    await expect(row(page, 'Underlay membrane')).toContainText(/2\s+rolls/);
    // hip roof 12 × 8 at 25° in shingles: 50 packs
    await page.getByLabel('Roof type').selectOption({ label: 'Hip' });
    await page.getByLabel('Building length (along the ridge)').fill('12');
    await page.getByLabel('Roof pitch').fill('25');
    await page.getByLabel('Covering').selectOption({ label: 'Bitumen shingles' });
    await expect(row(page, 'Bitumen shingles')).toContainText(/50\s+packs/);
  });

  test('tiles: straight and diagonal floors, boxes, and a cost in soʻm', async ({ page }) => {
    await open(page);
    await page.getByRole('tab', { name: 'Tiles' }).click();
    // tiles example 1: 4 × 3 m in 300×300 → 132 + 13 = 145 tiles = 14 boxes
    await expect(row(page, 'Tiles')).toContainText(/14\s+boxes/);
    await expect(row(page, 'Tiles')).toContainText(/145\s+pcs in all/);
    await page.getByLabel('Layout').selectOption({ label: 'Diagonal (15 % waste)' });
    // 131.57 × 1.15 = 151.3 → 152 tiles, still 14 boxes of 11
    await expect(row(page, 'Tiles')).toContainText(/152\s+pcs in all/);
    await page.getByLabel('Price of Tiles per box, soʻm').fill('150000');
    await expect(row(page, 'Tiles')).toContainText(/2,100,000\s+UZS/);
    await expect(row(page, 'Total cost')).toContainText(/2,100,000\s+UZS/);
  });

  test('a shared link restores the inputs and the result', async ({ page, context, browser }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await page.getByRole('tab', { name: 'Walls' }).click();
    await page.getByLabel('Material').selectOption({ label: 'Aerated concrete block 600×300×200' });
    await page.getByLabel('Total length of the walls').fill('40');
    await page.getByLabel('Wall height').fill('3');
    await page.getByRole('group', { name: 'Opening 1' }).getByLabel('Width').fill('0.9');
    await page
      .getByLabel('Price of Aerated concrete block 600×300×200 per piece, soʻm')
      .fill('25000');
    await expect(page).toHaveURL(/tab=wall.*height=3/);
    await expect(page).toHaveURL(/p\.units=25000/);

    await page.getByRole('button', { name: 'Copy link' }).click();
    // A toast, as everywhere else, not a line of text in the page.
    await expect(toast(page, 'The link is copied.')).toBeVisible();
    await expect(page.locator('.calc-status')).toBeEmpty();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shared = new URL(copied);
    expect(shared.pathname + shared.search).toBe(
      new URL(page.url()).pathname + new URL(page.url()).search,
    );
    const telegram = await page
      .getByRole('link', { name: 'Share in Telegram' })
      .getAttribute('href');
    expect(telegram).toContain(`url=${encodeURIComponent(copied)}`);

    // A fresh visitor opens the link (a new context shares no cookies and no baseURL: absolute URL).
    const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const fresh = await other.newPage();
    await fresh.goto(`${copied}&lang=en`);
    await expect(fresh.getByRole('tab', { name: 'Walls' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(fresh.getByLabel('Material')).toHaveValue('aerated600x300x200');
    await expect(fresh.getByLabel('Wall height')).toHaveValue('3');
    await expect(
      fresh.getByLabel('Price of Aerated concrete block 600×300×200 per piece, soʻm'),
    ).toHaveValue('25000');
    // wall example 2: a door and 4 windows in 40 × 3 m → 952 blocks, 24 pallets, 42 bags of glue
    const blocks = fresh.getByRole('row').filter({
      has: fresh.getByRole('rowheader', {
        name: 'Aerated concrete block 600×300×200',
        exact: true,
      }),
    });
    await expect(blocks).toContainText(/952\s+pcs/);
    await expect(blocks).toContainText(/24\s+pallets/);
    await expect(blocks).toContainText(/23,800,000\s+UZS/); // 952 × 25 000
    await other.close();
  });

  test('the first HTML of a shared link already has the result (server-rendered)', async ({
    request,
  }) => {
    const res = await request.get(
      '/calculate?lang=en&tab=tiles&length=4&width=3&tileSize=t600x600&layout=diagonal',
    );
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/10(&nbsp;|\u00A0| )boxes/); // tiles example 2
    expect(html).toContain('How it is counted');
  });

  test('the API answers the same numbers and refuses impossible input with fields', async ({
    request,
  }) => {
    const ok = await request.post('/api/calculator/roofing', {
      data: { roofType: 'gable', length: 10, width: 8, pitch: 30, covering: 'metalTile' },
    });
    expect(ok.status()).toBe(200);
    const body = await ok.json();
    expect(body.lines.find((l: { id: string }) => l.id === 'covering').buy).toBe(53);

    const bad = await request.post('/api/calculator/wall?lang=en', {
      data: {
        length: 10,
        height: 3,
        material: 'brickSingle',
        openings: [{ width: 11, height: 2 }],
      },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.fields).toEqual({
      'openings.0.width': 'The opening is larger than the wall',
    });

    const flat = await request.post('/api/calculator/roofing', {
      data: { roofType: 'gable', length: 10, width: 8, pitch: 90, covering: 'metalTile' },
    });
    expect(flat.status()).toBe(400);
    expect(Object.keys((await flat.json()).error.fields)).toEqual(['pitch']);

    expect((await request.post('/api/calculator/garden', { data: {} })).status()).toBe(404);
  });
});
