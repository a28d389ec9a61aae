// Quote requests end to end on a 360×740 phone (docs/quote-requests.md "Pages"): a customer asks
// with two photos from a specialist's listing; the PRO specialist sees the request counted in the
// account menu and answers it; the customer sees the answer in My requests and chooses it; the
// other matched specialist then sees the request closed. And a visitor's draft survives sign-in.
// The service is made for the test, so only the test's specialists offer it (the demo data's
// specialists are never matched).
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { axe, browserAs, fillSignIn, hex, postFromOwnAddress, signUp, tr } from './helpers';

const PASSWORD = 'E2e-Quotes-Pass-3';

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/user/login', {
    data: { username: process.env.E2E_ADMIN_PHONE, password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.text()).trim();
}

const photo = async (r: number) => ({
  name: `plot-${r}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r, g: 140, b: 90 } },
  })
    .jpeg()
    .toBuffer(),
});

/** A specialist offering `serviceId` in `regionId`; PRO when asked. */
async function specialist(
  request: APIRequestContext,
  fullName: string,
  where: { serviceId: number; regionId: number },
  pro: boolean,
): Promise<{ token: string; phone: string }> {
  const made = await signUp(request, { accountType: 'Agent', fullName, password: PASSWORD });
  const h = { authorization: `Bearer ${made.token}` };
  const put = await request.put('/api/accounts/me', {
    headers: h,
    data: { fullName, regionId: where.regionId, serviceIds: [where.serviceId] },
  });
  expect(put.status()).toBe(200);
  if (pro) {
    // PRO asks for a profile photo first.
    const file = await photo(90);
    expect((await postFromOwnAddress('/api/accounts/me/photo', { file }, h)).status).toBe(201);
    expect((await request.post('/api/accounts/me/pro', { headers: h })).status()).toBe(200);
  }
  return made;
}

test('a customer asks with two photos, a specialist answers, the customer chooses', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const id = hex();
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const made = await request.post('/api/admin/services', {
    headers: admin,
    data: {
      parentId: 0,
      name: { uz: `Quduq qazish ${id}`, ru: `Бурение скважин ${id}`, en: `Well drilling ${id}` },
    },
  });
  expect(made.status()).toBe(201);
  const serviceId = ((await made.json()) as { id: number }).id;
  const regions = (await (await request.get('/api/regions?lang=en')).json()) as {
    items: { id: number; name: string }[];
  };
  const region = regions.items[1]!;
  const where = { serviceId, regionId: region.id };
  const proName = `Pro Quduqchi ${id}`;
  const otherName = `Oddiy Quduqchi ${id}`;
  const pro = await specialist(request, proName, where, true);
  const other = await specialist(request, otherName, where, false);
  const customer = await signUp(request, {
    accountType: 'User',
    fullName: `Mijoz ${id}`,
    password: PASSWORD,
  });

  // The customer comes from the service's listing: its link chooses the service.
  const c = await browserAs(browser, baseURL!, 'en', customer.token);
  await c.page.goto(`/quote-request?service=${serviceId}`);
  await expect(c.page.getByLabel(tr('en', 'quotes:ask.service'))).toHaveValue(String(serviceId));
  expect(await axe(c.page, { settle: true })).toEqual([]);
  await c.page.getByLabel(tr('en', 'profile:region')).selectOption(String(region.id));
  const job = `A well for a house garden, about 40 metres deep, start in spring ${id}`;
  await c.page.getByLabel(tr('en', 'quotes:ask.description')).fill(job);
  await c.page.getByLabel(tr('en', 'quotes:ask.budgetMin')).fill('5000000');
  await c.page.getByLabel(tr('en', 'quotes:ask.budgetMax')).fill('9000000');
  await c.page.locator('input[type="file"]').setInputFiles([await photo(10), await photo(200)]);
  await expect(c.page.locator('.quote-photos img')).toHaveCount(2);
  await c.page.getByRole('button', { name: tr('en', 'quotes:ask.submit') }).click();
  await expect(
    c.page.getByRole('heading', { name: tr('en', 'quotes:ask.doneTitle') }),
  ).toBeVisible();
  await expect(c.page.getByText(tr('en', 'quotes:ask.doneText_other', { count: 2 }))).toBeVisible();
  expect(await c.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );
  // My requests stays open while the specialist answers: the response appears in it live.
  await c.page.getByRole('link', { name: tr('en', 'quotes:ask.myRequests') }).click();
  await c.page.waitForURL(/\/account\/my-requests/);
  const mine = c.page.locator('.quote-item').filter({ hasText: job });
  await expect(mine).toContainText(tr('en', 'quotes:mine.noResponses'));

  // The PRO specialist: the menu counts the new request; the job and its photos, not the customer.
  const p = await browserAs(browser, baseURL!, 'en', pro.token);
  await p.page.goto('/account/requests');
  const nav = p.page.getByRole('navigation', { name: tr('en', 'account:sidebar') });
  const badge = nav.locator('a[href="/account/requests"] .badge');
  await expect(badge).toHaveText('1');
  const item = p.page.locator('.quote-item').filter({ hasText: job });
  await expect(item.locator('.quote-images img')).toHaveCount(2);
  await expect(item).toContainText(tr('en', 'quotes:inbox.customerHidden'));
  await expect(item).not.toContainText(customer.phone);
  expect(await axe(p.page)).toEqual([]);
  await item
    .getByLabel(tr('en', 'quotes:inbox.respondLabel'))
    .fill('Salom! I can drill it next week.\nAbout 7 million.');
  await item.getByRole('button', { name: tr('en', 'quotes:inbox.respond') }).click();
  await p.page.waitForURL(/\/account\/messages\?c=\d+/);
  await expect(p.page.getByText('I can drill it next week.').last()).toBeVisible();
  // The response names its request, a link back to it among the specialist's Requests.
  await expect(
    p.page.getByRole('link', {
      name: tr('en', 'messages:ui.aboutQuote', { service: `Well drilling ${id}` }),
    }),
  ).toHaveAttribute('href', /^\/account\/requests#q\d+$/);
  await p.page.goto('/account/requests');
  const answered = p.page.locator('.quote-item').filter({ hasText: job });
  await expect(answered).toContainText(customer.phone);
  await expect(badge).toHaveCount(0);

  // The customer, without reloading, sees who answered, with the conversation, and chooses.
  await expect(mine.getByRole('link', { name: proName, exact: true })).toBeVisible();
  await expect(mine).toContainText(tr('en', 'quotes:mine.sentTo_other', { count: 2 }));
  await expect(
    mine.getByRole('link', { name: tr('en', 'quotes:mine.conversation', { name: proName }) }),
  ).toHaveAttribute('href', /\/account\/messages\?c=\d+/);
  expect(await axe(c.page)).toEqual([]);
  await mine
    .getByRole('button', { name: tr('en', 'quotes:mine.choose', { name: proName }) })
    .click();
  await c.page.waitForURL(/\/account\/my-requests/);
  const closed = c.page.locator('.quote-item').filter({ hasText: job });
  await expect(closed).toContainText(tr('en', 'quotes:mine.chosen'));
  await expect(closed).toContainText(tr('en', 'quotes:job.closed'));
  await expect(closed.getByRole('button')).toHaveCount(0);

  // The other matched specialist: closed, nothing to answer; the chosen one is told so.
  const o = await browserAs(browser, baseURL!, 'en', other.token);
  await o.page.goto('/account/requests');
  const seen = o.page.locator('.quote-item').filter({ hasText: job });
  await expect(seen).toContainText(tr('en', 'quotes:inbox.closedOther'));
  await expect(seen.getByRole('button', { name: tr('en', 'quotes:inbox.respond') })).toHaveCount(0);
  await p.page.goto('/account/requests');
  await expect(p.page.locator('.quote-item').filter({ hasText: job })).toContainText(
    tr('en', 'quotes:inbox.chosen'),
  );
  for (const b of [c, p, o]) await b.context.close();
});

test('a visitor signs in from the form and comes back to what they typed', async ({
  browser,
  baseURL,
  request,
}) => {
  const id = hex();
  const customer = await signUp(request, {
    accountType: 'User',
    fullName: `Mehmon ${id}`,
    password: PASSWORD,
  });
  const services = (await (await request.get('/api/services?PageSize=1&lang=ru')).json()) as {
    items: { id: number }[];
  };
  const regions = (await (await request.get('/api/regions?lang=ru')).json()) as {
    items: { id: number; districts: { id: number }[] }[];
  };
  const region = regions.items.find((r) => r.districts.length > 0)!;
  const v = await browserAs(browser, baseURL!, 'ru');
  await v.page.goto(`/quote-request?service=${services.items[0]!.id}`);
  await v.page.getByLabel(tr('ru', 'profile:region')).selectOption(String(region.id));
  await v.page
    .getByLabel(tr('ru', 'profile:district'))
    .selectOption(String(region.districts[0]!.id));
  const job = `Нужно покрасить забор длиной 30 метров.\nКраска моя, ${id}`;
  await v.page.getByLabel(tr('ru', 'quotes:ask.description')).fill(job);
  await v.page.getByLabel(tr('ru', 'quotes:ask.budgetMax')).fill('2000000');
  await expect(v.page.getByText(tr('ru', 'quotes:ask.photosAfterSignIn'))).toBeVisible();
  await v.page.getByRole('button', { name: tr('ru', 'quotes:ask.signInToSend') }).click();
  await v.page.waitForURL(/\/account\/login\?next=/);
  await fillSignIn(v.page, 'ru', customer.phone, PASSWORD);
  await v.page.waitForURL((u) => u.pathname === '/quote-request');
  await expect(v.page.getByLabel(tr('ru', 'quotes:ask.service'))).toHaveValue(
    String(services.items[0]!.id),
  );
  await expect(v.page.getByLabel(tr('ru', 'profile:region'))).toHaveValue(String(region.id));
  await expect(v.page.getByLabel(tr('ru', 'profile:district'))).toHaveValue(
    String(region.districts[0]!.id),
  );
  await expect(v.page.getByLabel(tr('ru', 'quotes:ask.description'))).toHaveValue(job);
  await expect(v.page.getByLabel(tr('ru', 'quotes:ask.budgetMax'))).toHaveValue('2000000');
  // Signed in now: the photos can be added and the button sends.
  await expect(v.page.getByText(tr('ru', 'quotes:ask.addPhotos'))).toBeVisible();
  await expect(v.page.getByRole('button', { name: tr('ru', 'quotes:ask.submit') })).toBeEnabled();
  await v.context.close();
});
