// Typed text that must not go missing, through the built server: a message draft is
// kept per conversation when the person leaves and comes back (and goes once sent); search text
// survives a language switch, sent (the switcher's links keep the query, with or without
// JavaScript) or only typed.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { browserAs, hex, signUp, tr } from './helpers';

const PASSWORD = 'E2e-Typed-Text-1';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function person(request: APIRequestContext, fullName: string) {
  const { token } = await signUp(request, { accountType: 'User', fullName, password: PASSWORD });
  const me = (await (await request.get('/api/user/verify', { headers: auth(token) })).json()) as {
    id: number;
  };
  return { token, id: me.id };
}

/** A conversation `from` started with `to`; its id. */
async function conversation(
  request: APIRequestContext,
  from: { token: string },
  to: { id: number },
) {
  const sent = await request.post('/api/messages', {
    headers: auth(from.token),
    data: { toAccountId: to.id, content: `Salom ${hex()}` },
  });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { conversationId: number }).conversationId;
}

test('[uz] a message draft is kept per conversation across pages, and goes once sent', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const me = await person(request, `Qoralama Yozuvchi ${hex()}`);
  const [one, two] = [
    await conversation(request, me, await person(request, `Birinchi ${hex()}`)),
    await conversation(request, me, await person(request, `Ikkinchi ${hex()}`)),
  ];
  const { context, page } = await browserAs(browser, baseURL!, 'uz', me.token);
  const box = page.getByRole('textbox', { name: tr('uz', 'messages:ui.label') });
  const open = async (id: number) => {
    await page.goto(`/account/messages?c=${id}`);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  };

  await open(one);
  const draft = `Ertaga soat 10 da qoʻngʻiroq qilaman ${hex()}`;
  await box.fill(draft);
  // Another conversation has its own (empty) box.
  await open(two);
  await expect(box).toHaveValue('');
  // Another page, then back: the draft is there.
  await page.goto('/projects');
  await open(one);
  await expect(box).toHaveValue(draft);
  // Also after switching the language from the header.
  await page.locator('.lang-switcher summary').click();
  await page.locator('.lang-switcher').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/lang=en/);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: tr('en', 'messages:ui.label') })).toHaveValue(
    draft,
  );

  // Sent: the box empties and the draft is gone for good.
  const enBox = page.getByRole('textbox', { name: tr('en', 'messages:ui.label') });
  await page.getByRole('button', { name: tr('en', 'messages:ui.send'), exact: true }).click();
  await expect(enBox).toHaveValue('');
  await expect(page.locator('.msgr-msg.mine').last()).toContainText(draft);
  await page.goto('/');
  await page.goto(`/account/messages?c=${one}&lang=en`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.locator('.msgr-msg.mine').last()).toContainText(draft);
  await expect(enBox).toHaveValue('');
  await context.close();
});

for (const javaScriptEnabled of [true, false]) {
  test(`a sent search stays through the language switch (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/projects?lang=uz');
    const header = page.locator('#header-q');
    await header.fill('xovli');
    await header.press('Enter');
    await expect(page).toHaveURL(/Search=xovli/);
    const found = page.locator('#pjf-search');
    await expect(found).toHaveValue('xovli');
    await page.locator('.lang-switcher summary').click();
    await page.locator('.lang-switcher').getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/lang=ru/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page).toHaveURL(/Search=xovli/);
    await expect(header).toHaveValue('xovli');
    await expect(found).toHaveValue('xovli');
    await context.close();
  });
}

test('search text typed but not sent survives the language switch', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await browserAs(browser, baseURL!, 'uz');
  // The home page: only the header's box.
  await page.goto('/');
  await page.locator('#header-q').fill('gʻisht uy');
  await page.locator('.lang-switcher summary').click();
  await page.locator('.lang-switcher').getByRole('link', { name: 'Ўзбекча' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz-Cyrl');
  await expect(page.locator('#header-q')).toHaveValue('gʻisht uy');
  // A directory with a sent search: the box shows what was typed since, not what was sent.
  await page.goto('/agencies?Search=qurilish&lang=uz');
  await page.locator('#f-search').fill('quruvchi');
  await page.locator('.lang-switcher summary').click();
  await page.locator('.lang-switcher').getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/Search=qurilish/);
  await expect(page.locator('#f-search')).toHaveValue('quruvchi');
  // One hop only: a later visit shows the page as it is.
  await page.goto('/agencies?Search=qurilish&lang=en');
  await expect(page.locator('#f-search')).toHaveValue('qurilish');
  await context.close();
});
