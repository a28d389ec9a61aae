// The main pages' database queries, counted so they cannot creep back. The e2e server runs with
// COUNT_DB_QUERIES (playwright.config.ts), so every answer carries X-Db-Queries: the statements
// Drizzle sent while serving it (src/lib/db/query-count.server.ts). The limits are today's counts
// (docs/performance.md#render and #session-cache); a change that needs more must raise them here,
// on purpose.
//
// Each page is asked for twice and the smaller count is checked: specs running beside this one (the
// admin catalog) may drop the reference cache just before the first request, which then loads it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signUp } from './helpers';

/** Largest query count allowed per page, anonymous and signed in (an ordinary user). */
const LIMITS: Record<string, { anonymous: number; signedIn: number }> = {
  // Signed in, the session usually comes from the session cache
  // (docs/performance.md#session-cache), but any write to what the lookup reads drops that cache,
  // and specs running beside this one write all the time: the signed-in limits allow the one
  // session read of a cold cache (the cache has its own tests).
  '/about-us': { anonymous: 0, signedIn: 1 },
  '/': { anonymous: 5, signedIn: 6 },
  '/projects?Status=sale&Sort=priceAsc&PropertyType=house': { anonymous: 3, signedIn: 4 },
  // A project with reviews reads its reviewers too (one more than without): other specs may have
  // reviewed the first project by the time this one runs. Signed in: the viewer's own review.
  project: { anonymous: 4, signedIn: 6 },
  agent: { anonymous: 5, signedIn: 6 },
  news: { anonymous: 2, signedIn: 3 },
  // docs/performance.md#agent-directory-and-article-pages
  agency: { anonymous: 6, signedIn: 7 },
  specialists: { anonymous: 3, signedIn: 4 },
  '/agencies': { anonymous: 4, signedIn: 5 },
  '/news': { anonymous: 2, signedIn: 3 },
  lifeHack: { anonymous: 2, signedIn: 3 },
  '/life-hacks': { anonymous: 2, signedIn: 3 },
};

/**
 * The queries `path` makes read from scratch: `X-Read-Cache: off` has the counting server read past
 * the read cache (docs/performance.md#read-cache), so these limits hold for a page no one asked for
 * yet. The lower of two requests: the first may also fill the session cache.
 */
async function queries(
  request: APIRequestContext,
  path: string,
  token?: string,
  readCache: 'on' | 'off' = 'off',
) {
  const counts: number[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await request.get(path, {
      headers: { ...(token ? { cookie: `sid=${token}` } : {}), 'x-read-cache': readCache },
      maxRedirects: 0,
    });
    expect(res.status(), path).toBe(200);
    const header = res.headers()['x-db-queries'];
    expect(header, `${path}: X-Db-Queries`).toMatch(/^\d+$/);
    counts.push(Number(header));
  }
  return Math.min(...counts);
}

/** The first link on `listPath` matching `pattern` (the demo data's first project, agent, news). */
async function firstLink(request: APIRequestContext, listPath: string, pattern: RegExp) {
  const html = await (await request.get(listPath)).text();
  const href = pattern.exec(html)?.[1];
  expect(href, `a link on ${listPath}`).toBeTruthy();
  return href!;
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
    project: await firstLink(anonymous, '/projects', /href="(\/project\/details\/[^"#?]+)"/),
    agent: await firstLink(
      anonymous,
      '/professionals/agents/quruvchi-mutaxassislar-xizmati',
      /href="(\/agent\/[^"#?]+)"/,
    ),
    news: await firstLink(anonymous, '/news', /href="(\/news\/details\/[^"#?]+)"/),
    agency: await firstLink(anonymous, '/agencies', /href="(\/agency\/[^"#?]+)"/),
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
  for (const page of ['agent', 'agency', 'specialists', '/agencies', 'news', '/news', 'lifeHack']) {
    const path = paths[page] ?? page;
    await expect
      .poll(() => queries(anonymous, path, undefined, 'on'), { timeout: 15_000, message: path })
      .toBe(0);
  }
  await anonymous.dispose();
  await userContext.dispose();
});
