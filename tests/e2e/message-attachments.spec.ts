// Attachments in messages end to end (docs/message-attachments.md), on a 360×740 phone, with two
// browsers at once: one person attaches a PDF and a photo in the conversation (previews, one removed
// before sending) and sends them without text; the other, on the open conversation, sees the
// thumbnail and the file chip arrive live, and opens both. A third account gets 404 for the PDF's
// address, a visitor 401. axe on the conversation showing them.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { axe, browserAs, hex, hydrated, PHONE, signUp, tr } from './helpers';

const PASSWORD = 'E2e-Attach-Pass-1';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

test.use({ viewport: PHONE });

test('a PDF and a photo sent in a conversation open for the other person only', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const lang = 'en';
  const senderName = `Bobur Quruvchi ${hex()}`;
  const receiverName = `Dilnoza Mijoz ${hex()}`;
  const sender = await signUp(page.request, {
    accountType: 'Agent',
    fullName: senderName,
    password: PASSWORD,
  });
  const receiver = await signUp(page.request, {
    accountType: 'User',
    fullName: receiverName,
    password: PASSWORD,
  });
  const third = await signUp(page.request, {
    accountType: 'User',
    fullName: `Begona ${hex()}`,
    password: PASSWORD,
  });
  const receiverId = (
    await (await page.request.get('/api/accounts/me', { headers: auth(receiver.token) })).json()
  ).id as number;
  const first = await page.request.post('/api/messages', {
    headers: auth(sender.token),
    data: { toAccountId: receiverId, content: 'Assalomu alaykum! Chizmani yuboraman.' },
  });
  expect(first.status()).toBe(201);
  const { conversationId } = await first.json();

  const r = await browserAs(browser, baseURL!, lang, receiver.token);
  await r.page.goto(`/account/messages?c=${conversationId}`);
  await expect(r.page.locator('.msgr-messages')).toContainText('Chizmani yuboraman');
  const s = await browserAs(browser, baseURL!, lang, sender.token);
  await s.page.goto(`/account/messages?c=${conversationId}`);
  await expect(s.page.locator('.msgr-messages')).toContainText('Chizmani yuboraman');

  // Three files chosen: a photo, a PDF, and a second photo removed again before sending.
  const photo = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#8a6a4a' },
  })
    .jpeg()
    .toBuffer();
  const input = s.page.getByLabel(tr(lang, 'messages:ui.attach'));
  // Files chosen before the island has hydrated would go unnoticed (Astro drops `ssr` then).
  await hydrated(s.page, input);
  await input.setInputFiles([
    { name: 'crack.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'Drawing 1.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'extra.jpg', mimeType: 'image/jpeg', buffer: photo },
  ]);
  const picked = s.page.getByRole('list', { name: tr(lang, 'messages:ui.attachedFiles') });
  await expect(picked.getByRole('listitem')).toHaveCount(3);
  await s.page
    .getByRole('button', { name: tr(lang, 'messages:ui.removeAttachment', { name: 'extra.jpg' }) })
    .click();
  await expect(picked.getByRole('listitem')).toHaveCount(2);
  await expect(picked.locator('[aria-busy]')).toHaveCount(0); // both uploaded
  // A file that is neither is refused beside the button, before any upload.
  await input.setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') },
  ]);
  await expect(
    s.page.getByText(tr(lang, 'messages:ui.errors.type', { name: 'notes.txt' })),
  ).toBeVisible();
  await expect(picked.getByRole('listitem')).toHaveCount(2);

  // Sent without text: the files are the message.
  await s.page.getByRole('button', { name: tr(lang, 'messages:ui.send'), exact: true }).click();
  await expect(picked).toHaveCount(0);
  const mine = s.page.locator('.msgr-msg.mine').last();
  await expect(mine.locator('.msgr-photo img')).toHaveCount(1);
  await expect(mine.locator('.msgr-file')).toContainText('Drawing 1.pdf');

  // The other person sees them arrive live, without a reload.
  const theirs = r.page.locator('.msgr-msg:not(.mine)').last();
  const thumb = theirs.locator('.msgr-photo img');
  await expect(thumb).toHaveCount(1);
  await thumb.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(thumb).toHaveAttribute('loading', 'lazy');
  const chip = theirs.getByRole('link', { name: /Drawing 1\.pdf/ });
  await expect(chip).toBeVisible();
  const download = r.page.waitForEvent('download');
  await chip.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Drawing 1.pdf');
  const saved = await file.path();
  const fs = await import('node:fs/promises');
  expect((await fs.readFile(saved)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await axe(r.page)).toEqual([]);

  // The PDF's address: the receiver gets it with its guards; a third account 404, a visitor 401.
  const url = (await chip.getAttribute('href'))!;
  const asReceiver = await r.page.request.get(url);
  expect(asReceiver.status()).toBe(200);
  expect(asReceiver.headers()['content-type']).toBe('application/pdf');
  expect(asReceiver.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(asReceiver.headers()['x-content-type-options']).toBe('nosniff');
  expect(asReceiver.headers()['content-security-policy']).toBe("sandbox; default-src 'none'");
  const asThird = await page.request.get(url, { headers: auth(third.token) });
  expect(asThird.status()).toBe(404);
  const photoUrl = (await thumb.getAttribute('src'))!;
  expect((await page.request.get(photoUrl, { headers: auth(third.token) })).status()).toBe(404);
  const visitor = await browserAs(browser, baseURL!, lang);
  expect((await visitor.page.request.get(url)).status()).toBe(401);

  await Promise.all([r, s, visitor].map((x) => x.context.close()));
});
