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
import { PHONE, settle, signUp, siteLinks, trackRequests } from './helpers';

const BUDGET_KB = 80;
/** A signed-in page without islands: the header's live badge script only. */
const PLAIN_KB = 5;
const PASSWORD = 'E2e-Budget-Pass-1';

/**
 * A script's size compressed, once per address: most pages share their scripts (React, Astro's
 * island loader), and compressing at the highest quality costs about 3 ms a KB, which these tests'
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

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new User or specialist, made through the real sign-up. */
const signUpAs = (api: APIRequestContext, accountType: 'User' | 'Agent') =>
  signUp(api, {
    accountType,
    fullName: accountType === 'User' ? 'Byudjet Foydalanuvchi' : 'Byudjet Mutaxassis',
    password: PASSWORD,
  });

/** A User and a specialist, made through the real sign-up, and a conversation the User opens. */
async function userWritingToAgent(api: APIRequestContext) {
  const user = await signUpAs(api, 'User');
  const agent = await signUpAs(api, 'Agent');
  const agentMe = await json<{ id: number }>(
    await api.get('/api/accounts/me', { headers: bearer(agent.token) }),
  );
  const sent = await json<{ conversationId: number }>(
    await api.post('/api/messages', {
      headers: bearer(user.token),
      data: { toAccountId: agentMe.id, content: 'Salom! Loyiha haqida savolim bor.' },
    }),
  );
  return { user, agent, conversationId: sent.conversationId };
}

/**
 * Measures each page, then checks them all in one assertion (a failure shows every figure):
 * `islands` pages have at least one island and at most BUDGET_KB, `reading` pages load no script,
 * `plain` pages no island and at most PLAIN_KB.
 */
async function expectBudgets(
  browser: Browser,
  baseURL: string,
  pages: {
    reading?: string[];
    islands?: [string, string | undefined][];
    plain?: [string, string][];
  },
  who: (token?: string) => string,
) {
  const { reading = [], islands = [], plain = [] } = pages;
  const key = (path: string, token?: string) => `${path} (${who(token)})`;
  const found: Record<string, { islands: number; kb: number }> = {};
  for (const path of reading) found[key(path)] = await scriptKB(browser, baseURL, path);
  for (const [path, token] of [...islands, ...plain])
    found[key(path, token)] = await scriptKB(browser, baseURL, path, token);
  console.table(found);
  const at = (p: string, token?: string) => found[key(p, token)]!;
  expect(
    {
      readingOver: reading.filter((p) => at(p).kb > 0),
      noIslands: islands.filter(([p, token]) => at(p, token).islands === 0),
      over: islands.filter(([p, token]) => at(p, token).kb > BUDGET_KB),
      plainOver: plain.filter(
        ([p, token]) => at(p, token).islands > 0 || at(p, token).kb > PLAIN_KB,
      ),
    },
    JSON.stringify(found, null, 1),
  ).toEqual({ readingOver: [], noIslands: [], over: [], plainOver: [] });
}

// Four groups of pages, each with the accounts it needs: side by side on the two workers, where one
// test of 41 pages (three minutes) ran alone at the end of the suite.
test.describe.configure({ mode: 'parallel' });

test('anonymous: pages with islands at most 80 KB of script, reading pages none', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const { project, agent, agency, news } = await siteLinks(api);
  // A project page has islands (select, share; the review form signed in): it is held to the budget.
  await expectBudgets(
    browser,
    baseURL!,
    {
      reading: ['/', '/about-us', agent, agency, news],
      islands: [
        '/calculate',
        '/ai/design/estimator',
        '/account/login',
        '/account/register',
        '/account/forgot-password',
        '/quote-request',
        project,
      ].map((p) => [p, undefined]),
    },
    () => 'anonymous',
  );
  await api.dispose();
});

test('a User: pages with islands at most 80 KB, plain account pages the live badge only', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const { project, agent } = await siteLinks(api);
  const { user, conversationId } = await userWritingToAgent(api);
  await expectBudgets(
    browser,
    baseURL!,
    {
      islands: [
        '/account/my-profile',
        '/account/my-projects',
        '/account/selected-projects',
        '/account/messages',
        `/account/messages?c=${conversationId}`,
        '/account/change-password',
        '/specialist-cabinet',
        '/agents/create',
        '/quote-request',
        project,
        agent,
      ].map((p) => [p, user.token]),
      // Signed-in pages without an island: plain forms, and only the header's live-badge script.
      plain: ['/account/notifications', '/account/saved-searches'].map((p) => [p, user.token]),
    },
    () => 'user',
  );
  await api.dispose();
});

test('a specialist and a company: their pages with islands at most 80 KB', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const agent = await signUpAs(api, 'Agent');
  const agency = await signUp(api, {
    accountType: 'Agency',
    fullName: 'Byudjet Kompaniya',
    password: PASSWORD,
    company: {
      tin: String(100_000_000 + Math.floor(Math.random() * 899_999_999)),
      companyName: `Byudjet ${Date.now()}`,
    },
  });
  await expectBudgets(
    browser,
    baseURL!,
    {
      islands: [
        ...['/account/my-profile', '/account/invitations', '/specialist-cabinet'].map(
          (p) => [p, agent.token] as [string, string],
        ),
        ...['/account/my-profile', '/account/employees', '/specialist-cabinet'].map(
          (p) => [p, agency.token] as [string, string],
        ),
      ],
    },
    (token) => (token === agent.token ? 'agent' : 'agency'),
  );
  await api.dispose();
});

test('the Admin: pages with islands at most 80 KB of script', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const { project } = await siteLinks(api);
  const projectId = (
    await json<{ items: { id: number }[] }>(await api.get('/api/projects?PageSize=1'))
  ).items[0]!.id;
  // A conversation the User reports, for the Admin's report page.
  const { user, conversationId } = await userWritingToAgent(api);
  const report = await json<{ id: number }>(
    await api.post(`/api/messages/conversations/${conversationId}/report`, {
      headers: bearer(user.token),
      data: { reason: 'Byudjet tekshiruvi' },
    }),
  );
  // Its own cookie jar: a sign-in ends the session the jar holds (the last sign-up's).
  const adminApi = await playwright.request.newContext({ baseURL: baseURL! });
  const login = await adminApi.post('/api/user/login', {
    data: { username: process.env.E2E_ADMIN_PHONE, password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const admin = (await login.text()).trim();
  await expectBudgets(
    browser,
    baseURL!,
    {
      islands: [
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
      ].map((p) => [p, admin]),
    },
    () => 'admin',
  );
  await api.dispose();
  await adminApi.dispose();
});
