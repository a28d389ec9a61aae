// The script budget (docs/quality.md, docs/performance.md#lcp-and-script-budgets), so
// it cannot creep back. Every page with islands — anonymous, signed in as each kind of account and
// as the Admin — loads at most 80 KB of JavaScript (brotli) when opened with an empty cache; the
// reading pages load none. Code an island fetches later, on first use (a dialog, a schema), is not
// part of the page's load and is not counted here.
//
// The size of a script is its body brotli-compressed at the highest quality, as the server's
// precompressed `.br` files are (build/precompress.mjs): an exact, repeatable byte count, not a
// timing.
import zlib from 'node:zlib';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Response,
} from '@playwright/test';
import { PHONE, settle, signUp, trackRequests } from './helpers';

const BUDGET_KB = 80;
/** A signed-in page without islands: the header's live badge script only. */
const PLAIN_KB = 5;
const PASSWORD = 'E2e-Budget-Pass-1';

/**
 * A script's size compressed, once per address: most pages share their scripts (React, Astro's
 * island loader), and compressing at the highest quality costs about 3 ms a KB, which this test's
 * 41 pages spent again and again. The server serves the same file at an address all run long.
 */
const compressed = new Map<string, Promise<number>>();
function brotliSize(res: Response): Promise<number> {
  let size = compressed.get(res.url());
  if (!size) {
    size = res.body().then((b) => zlib.brotliCompressSync(b).length);
    compressed.set(res.url(), size);
  }
  return size;
}

/** KB of script (brotli) `path` loads in a fresh phone-sized browser, and its number of islands. */
async function scriptKB(browser: Browser, baseURL: string, path: string, token?: string) {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  trackRequests(context);
  await context.addCookies([
    { name: 'lang', value: 'uz', url: baseURL },
    ...(token ? [{ name: 'sid', value: token, url: baseURL }] : []),
  ]);
  const page = await context.newPage();
  const bodies = new Map<string, Promise<number>>();
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script' || bodies.has(res.url())) return;
    bodies.set(res.url(), brotliSize(res));
  });
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(200);
  // Not sent elsewhere (a signed-in page would show the sign-in form to a lost session).
  expect(new URL(page.url()).pathname, path).toBe(new URL(path, baseURL).pathname);
  await settle(page);
  // Islands hydrating on `visible` load their code when they come into view: bring each in turn.
  const islands = page.locator('astro-island');
  const count = await islands.count();
  // (`astro-island` has no box of its own: Astro watches its children, so those are scrolled to.)
  await page.evaluate(async () => {
    for (const island of document.querySelectorAll('astro-island'))
      for (const child of island.children) {
        child.scrollIntoView({ block: 'center' });
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      }
  });
  await settle(page);
  // Every island has hydrated (Astro drops `ssr` then), so all of their code has arrived.
  await expect(page.locator('astro-island[ssr]'), path).toHaveCount(0);
  await settle(page);
  const bytes = (await Promise.all(bodies.values())).reduce((a, b) => a + b, 0);
  await context.close();
  return { islands: count, kb: +(bytes / 1024).toFixed(1) };
}

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), res.url()).toBe(true);
  return (await res.json()) as T;
}

/** The first link on `listPath` matching `pattern`. */
async function firstLink(request: APIRequestContext, listPath: string, pattern: RegExp) {
  const href = pattern.exec(await (await request.get(listPath)).text())?.[1];
  expect(href, `a link on ${listPath}`).toBeTruthy();
  return href!;
}

