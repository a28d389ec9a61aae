// The main pages' database queries, counted so they cannot creep back. The e2e server runs with
// COUNT_DB_QUERIES (playwright.config.ts), so every answer carries X-Db-Queries: the statements
// Drizzle sent while serving it (src/lib/db/query-count.server.ts). The limits are today's counts
// (docs/performance.md#render and #session-cache); a change that needs more must raise them here,
// on purpose. They are the page's own statements: the session lookup (X-Db-Session-Queries) is
// left out, since whether it runs depends on the session cache, which any write to the account,
// session or message tables drops (src/lib/auth/session-cache.server.ts), and the specs running
// beside this one write them all the time. It is checked to be one statement at most.
//
// Each page is asked for four times and the smallest count is checked: specs running beside this
// one (the admin catalog) may drop the reference cache just before a request, which then loads it.
import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { firstLink, signUp, siteLinks } from './helpers';

/** Largest query count allowed per page, anonymous and signed in (an ordinary user). */
const LIMITS: Record<string, { anonymous: number; signedIn: number }> = {
  '/about-us': { anonymous: 0, signedIn: 0 },
  // Cards, specialists, reviews and the blog (its two lists in one statement,
  // docs/performance.md#pages-read-from-scratch).
  '/': { anonymous: 4, signedIn: 4 },
  // A filtered list: its page and count in one statement; "All projects" comes with the category
  // counts, kept a minute (docs/performance.md#the-catalogue-total-from-the-category-counts).
  '/projects?Status=sale&Sort=priceAsc&PropertyType=house': { anonymous: 1, signedIn: 1 },
  // The project's row with its first page of reviews, and the featured strip
  // (docs/performance.md#the-first-reviews-with-the-project). Signed in: the viewer's saved and
  // reviewed projects too, in one statement (docs/performance.md#the-viewers-marks-in-one-statement).
  project: { anonymous: 2, signedIn: 3 },
  // The agent, agency and directory pages: one more for "Responds quickly" (one statement for the
  // page's cards, docs/quote-requests.md "Response badge").
  agent: { anonymous: 6, signedIn: 6 },
  news: { anonymous: 2, signedIn: 2 },
  // docs/performance.md#agent-directory-and-article-pages
  agency: { anonymous: 7, signedIn: 7 },
  specialists: { anonymous: 4, signedIn: 4 },
  '/agencies': { anonymous: 5, signedIn: 5 },
  // The map views add one grouped count (by region, or by the region's district).
  '/agencies?view=map': { anonymous: 6, signedIn: 6 },
  '/professionals/agents/quruvchi-mutaxassislar-xizmati?view=map&RegionId=10': {
    anonymous: 5,
    signedIn: 5,
  },
  '/news': { anonymous: 2, signedIn: 2 },
  lifeHack: { anonymous: 2, signedIn: 2 },
  '/life-hacks': { anonymous: 2, signedIn: 2 },
  // The form's regions and services come from the reference data, kept in memory.
  '/quote-request': { anonymous: 0, signedIn: 0 },
  '/quote-request?service=1': { anonymous: 0, signedIn: 0 },
  // The list's cards and counts, as the list without the map (the map reads its groups through
  // GET /api/projects/map from the browser).
  '/projects?view=map': { anonymous: 2, signedIn: 2 },
};

/**
 * The statements `path` makes read from scratch, the session lookup's left out: `X-Read-Cache: off`
 * has the counting server read past the read cache (docs/performance.md#read-cache), so these limits
 * hold for a page no one asked for yet. The lowest of four requests.
 */
async function queries(
  request: APIRequestContext,
  path: string,
  token?: string,
  readCache: 'on' | 'off' = 'off',
) {
  const counts: number[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await request.get(path, {
      headers: { ...(token ? { cookie: `sid=${token}` } : {}), 'x-read-cache': readCache },
      maxRedirects: 0,
    });
    expect(res.status(), path).toBe(200);
    // Read from scratch, blocks are rendered in place but for those with one viewer's texts to
    // put into holes (CachedHtml.astro): none is left unfilled (src/lib/cache/markup-holes.ts).
    expect(await res.text(), `${path}: a hole left in the page`).not.toContain('\uE000');
    const header = res.headers()['x-db-queries'];
    expect(header, `${path}: X-Db-Queries`).toMatch(/^\d+$/);
    const session = Number(res.headers()['x-db-session-queries']);
    // The session lookup, when its cache is cold, is one statement with the header's counts.
    expect(session, `${path}: X-Db-Session-Queries`).toBeLessThanOrEqual(token ? 1 : 0);
    counts.push(Number(header) - session);
  }
  return Math.min(...counts);
}

