// The AI design estimator on a phone: describe a house, read the explained estimate, open a similar
// catalog project; a shared link restores the inputs and the result; nonsense is refused next to
// the field; the page works in all four languages. Runs against the demo data.
import { expect, test, type Page } from '@playwright/test';
import { hydrated, toast } from './helpers';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const money = /\d[\d,]*\s+UZS/;

async function open(page: Page, query = '') {
  await page.goto(`/ai/design/estimator?lang=en${query}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'How much will my house cost?' }),
  ).toBeVisible();
  // Interact once the island is hydrated (before that the form is a plain GET form, which works too
  // but leaves empty fields in the URL).
  await hydrated(page, page.locator('form.est-form'));
}

const resultOf = (page: Page) => page.getByRole('region', { name: 'Estimate', exact: true });

async function describeHouse(page: Page) {
  await page.getByLabel('Total floor area, m²').fill('180');
  await page.getByLabel('Storeys', { exact: true }).fill('2');
  await page.getByLabel('Bedrooms', { exact: true }).fill('4');
  await page.getByLabel('Bathrooms', { exact: true }).fill('2');
  await page.getByLabel('Wall material').selectOption({ label: 'Brick' });
  await page.getByLabel('Finishing level').selectOption({ label: 'Turnkey' });
  await page.getByLabel('Roof', { exact: true }).selectOption({ label: 'Hip' });
  await page.getByLabel('Region', { exact: true }).selectOption({ index: 3 });
  await page.getByLabel('Garage', { exact: true }).check();
}

test.describe('AI design estimator', () => {
  test('gives an explained estimate with similar projects, and one of them opens', async ({
    page,
  }) => {
    await open(page);
    await describeHouse(page);
    await page.getByRole('button', { name: 'Estimate' }).click();

    const result = resultOf(page);
    await expect(result.getByRole('heading', { name: 'Construction', exact: true })).toBeVisible();
    await expect(
      result.getByRole('heading', { name: 'Design documentation', exact: true }),
    ).toBeVisible();
    await expect(result.getByText(money).first()).toBeVisible();
    await expect(
      result.getByText(/Typical error ±\d+%|Too few catalog projects/).first(),
    ).toBeVisible();
    await expect(result.getByRole('rowheader', { name: 'Foundation', exact: true })).toBeVisible();
    await expect(result.getByText(/\d+–\d+ months, most likely \d+/)).toBeVisible();
    // The factors, in plain words: turnkey against a white box is the biggest one.
    const factors = result.getByRole('region', {
      name: 'What moved this estimate most',
      exact: true,
    });
    await expect(factors.getByRole('listitem').first()).toContainText('Finishing: Turnkey');
    // The walls' effect adds the rates table's to one learned from the catalog, which the specs
    // running beside this one write to, so its sign can turn (brick came out 2 % cheaper in a
    // clean-clone run): its direction on known data is src/lib/estimator/model/factors.test.ts's.
    await expect(factors).toContainText(
      /Walls: Brick — \d+% (more expensive|cheaper) \(compared with Aerated concrete\)/,
    );
    // The inputs are in the address bar: the result can be shared.
    await expect(page).toHaveURL(/totalArea=180.*wallMaterial=brick.*finishingLevel=turnkey/);

    const similar = result.getByRole('region', {
      name: 'Most similar projects in the catalog',
      exact: true,
    });
    await expect(similar.getByRole('listitem')).toHaveCount(6);
    const first = similar.getByRole('link').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/project\/details\/\d+\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  });

  test('a shared link restores the inputs and the same estimate', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await describeHouse(page);
    await page.getByRole('button', { name: 'Estimate' }).click();
    const result = resultOf(page);
    await expect(result.getByRole('heading', { name: 'Construction', exact: true })).toBeVisible();
    const likely = (await result.locator('.est-likely').first().textContent())!;

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(toast(page, 'Link copied')).toBeVisible();
    await expect(page.locator('.est-share-bar [role="status"]')).toBeEmpty();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).search).toBe(new URL(page.url()).search);
    const telegram = await page
      .getByRole('link', { name: 'Share in Telegram' })
      .getAttribute('href');
    expect(telegram).toContain(`url=${encodeURIComponent(copied)}`);

    const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const fresh = await other.newPage();
    await fresh.goto(`${copied}&lang=en`);
    await expect(fresh.getByLabel('Total floor area, m²')).toHaveValue('180');
    await expect(fresh.getByLabel('Bedrooms', { exact: true })).toHaveValue('4');
    await expect(fresh.getByLabel('Wall material')).toHaveValue('brick');
    await expect(fresh.getByLabel('Finishing level')).toHaveValue('turnkey');
    await expect(fresh.getByLabel('Roof', { exact: true })).toHaveValue('hip');
    await expect(fresh.getByLabel('Garage', { exact: true })).toBeChecked();
    await expect(fresh.getByLabel('Region', { exact: true })).not.toHaveValue('');
    await expect(fresh.locator('.est-likely').first()).toHaveText(likely);
    await other.close();
  });

  test('the first HTML of a shared link already has the estimate (server-rendered)', async ({
    request,
  }) => {
    const res = await request.get(
      '/ai/design/estimator?lang=en&totalArea=140&storeys=1&bedrooms=3&bathrooms=1&wallMaterial=aeratedConcrete&finishingLevel=shell',
    );
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('What moved this estimate most');
    expect(html).toContain('How it is estimated');
    expect(html).toMatch(/\/project\/details\/\d+\//);
  });

  test('nonsense is refused next to the field, in the page language', async ({ page }) => {
    await open(page);
    await page.getByLabel('Total floor area, m²').fill('20');
    await page.getByLabel('Storeys', { exact: true }).fill('5');
    await page.getByLabel('Bedrooms', { exact: true }).fill('1');
    await page.getByLabel('Bathrooms', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Too many storeys for this area' }),
    ).toBeVisible();
    await expect(page.getByLabel('Storeys', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByLabel('Storeys', { exact: true })).toHaveValue('5'); // what was typed stays
  });

  test('the API answers the same estimate and refuses nonsense with fields', async ({
    request,
  }) => {
    const body = {
      totalArea: 140,
      storeys: 1,
      bedrooms: 3,
      bathrooms: 1,
      wallMaterial: 'aeratedConcrete',
      finishingLevel: 'shell',
    };
    const ok = await request.post('/api/ai/design/estimate?Lang=en', { data: body });
    expect(ok.status()).toBe(200);
    const json = await ok.json();
    expect(json.similar).toHaveLength(6);
    expect(json.construction.low).toBeLessThan(json.construction.high);
    const bad = await request.post('/api/ai/design/estimate?Lang=en', {
      data: { ...body, totalArea: 20, storeys: 5, bedrooms: 1 },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.fields.storeys).toMatch(/Too many storeys/);
  });

  for (const [lang, heading, construction] of [
    ['uz', 'Uyim qanchaga tushadi?', 'Qurilish'],
    ['oz', 'Уйим қанчага тушади?', 'Қурилиш'],
    ['ru', 'Сколько будет стоить мой дом?', 'Строительство'],
  ] as const) {
    test(`works in ${lang}`, async ({ page }) => {
      await page.goto(
        `/ai/design/estimator?lang=${lang}&totalArea=150&storeys=2&bedrooms=3&bathrooms=2&wallMaterial=brick&finishingLevel=whiteBox`,
      );
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: construction, exact: true })).toBeVisible();
      await expect(page.locator('.est-factors li').first()).not.toBeEmpty();
    });
  }
});
