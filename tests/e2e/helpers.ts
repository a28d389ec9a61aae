// Shared steps of the e2e specs: the SMS code from the server's outbox, a verified account made
// through the real sign-up endpoints (register → code → confirm), the texts of the locale files,
// a phone-sized browser signed in or out, the sign-in form, toasts, axe, and a PRO specialist with
// a project.
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { latinToCyrillic } from '../../src/lib/i18n/translit';
import { codeFor } from '../helpers/outbox';

export type Lang = 'uz' | 'oz' | 'ru' | 'en';
type Tree = { [k: string]: string | Tree };
const LOCALES = path.resolve('src/lib/i18n/locales');

/** The phone the mobile-first specs use (docs/product.md: 360×740). */
export const PHONE = { width: 360, height: 740 };

/** Six random hex digits, to keep names unique across runs and workers. */
export const hex = () => crypto.randomBytes(3).toString('hex');

/** A made-up word, new each run, that reads the same way in both Uzbek scripts (no digits). */
export function madeUpWord(): string {
  const pick = (letters: string) => letters.charAt(Math.floor(Math.random() * letters.length));
  let out = '';
  for (let i = 0; i < 6; i++) out += pick('bdklmnprtv') + pick('aiu');
  return out;
}

/** The text of `ns:a.b.c` in `lang`, with {{x}} filled from `vars` (plurals: pass the `_other`
 *  key; oz: generated from uz, as the server does, before the values are filled in). */
export function tr(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, rest] = key.split(':') as [string, string];
  let v: string | Tree = JSON.parse(
    fs.readFileSync(path.join(LOCALES, lang === 'oz' ? 'uz' : lang, `${ns}.json`), 'utf8'),
  ) as Tree;
  for (const part of rest.split('.')) v = (v as Tree)[part]!;
  if (typeof v !== 'string') throw new Error(`${lang} ${key} is not a text`);
  const text =
    lang === 'oz'
      ? v
          .split(/(\{\{[^}]+\}\})/)
          .map((p) => (p.startsWith('{{') ? p : latinToCyrillic(p)))
          .join('')
      : v;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));
}

/** Each tracked page's requests in flight, the live message stream left out (`trackRequests`). */
const inFlight = new WeakMap<Page, Set<Request>>();
const tracked = new WeakSet<BrowserContext>();

/**
 * Counts the requests in flight of every page of `context`, for `settle`. The live message stream
 * (an EventSource a signed-in page keeps open) is left out: Playwright's 'networkidle' counts it,
 * so on a signed-in page it always waited out its whole timeout.
 */
export function trackRequests(context: BrowserContext): void {
  tracked.add(context);
  const pending = (r: Request): Set<Request> | undefined => {
    let page: Page;
    try {
      page = r.frame().page();
    } catch {
      return undefined; // a service worker's request has no frame
    }
    let set = inFlight.get(page);
    if (!set) inFlight.set(page, (set = new Set()));
    return set;
  };
  context.on('request', (r) => {
    if (r.resourceType() !== 'eventsource') pending(r)?.add(r);
  });
  context.on('requestfinished', (r) => pending(r)?.delete(r));
  context.on('requestfailed', (r) => pending(r)?.delete(r));
}

/**
 * Waits until `page` has had no request in flight (the live stream aside) for 500 ms, as
 * 'networkidle' does, and at most `timeout`: islands hydrate and fetch what they show before a
 * person reads the page. Its context must be tracked (`trackRequests`; `browserAs` does it).
 */