test('the main pages make no more database queries than counted, signed out and signed in', async ({
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL: baseURL! });
  const userContext = await playwright.request.newContext({ baseURL: baseURL! });
  const { token } = await signUp(userContext, {
    accountType: 'User',
    fullName: 'Sanjar Hisobchi',
    password: 'E2e-Queries-Pass-1',
  });
  const paths: Record<string, string> = {
    ...(await siteLinks(anonymous)),
    specialists: '/professionals/agents/quruvchi-mutaxassislar-xizmati',
    lifeHack: await firstLink(anonymous, '/life-hacks', /href="(\/life-hacks\/[^"#?/]+)"/),
  };
  const found: Record<string, { anonymous: number; signedIn: number }> = {};
  for (const page of Object.keys(LIMITS)) {
    const path = paths[page] ?? page;
    found[page] = {
      anonymous: await queries(anonymous, path),
      signedIn: await queries(anonymous, path, token),
    };
  }
  // One assertion with every page in it: a failure shows all counts at once.
  const over = Object.entries(found).filter(
    ([page, n]) => n.anonymous > LIMITS[page]!.anonymous || n.signedIn > LIMITS[page]!.signedIn,
  );
  expect(over, JSON.stringify(found)).toEqual([]);
  // The counter itself works: a page that reads the database says so (a 0 everywhere would pass).
  expect(found['/']!.anonymous).toBeGreaterThan(0);
  // And the read cache does: asked twice with it on, the home page's second answer reads nothing
  // (specs running beside this one write, which drops it now and then: asked again until so).
  await expect.poll(() => queries(anonymous, '/', undefined, 'on'), { timeout: 15_000 }).toBe(0);
  // So do the agent, agency, directory and article pages (they once read everything on every view).
  for (const page of [
    'agent',
    'agency',
    'specialists',
    '/agencies',
    '/agencies?view=map',
    '/projects?view=map',
    'news',
    '/news',
    'lifeHack',
  ]) {
    const path = paths[page] ?? page;
    await expect
      .poll(() => queries(anonymous, path, undefined, 'on'), { timeout: 15_000, message: path })
      .toBe(0);
  }
  await anonymous.dispose();
  await userContext.dispose();
});

/**
 * The account pages (docs/performance.md#account-pages), read from scratch, for a company and a
 * specialist with something on them: the company invited the specialist, the specialist wrote to
 * the company, the company saved a project. Every page reads the menu's two counts (invitations or
 * join requests, and new quote requests), then its own. The limits are the counts of 2026-12-01.
 * Kept, each page reads nothing at all.
 */
const ACCOUNT_LIMITS: Record<'company' | 'specialist', Record<string, number>> = {
  company: {
    '/account/messages': 9,
    // A page of projects and their total.
    '/account/my-projects': 4,
    '/account/selected-projects': 3,
    '/account/notifications': 4,
    '/account/saved-searches': 5,
    '/account/employees': 11,
    '/account/my-profile': 8,
    '/specialist-cabinet': 7,
    // Quote requests: a page of requests and their total (none here).
    '/account/requests': 4,
    '/account/my-requests': 4,
    // Orders: a page and their total (none: this server has no payment provider; the receipt and
    // the promotion page are counted in tests/e2e/payments.spec.ts, on a server with one).
    '/account/payments': 4,
  },
  specialist: {
    '/account/invitations': 7,
    '/account/messages': 9,
    '/account/my-profile': 8,
    '/specialist-cabinet': 7,
    '/account/requests': 4,
    '/account/my-requests': 4,
    '/account/payments': 4,
  },
};

test('the account pages make no more database queries than counted, and none once kept', async ({
  playwright,
  baseURL,
}) => {
  const context = await playwright.request.newContext({ baseURL: baseURL! });
  const password = 'E2e-Queries-Pass-2';
  const companyName = `Hisob Qurilish ${crypto.randomInt(100_000, 999_999)}`;
  const company = await signUp(context, {
    accountType: 'Agency',
    fullName: companyName,
    password,
    company: { tin: String(crypto.randomInt(100_000_000, 999_999_999)), companyName },
  });
  const specialist = await signUp(context, {
    accountType: 'Agent',
    fullName: 'Hisob Mutaxassis',
    password,
  });
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = async (token: string) =>
    (await (await context.get('/api/user/verify', { headers: as(token) })).json()) as {
      id: number;
      agentId: number | null;
    };
  const [companyMe, specialistMe] = await Promise.all([me(company.token), me(specialist.token)]);
  const firstProject = (await (await context.get('/api/projects?PageSize=1')).json()) as {
    items: { id: number }[];
  };
  const writes = [
    context.post('/api/agent-enrollment/invite', {
      headers: as(company.token),
      data: { agentId: specialistMe.agentId },
    }),
    context.post('/api/messages', {
      headers: as(specialist.token),
      data: { toAccountId: companyMe.id, content: 'Assalomu alaykum, ishlash mumkinmi?' },
    }),
    context.put(`/api/selected-projects/${firstProject.items[0]!.id}`, {
      headers: as(company.token),
    }),
    context.post('/api/saved-searches', {
      headers: as(company.token),
      data: { query: 'Storeys=two&Sort=priceAsc', frequency: 'daily', channels: ['site'] },
    }),
  ];
  for (const w of writes) expect((await w).status()).toBeLessThan(300);

  const tokens = { company: company.token, specialist: specialist.token };
  const found: Record<string, number> = {};
  const over: string[] = [];
  for (const [who, limits] of Object.entries(ACCOUNT_LIMITS)) {
    const token = tokens[who as keyof typeof tokens];
    for (const [path, limit] of Object.entries(limits)) {
      const n = await queries(context, path, token);
      found[`${who} ${path}`] = n;
      if (n > limit) over.push(`${who} ${path}`);
      // Kept: asked again with the read cache on, the page reads nothing (its data is kept per
      // account; specs running beside this one write, which drops it now and then).
      await expect
        .poll(() => queries(context, path, token, 'on'), { timeout: 15_000, message: path })
        .toBe(0);
    }
  }
  expect(over, JSON.stringify(found)).toEqual([]);
  await context.dispose();
});