test('pages with islands load at most 80 KB of script, reading pages none', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const project = await firstLink(api, '/projects', /href="(\/project\/details\/[^"#?]+)"/);
  const agent = await firstLink(
    api,
    '/professionals/agents/quruvchi-mutaxassislar-xizmati',
    /href="(\/agent\/[^"#?]+)"/,
  );
  const agency = await firstLink(api, '/agencies', /href="(\/agency\/[^"#?]+)"/);
  const news = await firstLink(api, '/news', /href="(\/news\/details\/[^"#?]+)"/);
  const projectId = (
    await json<{ items: { id: number }[] }>(await api.get('/api/projects?PageSize=1'))
  ).items[0]!.id;

  // One account of each kind, made through the real sign-up; the seeded Admin signs in.
  const user = await signUp(api, {
    accountType: 'User',
    fullName: 'Byudjet Foydalanuvchi',
    password: PASSWORD,
  });
  const agentAcc = await signUp(api, {
    accountType: 'Agent',
    fullName: 'Byudjet Mutaxassis',
    password: PASSWORD,
  });
  const agencyAcc = await signUp(api, {
    accountType: 'Agency',
    fullName: 'Byudjet Kompaniya',
    password: PASSWORD,
    company: {
      tin: String(100_000_000 + Math.floor(Math.random() * 899_999_999)),
      companyName: `Byudjet ${Date.now()}`,
    },
  });
  // Its own cookie jar: a sign-in ends the session the jar holds (the last sign-up's).
  const adminApi = await playwright.request.newContext({ baseURL: baseURL! });
  const login = await adminApi.post('/api/user/login', {
    data: { username: process.env.E2E_ADMIN_PHONE, password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const admin = (await login.text()).trim();

  // A conversation the user reports, for the Admin's report page and the user's open conversation.
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const agentMe = await json<{ id: number }>(
    await api.get('/api/accounts/me', { headers: bearer(agentAcc.token) }),
  );
  const sent = await json<{ conversationId: number }>(
    await api.post('/api/messages', {
      headers: bearer(user.token),
      data: { toAccountId: agentMe.id, content: 'Salom! Loyiha haqida savolim bor.' },
    }),
  );
  const report = await json<{ id: number }>(
    await api.post(`/api/messages/conversations/${sent.conversationId}/report`, {
      headers: bearer(user.token),
      data: { reason: 'Byudjet tekshiruvi' },
    }),
  );

  // A project page has islands (select, share; the review form signed in): it is held to the budget.
  const reading = ['/', '/about-us', agent, agency, news];
  const islandPages: [string, string | undefined][] = [
    ...[
      '/calculate',
      '/ai/design/estimator',
      '/account/login',
      '/account/register',
      '/account/forgot-password',
      '/quote-request',
    ].map((p) => [p, undefined] as [string, undefined]),
    [project, undefined],
    ...[
      '/account/my-profile',
      '/account/my-projects',
      '/account/selected-projects',
      '/account/messages',
      `/account/messages?c=${sent.conversationId}`,
      '/account/change-password',
      '/specialist-cabinet',
      '/agents/create',
      '/quote-request',
      project,
      agent,
    ].map((p) => [p, user.token] as [string, string]),
    ...['/account/my-profile', '/account/invitations', '/specialist-cabinet'].map(
      (p) => [p, agentAcc.token] as [string, string],
    ),
    ...['/account/my-profile', '/account/employees', '/specialist-cabinet'].map(
      (p) => [p, agencyAcc.token] as [string, string],
    ),
    ...[
      '/project/create',
      `/account/my-project/update/${projectId}`,
      project,
      '/admin/categories',
      '/admin/services',
      '/admin/users',
      '/admin/create-user',
      '/admin/news',
      '/admin/life-hacks',
      `/admin/reports/${report.id}`,
    ].map((p) => [p, admin] as [string, string]),
  ];
  const who = new Map([
    [user.token, 'user'],
    [agentAcc.token, 'agent'],
    [agencyAcc.token, 'agency'],
    [admin, 'admin'],
  ]);

  // Signed-in pages without an island: plain forms, and only the header's small live-badge script.
  const plainPages: [string, string][] = ['/account/notifications', '/account/saved-searches'].map(
    (p) => [p, user.token],
  );
  const key = (path: string, token?: string) => `${path} (${token ? who.get(token) : 'anonymous'})`;
  const found: Record<string, { islands: number; kb: number }> = {};
  for (const path of reading) found[key(path)] = await scriptKB(browser, baseURL!, path);
  for (const [path, token] of [...islandPages, ...plainPages])
    found[key(path, token)] = await scriptKB(browser, baseURL!, path, token);
  console.table(found);

  // One assertion with every page in it: a failure shows all figures at once.
  const readingOver = reading.filter((p) => found[key(p)]!.kb > 0);
  const noIslands = islandPages.filter(([p, token]) => found[key(p, token)]!.islands === 0);
  const over = islandPages.filter(([p, token]) => found[key(p, token)]!.kb > BUDGET_KB);
  const plainOver = plainPages.filter(
    ([p, token]) => found[key(p, token)]!.islands > 0 || found[key(p, token)]!.kb > PLAIN_KB,
  );
  expect({ readingOver, noIslands, over, plainOver }, JSON.stringify(found, null, 1)).toEqual({
    readingOver: [],
    noIslands: [],
    over: [],
    plainOver: [],
  });
  await api.dispose();
  await adminApi.dispose();
});
