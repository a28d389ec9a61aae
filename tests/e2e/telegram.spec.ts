// Linking Telegram from My profile end to end, at 360 × 740 in Chromium, with Telegram played by a
// stand-in: the test starts its own built server with the bot configured (the suite's server has
// none, so the block is absent there) and TELEGRAM_API_ROOT pointing at a loopback stand-in Bot API
// (tests/helpers/telegram.ts). The test plays Telegram's side: it posts the `/start <token>` update
// the person's tap on the link would produce to the webhook, with the secret, and reads what the
// bot answered from the stand-in. Nothing reaches the real Telegram.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../deploy/support/server';
import { messageUpdate, startTelegramStandIn, type TelegramStandIn } from '../helpers/telegram';
import { axe, browserAs, signUpOn, tr, type Lang } from './helpers';

const SECRET = 'e2e-telegram-webhook-secret';
const PASSWORD = 'E2e-Telegram-1';
let telegram: TelegramStandIn;
let site: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  telegram = await startTelegramStandIn();
  site = await startServer({
    env: {
      TELEGRAM_BOT_TOKEN: '777000444:AAe2e-token_abcdefghijklmnopqrst',
      TELEGRAM_BOT_USERNAME: 'quruvchi_e2e_bot',
      TELEGRAM_WEBHOOK_SECRET: SECRET,
      TELEGRAM_API_ROOT: telegram.url,
      SITE_URL: 'https://quruvchi.example',
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await telegram?.stop();
});

/** A verified User on the bot's server, signed up in `lang`; its session token. */
const signedUpUser = async (lang: Lang) =>
  (
    await signUpOn(site, {
      accountType: 'User',
      fullName: 'Malika Yusupova',
      password: PASSWORD,
      lang,
    })
  ).token;

test('npm start names the setWebhook call, without the secrets', () => {
  const out = site.output();
  expect(out).toContain('/api/telegram/webhook');
  expect(out).toContain('https://quruvchi.example/api/telegram/webhook');
  expect(out).not.toContain(SECRET);
});

test('a person links Telegram from My profile, the bot binds the chat, then they unlink it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const { context, page } = await browserAs(browser, site.url, lang, await signedUpUser(lang));
  await page.goto('/account/my-profile');
  const block = page.getByRole('region', { name: tr(lang, 'telegram:profile.title') });
  await expect(block.getByText(tr(lang, 'telegram:profile.intro'))).toBeVisible();

  await block.getByRole('button', { name: tr(lang, 'telegram:profile.link') }).click();
  const open = block.getByRole('link', { name: tr(lang, 'telegram:profile.open') });
  await expect(open).toHaveAttribute(
    'href',
    /^https:\/\/t\.me\/quruvchi_e2e_bot\?start=[A-Za-z0-9_-]{32}$/,
  );
  // On a phone the link opens Telegram itself: no QR code there.
  await expect(block.locator('figure.qr')).toBeHidden();
  expect(await axe(page)).toEqual([]);
  const token = new URL((await open.getAttribute('href'))!).searchParams.get('start')!;

  // Telegram's side: the person pressed Start in the bot.
  const chatId = crypto.randomInt(100_000_000, 999_999_999);
  const update = await fetch(`${site.url}/api/telegram/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-telegram-bot-api-secret-token': SECRET,
    },
    body: JSON.stringify(messageUpdate(chatId, `/start ${token}`, 'ru')),
  });
  expect(update.status).toBe(200);
  // The account's language (en), not the Telegram app's (ru).
  const answer = telegram.callsOf('sendMessage').find((c) => c.body['chat_id'] === chatId);
  expect(String(answer?.body['text'])).toMatch(/^Done: this chat is linked/);

  await page.goto('/account/my-profile');
  await expect(block.getByText(/^Telegram is linked/)).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await block.getByRole('button', { name: tr(lang, 'telegram:profile.unlink') }).click();
  await expect(page).toHaveURL(/\/account\/my-profile$/);
  await expect(
    block.getByRole('button', { name: tr(lang, 'telegram:profile.link') }),
  ).toBeVisible();
  await context.close();
});

test('on a desktop the link comes with its QR code', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([
    { name: 'lang', value: 'ru', url: site.url },
    {
      name: 'sid',
      value: await signedUpUser('ru'),
      url: site.url,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  const page = await context.newPage();
  await page.goto(`${site.url}/account/my-profile`);
  await page.getByRole('button', { name: tr('ru', 'telegram:profile.link') }).click();
  await expect(page.locator('figure.qr svg')).toBeVisible();
  await expect(page.getByText(tr('ru', 'telegram:profile.qr'))).toBeVisible();
  await context.close();
});