export async function settle(page: Page, timeout = 5_000): Promise<void> {
  if (!tracked.has(page.context())) throw new Error('settle: trackRequests(context) first');
  await page.waitForLoadState('load');
  const start = Date.now();
  let quietSince = start;
  while (Date.now() - start < timeout) {
    if ((inFlight.get(page)?.size ?? 0) > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * axe-core on what `page` shows now, with target-size on (WCAG 2.2 AA, 24×24 px; off in axe by
 * default, and phones need it). Two settings shorten each check (docs/testing.md "End-to-end:
 * axe"): only violations are detailed (axe also listed every passing node, which no spec reads),
 * and legacy mode runs axe.run in the page itself, where the default ran each frame apart and
 * merged the results in a new blank page (on `/`: 2.2–3.8 s a check without it, 1.1–1.3 s with
 * it). Legacy mode skips cross-origin frames, which the site's CSP (default-src 'self') forbids.
 * `contrast: false` leaves out color-contrast, axe's costliest rule (run alone on five pages, 2.2 of
 * the 2.9 s the full checks took; a whole sweep 1.7 → 1.5 minutes), for sweeps that repeat views
 * another sweep checks for contrast.
 */
export function runAxe(page: Page, { contrast = true }: { contrast?: boolean } = {}) {
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      rules: { 'target-size': { enabled: true }, 'color-contrast': { enabled: contrast } },
      resultTypes: ['violations'],
    })
    .analyze();
}

/**
 * axe-core's serious and critical findings on what the page shows now (docs/quality.md).
 * `settle` first waits (5 s at most) for the network to go quiet, for pages whose islands are
 * still loading.
 */
export async function axe(page: Page, opts: { settle?: boolean } = {}): Promise<string[]> {
  if (opts.settle) await settle(page);
  const results = await runAxe(page);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** A phone-sized browser signed in with `token` (or signed out), speaking `lang`. */
export async function browserAs(
  browser: Browser,
  baseURL: string,
  lang: Lang,
  token?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  trackRequests(context);
  await context.addCookies([
    { name: 'lang', value: lang, url: baseURL },
    ...(token
      ? [{ name: 'sid', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' as const }]
      : []),
  ]);
  return { context, page: await context.newPage() };
}

/**
 * Waits until the island holding `inner` has hydrated (Astro drops its `ssr` mark then). Before
 * that a typed value is lost when React takes the field over, and a click on a form's button posts
 * the form as the page's plain post instead of through the island.
 */
export async function hydrated(page: Page, inner: Locator): Promise<void> {
  await page.locator('astro-island:not([ssr])', { has: inner }).first().waitFor();
}

/** The sonner toast saying `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Fills and sends the sign-in form the page shows (/account/login, in `lang`). */
export async function fillSignIn(page: Page, lang: Lang, phone: string, password: string) {
  await page.getByLabel(tr(lang, 'auth:login.username')).fill(phone);
  await page.getByLabel(tr(lang, 'auth:login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: tr(lang, 'auth:login.submit'), exact: true }).click();
}

/** Signs `page` in as the suite's Admin through the sign-in form, in English (its lang cookie). */
export async function signInAsAdmin(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL }]);
  await page.goto('/account/login');
  await fillSignIn(page, 'en', process.env.E2E_ADMIN_PHONE!, process.env.E2E_ADMIN_PASSWORD!);
  await page.waitForURL((u) => !u.pathname.startsWith('/account/login'));
}

/** A file to upload, as Playwright's `multipart` and `setInputFiles` take one. */
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * POSTs JSON, or one file as `multipart/form-data` field `file`, to the e2e server from a loopback
 * address of its own (127.0.0.2–127.0.0.254), as people on different connections would: the server
 * limits codes (30 an hour) and image uploads (30 in 10 minutes) per address, and the suite signs
 * up more accounts and uploads more photos than one person could. A spec whose browser uploads
 * (from 127.0.0.1) then finds that address's uploads unspent by the helpers.
 */
export function postFromOwnAddress(
  pathname: string,
  body: { json: unknown } | { file: UploadFile },
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  const port = Number(process.env.E2E_PORT ?? 4399);
  const localAddress = `127.0.0.${crypto.randomInt(2, 255)}`;
  let data: Buffer;
  let type: string;
  if ('json' in body) {
    data = Buffer.from(JSON.stringify(body.json));
    type = 'application/json';
  } else {
    const boundary = `e2e-${crypto.randomBytes(12).toString('hex')}`;
    data = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${body.file.name}"\r\n` +
          `Content-Type: ${body.file.mimeType}\r\n\r\n`,
      ),
      body.file.buffer,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    type = `multipart/form-data; boundary=${boundary}`;
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        localAddress,
        headers: {
          ...headers,
          host: `localhost:${port}`,
          'content-type': type,
          'content-length': data.length,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

export { codeFor, outbox, type OutboxLine } from '../helpers/outbox';

/**
 * A verified account on a fresh +998 number. The confirm answer signs `request` in and gives the
 * session token (for a `sid` cookie or `Authorization: Bearer`).
 */
export async function signUp(
  request: APIRequestContext,
  {
    accountType,
    fullName,
    password,
    phonePrefix = '+99890',
    company,
  }: {
    accountType: 'User' | 'Agent' | 'Agency';
    fullName: string;
    password: string;
    phonePrefix?: string;
    /** an Agency's company (TIN of 9 digits, unique name) */
    company?: { tin: string; companyName: string };
  },
): Promise<{ phone: string; token: string }> {
  const phone = `${phonePrefix}${crypto.randomInt(1_000_000, 9_999_999)}`;
  const reg = await postFromOwnAddress('/api/user/register', {
    json: {
      username: phone,
      password,
      confirmPassword: password,
      fullName,
      accountType,
      consent: true,
      ...company,
    },
  });
  expect(reg.status).toBe(201);
  // Registered from another address, so `request` holds no attempt cookie: it names the
  // registration by the answer's token, as an app does.
  const { attemptToken } = reg.json as { attemptToken: string };
  const confirm = await request.post('/api/user/register/confirm', {
    data: { username: phone, code: await codeFor(phone), attemptToken },
  });
  expect(confirm.status()).toBe(200);
  return { phone, token: (await confirm.text()).trim() };
}

/**
 * A verified account signed up through the real endpoints of a server a test started itself (with
 * settings the suite's server has not), in `lang` (an account's language is the one it signed up
 * in); its phone and session token.
 */
export async function signUpOn(
  site: { url: string; dataDir: string },
  p: { accountType: 'User' | 'Agent'; fullName: string; password: string; lang?: Lang },
): Promise<{ phone: string; token: string }> {
  const post = (route: string, body: unknown) =>
    fetch(`${site.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `lang=${p.lang ?? 'uz'}` },
      body: JSON.stringify(body),
    });
  const phone = `+99890${crypto.randomInt(1_000_000, 9_999_999)}`;
  const reg = await post('/api/user/register', {
    username: phone,
    password: p.password,
    confirmPassword: p.password,
    fullName: p.fullName,
    accountType: p.accountType,
    consent: true,
  });
  expect(reg.status).toBe(201);
  const { attemptToken } = (await reg.json()) as { attemptToken: string };
  const code = await codeFor(phone, { dataDir: site.dataDir });
  const confirm = await post('/api/user/register/confirm', { username: phone, code, attemptToken });
  expect(confirm.status).toBe(200);
  return { phone, token: (await confirm.text()).trim() };
}

/** A PRO specialist (profile, photo, PRO) with one active project; its page's path. */
export async function specialistWithProject(
  request: APIRequestContext,
  fullName: string,
  title: string,
  password: string,
): Promise<{ token: string; phone: string; projectPath: string }> {
  const { token, phone } = await signUp(request, { accountType: 'Agent', fullName, password });
  const h = { authorization: `Bearer ${token}` };
  const [regions, services, categories] = await Promise.all(
    ['/api/regions', '/api/services?PageSize=1', '/api/category/get-all?PageSize=1'].map(
      async (p) => (await request.get(p)).json(),
    ),
  );
  const jpeg = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const file = { name: 'p.jpg', mimeType: 'image/jpeg', buffer: jpeg };
  expect(
    (
      await request.put('/api/accounts/me', {
        headers: h,
        data: { fullName, regionId: regions.items[0].id, serviceIds: [services.items[0].id] },
      })
    ).status(),
  ).toBe(200);
  expect((await postFromOwnAddress('/api/accounts/me/photo', { file }, h)).status).toBe(201);
  expect((await request.post('/api/accounts/me/pro', { headers: h })).status()).toBe(200);
  const image = await postFromOwnAddress('/api/project-images', { file }, h);
  expect(image.status).toBe(201);
  const created = await request.post('/api/projects', {
    headers: h,
    data: sampleProjectBody({
      title,
      categoryId: categories.items[0].id,
      regionId: regions.items[0].id,
      contactName: fullName,
      imageIds: [(image.json as { id: number }).id],
    }),
  });
  expect(created.status()).toBe(201);
  return {
    token,
    phone,
    projectPath: `/project/details/${(await created.json()).seoProjectCode}`,
  };
}

/** A complete, valid body for `POST /api/projects`: a two-storey brick house for sale. */
export function sampleProjectBody(p: {
  title: string;
  categoryId: number;
  regionId: number;
  contactName: string;
  imageIds: number[];
}) {
  return {
    title: p.title,
    description: 'Ikki qavatli uy, terrasa va garaj.',
    status: 'sale',
    propertyType: 'house',
    price: 450_000_000,
    isNegotiable: false,
    categoryId: p.categoryId,
    regionId: p.regionId,
    area: 180,
    totalArea: 220,
    length: 12,
    width: 10,
    bedrooms: 4,
    bathrooms: 2,
    rooms: 6,
    storeys: 'two',
    wallMaterial: 'brick',
    style: 'modern',
    foundation: 'strip',
    flooring: 'monolithic',
    features: ['terrace'],
    contactName: p.contactName,
    contactPhone: '+998 90 123 45 67',
    gdprConsent: true,
    imageIds: p.imageIds,
  };
}

/** The first link on `listPath` matching `pattern` (the demo data's first project, agent, news). */
export async function firstLink(request: APIRequestContext, listPath: string, pattern: RegExp) {
  const html = await (await request.get(listPath)).text();
  const href = pattern.exec(html)?.[1];
  expect(href, `a link on ${listPath}`).toBeTruthy();
  return href!;
}

/** The first project, specialist, company and news article the demo data's lists link to. */
export async function siteLinks(request: APIRequestContext) {
  return {
    project: await firstLink(request, '/projects', /href="(\/project\/details\/[^"#?]+)"/),
    agent: await firstLink(
      request,
      '/professionals/agents/quruvchi-mutaxassislar-xizmati',
      /href="(\/agent\/[^"#?]+)"/,
    ),
    agency: await firstLink(request, '/agencies', /href="(\/agency\/[^"#?]+)"/),
    news: await firstLink(request, '/news', /href="(\/news\/details\/[^"#?]+)"/),
  };
}
