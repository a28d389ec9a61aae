// Messages end to end (docs/product.md §2), on a 360×740 phone, in Uzbek and Russian, with two
// browsers at once: a customer writes to a specialist from the specialist's project page; the
// specialist sees the badge and the message arrive without reloading, opens it (the badge clears),
// and replies; the customer, on the open conversation, sees the reply arrive without reloading.
// A message's http(s) link is a link, anything else (markup, javascript:) is text. A visitor who
// taps "Write a message" signs in and lands back on the open form. axe on /account/messages.
// Accounts are made here through the real sign-up; texts come from the locale files.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  axe,
  browserAs,
  fillSignIn,
  hex,
  PHONE,
  signUp,
  specialistWithProject,
  toast,
  tr,
} from './helpers';

const PASSWORD = 'E2e-Messages-Pass-1';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The header's unread badge on the avatar. */
const avatarBadge = (page: Page) => page.locator('.user-menu summary [data-unread]');
const history = (page: Page) => page.locator('.msgr-messages');

test.use({ viewport: PHONE });

type Cast = {
  owner: { token: string; name: string; title: string; projectPath: string; agentId: number };
  customer: { token: string; name: string };
};
let cast: Promise<Cast> | undefined;
/** The specialist (with a project) and the customer, made once per worker: the tests of this file
 *  run in order in one worker and share them, so the suite signs up and uploads less. */
function specialistAndCustomer(request: APIRequestContext): Promise<Cast> {
  cast ??= (async () => {
    const name = `Jasur Usta ${hex()}`;
    const title = `E2E uy ${hex()}`;
    const { token, projectPath } = await specialistWithProject(request, name, title, PASSWORD);
    const me = await (await request.get('/api/user/verify', { headers: auth(token) })).json();
    const customerName = `Malika Mijoz ${hex()}`;
    const customer = await signUp(request, {
      accountType: 'User',
      fullName: customerName,
      password: PASSWORD,
    });
    return {
      owner: { token, name, title, projectPath, agentId: me.agentId as number },
      customer: { token: customer.token, name: customerName },
    };
  })();
  return cast;
}

for (const lang of ['uz', 'ru'] as const) {
  test(`[${lang}] a customer writes from a project page, the specialist answers, both live`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const { owner, customer } = await specialistAndCustomer(page.request);
    const { title } = owner;
    const customerName = customer.name;
    const s = await browserAs(browser, baseURL!, lang, owner.token);
    const c = await browserAs(browser, baseURL!, lang, customer.token);

    // The specialist's own project has no "Write a message"; nothing unread yet.
    await s.page.goto(owner.projectPath);
    await expect(s.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(s.page.getByRole('button', { name: tr(lang, 'messages:ui.write') })).toHaveCount(
      0,
    );
    await expect(avatarBadge(s.page)).toBeHidden();

    // The customer writes from the project page: a counter, an error for an empty message.
    await c.page.goto(owner.projectPath);
    // One toast host, though the page's actions and this form each ask for one (ToastHost).
    await expect(c.page.locator('astro-island[component-url*="Toasts"]')).toHaveCount(1);
    await c.page.getByRole('button', { name: tr(lang, 'messages:ui.write') }).click();
    const box = c.page.getByRole('textbox', { name: tr(lang, 'messages:ui.label') });
    await expect(box).toBeFocused();
    await expect(c.page.getByText(tr(lang, 'messages:ui.aboutProject', { title }))).toBeVisible();
    await c.page.getByRole('button', { name: tr(lang, 'messages:ui.send'), exact: true }).click();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(c.page.getByText(tr(lang, 'messages:ui.errors.empty'))).toBeVisible();
    const first = `Salom! Loyiha haqida savolim bor ${hex()}`;
    await box.fill(first);
    await expect(
      c.page.getByText(tr(lang, 'messages:ui.chars', { count: first.length, max: 1000 })),
    ).toBeVisible();
    await c.page.getByRole('button', { name: tr(lang, 'messages:ui.send'), exact: true }).click();
    await expect(toast(c.page, tr(lang, 'messages:ui.sent'))).toBeVisible();

    // The specialist's badge shows up without a reload, on the avatar and in the menu.
    await expect(avatarBadge(s.page)).toBeVisible();
    await expect(avatarBadge(s.page)).toContainText('1');
    await s.page.locator('.user-menu summary').click();
    const menuLink = s.page
      .locator('.user-menu')
      .getByRole('link', { name: `${tr(lang, 'account:messages')} (1)` });
    await expect(menuLink).toBeVisible();

    // The customer opens the conversation from the form's link.
    await c.page.getByRole('link', { name: tr(lang, 'messages:ui.openConversation') }).click();
    await expect(c.page).toHaveURL(/\/account\/messages\?c=\d+$/);
    await expect(history(c.page).getByText(first)).toBeVisible();

    // The specialist opens the list, then the conversation: it is read, the badges clear.
    await menuLink.click();
    await expect(
      s.page.getByRole('heading', { level: 1, name: tr(lang, 'messages:ui.title') }),
    ).toBeVisible();
    const row = s.page.getByRole('link', { name: new RegExp(customerName) });
    await expect(row).toContainText(first);
    await expect(row).toContainText(tr(lang, 'messages:ui.unread_one', { count: 1 }));
    await row.click();
    await expect(history(s.page).getByText(first)).toBeVisible();
    await expect(s.page.locator('.msgr-project').getByRole('link', { name: title })).toBeVisible();
    await expect(avatarBadge(s.page)).toBeHidden();
    await expect(s.page.locator('.account-nav [data-unread]')).toBeHidden();
    expect(await axe(s.page)).toEqual([]);

    // On a phone Enter is a new line; Send sends. The reply reaches the customer without a reload.
    const reply = s.page.getByRole('textbox', { name: tr(lang, 'messages:ui.label') });
    await reply.fill('Assalomu alaykum!');
    await reply.press('Enter');
    await reply.pressSequentially('Ertaga qoʻngʻiroq qiling.');
    await expect(reply).toHaveValue('Assalomu alaykum!\nErtaga qoʻngʻiroq qiling.');
    await s.page.getByRole('button', { name: tr(lang, 'messages:ui.send'), exact: true }).click();
    await expect(reply).toHaveValue('');
    await expect(history(s.page).locator('.msgr-msg.mine').last()).toContainText('Ertaga');
    await expect(history(c.page).locator('.msgr-msg:not(.mine)').last()).toContainText(
      'Assalomu alaykum!',
    );
    // The customer is reading it: it never counts as unread.
    await expect(avatarBadge(c.page)).toBeHidden();

    // The customer answers with markup and links; the specialist, back on the list, sees the
    // conversation's preview and unread count change live.
    await s.page.getByRole('link', { name: tr(lang, 'messages:ui.back') }).click();
    await expect(s.page.getByRole('link', { name: new RegExp(customerName) })).toBeVisible();
    const tricky = '<b>x</b> https://example.uz/ok?a=1. javascript:alert(1)';
    const cbox = c.page.getByRole('textbox', { name: tr(lang, 'messages:ui.label') });
    await cbox.fill(tricky);
    await c.page.getByRole('button', { name: tr(lang, 'messages:ui.send'), exact: true }).click();
    await expect(row).toContainText('<b>x</b>');
    // A long preview is cut with an ellipsis: the list never widens the phone's page.
    expect(await s.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expect(avatarBadge(s.page)).toContainText('1');
    await row.click();
    const last = history(s.page).locator('.msgr-msg:not(.mine)').last();
    await expect(last).toContainText('<b>x</b> https://example.uz/ok?a=1. javascript:alert(1)');
    await expect(last.locator('b')).toHaveCount(0);
    const links = last.locator('.msgr-msg-text a');
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute('href', 'https://example.uz/ok?a=1');
    await expect(links).toHaveAttribute('rel', 'nofollow ugc noopener');
    await expect(links).toHaveAttribute('target', '_blank');
    await expect(avatarBadge(s.page)).toBeHidden();

    await s.context.close();
    await c.context.close();
  });
}

test('[ru] a visitor taps "Write a message", signs in and is back on the open form', async ({
  page,
  browser,
  baseURL,
}) => {
  const lang = 'ru';
  const { owner } = await specialistAndCustomer(page.request);
  const visitorAccount = await signUp(page.request, {
    accountType: 'User',
    fullName: `Dilnoza Mehmon ${hex()}`,
    password: PASSWORD,
  });
  const v = await browserAs(browser, baseURL!, lang);

  await v.page.goto(`/agent/x~${owner.agentId}`);
  await expect(v.page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  await v.page.getByRole('link', { name: tr(lang, 'messages:ui.write') }).click();
  await expect(v.page).toHaveURL(/\/account\/login\?next=/);
  await fillSignIn(v.page, lang, visitorAccount.phone, PASSWORD);
  await expect(v.page).toHaveURL(/\/agent\/.+#write$/);
  const box = v.page.getByRole('textbox', { name: tr(lang, 'messages:ui.label') });
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  // Before writing, the visitor's messages page shows the way to the directories.
  const agentPage = new URL(v.page.url()).pathname;
  await v.page.goto('/account/messages');
  await expect(v.page.getByRole('heading', { name: tr(lang, 'messages:ui.empty') })).toBeVisible();
  await expect(
    v.page.getByRole('link', { name: tr(lang, 'messages:ui.findSpecialists') }),
  ).toHaveAttribute('href', '/professionals/agents/quruvchi-mutaxassislar-xizmati');
  await expect(
    v.page.getByRole('link', { name: tr(lang, 'messages:ui.findCompanies') }),
  ).toHaveAttribute('href', '/agencies');
  expect(await axe(v.page)).toEqual([]);
  await v.page.goto(`${agentPage}#write`);
  await expect(box).toBeVisible();
  await box.fill('Здравствуйте! Нужен проект дома.');
  await v.page.getByRole('button', { name: tr(lang, 'messages:ui.send'), exact: true }).click();
  await expect(toast(v.page, tr(lang, 'messages:ui.sent'))).toBeVisible();

  await v.context.close();
});

test('[uz] on a desktop: list and conversation side by side, earlier pages, Enter sends, report, block and unblock', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const lang = 'uz';
  const otherName = `Aziz Quruvchi ${hex()}`;
  const a = await signUp(page.request, {
    accountType: 'User',
    fullName: `Nodira Buyurtmachi ${hex()}`,
    password: PASSWORD,
  });
  const b = await signUp(page.request, {
    accountType: 'Agent',
    fullName: otherName,
    password: PASSWORD,
  });
  const ids = await Promise.all(
    [a, b].map(
      async (x) =>
        (await (await page.request.get('/api/user/verify', { headers: auth(x.token) })).json())
          .id as number,
    ),
  );
  // 35 messages, taking turns (each sender stays under 30 a minute): more than one page of 30.
  for (let i = 1; i <= 35; i++) {
    const [from, to] = i % 2 ? [a, ids[1]!] : [b, ids[0]!];
    const sent = await page.request.post('/api/messages', {
      headers: auth(from.token),
      data: { toAccountId: to, content: `Xabar ${i}` },
    });
    expect(sent.status()).toBe(201);
  }

  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: baseURL!,
  });
  await context.addCookies([
    { name: 'lang', value: lang, url: baseURL! },
    { name: 'sid', value: a.token, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
  ]);
  const p = await context.newPage();
  await p.goto('/account/messages');
  await expect(p.getByText(tr(lang, 'messages:ui.choose'))).toBeVisible();
  const row = p.locator('.msgr-item').filter({ hasText: otherName });
  await row.click();
  await expect(p).toHaveURL(/\?c=\d+$/);
  await expect(row).toBeVisible(); // still there, beside the conversation
  const h = history(p);
  await expect(h.getByText('Xabar 35', { exact: true })).toBeInViewport();
  await expect(h.getByText('Xabar 6', { exact: true })).toHaveCount(1);
  await expect(h.getByText('Xabar 5', { exact: true })).toHaveCount(0);

  // Scrolled to the top, the earlier page comes in above without moving what was on screen.
  await p.locator('.msgr-history').evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(h.getByText('Xabar 1', { exact: true })).toHaveCount(1);
  await expect(p.getByText(tr(lang, 'messages:ui.start'))).toBeAttached();
  await expect(h.getByText('Xabar 6', { exact: true })).toBeInViewport();
  await expect(h.getByText('Xabar 1', { exact: true })).not.toBeInViewport();

  // A failed send keeps the text and says why; Enter sends on a desktop.
  const box = p.getByRole('textbox', { name: tr(lang, 'messages:ui.label') });
  await p.route('**/api/messages?*', (route) => route.abort(), { times: 1 });
  await box.fill('Aloqa uzildi');
  await p.getByRole('button', { name: tr(lang, 'messages:ui.send'), exact: true }).click();
  await expect(
    p.getByRole('alert').filter({ hasText: tr(lang, 'messages:ui.errors.network') }),
  ).toBeVisible();
  await expect(box).toHaveValue('Aloqa uzildi');
  await box.fill('Enter bilan yuborildi');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(h.locator('.msgr-msg.mine').last()).toHaveText(/Enter bilan yuborildi/);
  await expect(row).toContainText(`${tr(lang, 'messages:ui.you')} Enter bilan yuborildi`);

  // Report, with a reason.
  const menu = p.locator('.msgr-menu summary');
  await expect(menu).toHaveAccessibleName(tr(lang, 'messages:ui.actions'));
  await menu.click();
  await p.getByRole('button', { name: tr(lang, 'messages:ui.report') }).click();
  const dialog = p.getByRole('dialog', { name: tr(lang, 'messages:ui.reportTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(tr(lang, 'messages:ui.reason')).fill('Reklama yuboryapti');
  await dialog.getByRole('button', { name: tr(lang, 'messages:ui.report') }).click();
  await expect(toast(p, tr(lang, 'messages:ui.reported'))).toBeVisible();
  await expect(dialog).toBeHidden();

  // Block: asked first; the conversation leaves the list and the composer gives way to a note.
  await menu.click();
  await p.getByRole('button', { name: tr(lang, 'messages:ui.block') }).click();
  const ask = p.getByRole('dialog', {
    name: tr(lang, 'messages:ui.blockTitle', { name: otherName }),
  });
  await ask.getByRole('button', { name: tr(lang, 'messages:ui.block') }).click();
  await expect(toast(p, tr(lang, 'messages:ui.blocked', { name: otherName }))).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(p.getByText(tr(lang, 'messages:ui.blockedNote', { name: otherName }))).toBeVisible();
  await expect(box).toHaveCount(0);
  const blocked = await page.request.post('/api/messages', {
    headers: auth(b.token),
    data: { toAccountId: ids[0], content: 'Bloklangan' },
  });
  expect(blocked.status()).toBe(404);

  // Unblock from the same menu: the conversation and the composer are back.
  await menu.click();
  await p.getByRole('button', { name: tr(lang, 'messages:ui.unblock') }).click();
  await expect(toast(p, tr(lang, 'messages:ui.unblocked', { name: otherName }))).toBeVisible();
  await expect(row).toBeVisible();
  await expect(box).toBeVisible();
  await context.close();
});
