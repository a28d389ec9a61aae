// `npm run bench`: builds, starts the production server on throwaway data and prints, in one run
// (docs/performance.md#measuring):
// - requests/s, p50/p99 and the share of /about-us (the cheapest full page) for the main pages,
//   anonymous and signed in, with the page cache off, on PGlite and on PostgreSQL, at the demo
//   size and at 1,000 and 100,000 projects;
// - with them, the account pages of a demo company and a demo specialist given saved projects,
//   conversations, invitations, requests to join, quote requests and orders through the API, and
//   of the bench's User who sent the quote requests and saved searches (signed in only);
// - the same pages as anonymous visitors get them from the micro-cache;
// - PostgreSQL served by one process and by two (WEB_CONCURRENCY=2);
// - the script, HTML, CSS and image bytes each page loads in Chromium (as transferred: brotli);
// - Lighthouse medians (mobile, Slow 4G, 4× CPU) when Chromium is present;
// - at the largest size, the scale part (scripts/bench-scale.ts): the first hit of each probe
//   (deep pages, searches, filters, the other lists, sitemap files) beside /about-us, and memory.
// It prints figures; it asserts nothing. The machine may be shared: compare within one run.
// Options (env): BENCH_PARTS, BENCH_DB, BENCH_SIZES, BENCH_VISITORS, BENCH_SECONDS, BENCH_WARMUP,
// BENCH_ROUNDS, BENCH_CONNECTIONS, BENCH_PAGES=main, BENCH_PORT, BENCH_BUILD=0, BENCH_LH_RUNS,
// BENCH_SERVER — see the decision record.
// The project detail rotates over many projects and `/projects + filters` over several filter
// combinations (each connection walks the list), so a warm cache of one URL cannot fake a figure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { ensurePostgres, findPgBin, startCluster } from './services.mjs';
import { grow, probeScale } from './bench-scale';
import { cpuMs, lastCode, startServer as startOn, stopServer, waitFor } from './bench-server';
import { CHROMIUM, lighthouseMedians } from './bench-lighthouse';

const ROOT = path.resolve(import.meta.dirname, '..');
const TMP = path.join(ROOT, '.tmp/bench');
const PORT = Number(process.env.BENCH_PORT ?? 4455);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Seconds of unmeasured load per page before a server's first measured round (see `measure`). */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
/** Rounds a page's DURATION is split into, every page of the set in each (see `measure`). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The server entry: another build's (copy `dist/` aside) gives a before/after in one sitting. */
const SERVER = path.resolve(ROOT, process.env.BENCH_SERVER ?? 'dist/server/serve.mjs');
/** Its working folder (migrations are read from `src/lib/db/migrations` there). */
const SERVER_CWD = path.resolve(ROOT, process.env.BENCH_CWD ?? '.');

const list = (name: string, fallback: string) =>
  (process.env[name] ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const PARTS = new Set(
  list('BENCH_PARTS', 'throughput,scratch,cached,visitors,processes,bytes,lighthouse,scale'),
);
const DBS = list('BENCH_DB', process.env.BENCH_PG === '0' ? 'pglite' : 'pglite,postgres');
const SIZES = list('BENCH_SIZES', 'demo,1000,100000');
const VISITORS = list('BENCH_VISITORS', 'anonymous,signed-in');

const TARGET = { port: PORT, server: SERVER, cwd: SERVER_CWD };
/**
 * A Payme test merchant, so the promotion page exists and the company's orders can be made through
 * the API (docs/payments.md). Nothing calls Payme: an order only builds the checkout link.
 */
const PAYMENTS = { PAYME_MERCHANT_ID: 'bench-merchant', PAYME_TEST_KEY: 'bench-test-key' };
const startServer = (dataDir: string, env: Record<string, string> = {}) =>
  startOn(TARGET, dataDir, { ...PAYMENTS, ...env });
const stop = stopServer;

type Row = { path: string; rps: number; p50: number; p99: number; errors: number };

/** One page, or a rotation of URLs standing for it (reported under the first one's name). */
export async function load(
  page: string | string[],
  token?: string,
  seconds = DURATION,
): Promise<Row> {
  const pathnames = typeof page === 'string' ? [page] : page;
  const pathname = pathnames[0]!;
  const result = await autocannon({
    url: BASE + pathname,
    ...(pathnames.length > 1 ? { requests: pathnames.map((p) => ({ path: p })) } : {}),
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'br', ...(token ? { cookie: `sid=${token}` } : {}) },
  });
  return {
    path: pathname,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * A set of pages measured against each other (a share needs its /about-us measured alike): first
 * WARMUP seconds of each, not counted, then ROUNDS rounds of DURATION / ROUNDS seconds over the
 * whole set. A server's first seconds are slower (V8 still compiling, heaps still growing): measured
 * page after page, the first page — /about-us, every share's divisor — was read the coldest, and a
 * fresh server's anonymous /about-us came out 11–31 % below the signed-in one measured after it
 * (docs/performance.md#a-bench-warmed-and-interleaved). Requests/s are the rounds' mean, p50 their
 * mean, p99 their highest.
 */
export async function measure(pages: { page: string | string[]; token?: string | undefined }[]) {
  for (const { page, token } of pages) if (WARMUP > 0) await load(page, token, WARMUP);
  const rounds: Row[][] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const round: Row[] = [];
    for (const { page, token } of pages) round.push(await load(page, token, DURATION / ROUNDS));
    rounds.push(round);
  }
  const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
  return pages.map((_, i): Row => {
    const rows = rounds.map((round) => round[i]!);
    return {
      path: rows[0]!.path,
      rps: mean(rows.map((r) => r.rps)),
      p50: mean(rows.map((r) => r.p50)),
      p99: Math.max(...rows.map((r) => r.p99)),
      errors: rows.reduce((n, r) => n + r.errors, 0),
    };
  });
}

/** The pages found on the running site: a project detail, an agent and a news page. */
async function discover() {
  const first = async (page: string, re: RegExp) => {
    const html = await (await fetch(BASE + page)).text();
    const m = re.exec(html);
    if (!m) throw new Error(`no link ${re} on ${page}`);
    return m[1]!;
  };
  // Up to 40 project pages from the first pages of the list, for the rotating detail row.
  const details = new Set<string>();
  for (let n = 1; n <= 4 && details.size < 40; n++) {
    const html = await (await fetch(`${BASE}/projects?PageNumber=${n}`)).text();
    for (const m of html.matchAll(/href="(\/project\/details\/[^"]+)"/g)) details.add(m[1]!);
  }
  const agent = await first('/', /href="(\/agent\/[^"]+)"/);
  return {
    details: [...details],
    detail: await first('/projects', /href="(\/project\/details\/[^"]+)"/),
    agent,
    // "Request a quote" for the agent's first service, as its page links it.
    quote: await first(agent, /href="(\/quote-request\?service=[^"]+)"/),
    news: await first('/news', /href="(\/news\/details\/[^"]+)"/),
    ...(await discoverPublic(first)),
  };
}

/**
 * The public pages beyond the main three, found on the running site: an agency, a life-hack
 * article and the specialists directory's first page (the agent and news pages are found above).
 */
async function discoverPublic(first: (page: string, re: RegExp) => Promise<string>) {
  return {
    agency: await first('/agencies', /href="(\/agency\/[^"]+)"/),
    lifeHack: await first('/life-hacks', /href="(\/life-hacks\/[^"/?]+)"/),
    // The directory's own address is where its short form redirects.
    specialists: new URL(
      (await fetch(BASE + '/professionals/agents', { redirect: 'manual' })).headers.get(
        'location',
      )!,
      BASE,
    ).pathname,
  };
}

/**
 * A signed-in visitor: a User account registered once per database through the API (the code
 * read from DATA_DIR/outbox.jsonl, where the `log` SMS provider writes), then signed in through
 * `POST /api/user/login` at every server start. Answers the session token (`sid` cookie).
 */
const accounts = new Map<string, { phone: string; password: string }>();
async function signIn(db: string, dataDir: string): Promise<string> {
  const post = (p: string, body: unknown) =>
    fetch(BASE + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let account = accounts.get(db);
  if (!account) {
    account = {
      phone: `+99890${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
      password: 'Bench-Pass-2026',
    };
    const reg = await post('/api/user/register', {
      username: account.phone,
      password: account.password,
      confirmPassword: account.password,
      fullName: 'Bench Visitor',
      accountType: 'User',
      consent: true,
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
    const code = await lastCode(dataDir, account.phone, 'register');
    const { attemptToken } = (await reg.json()) as { attemptToken: string };
    const confirm = await post('/api/user/register/confirm', {
      username: account.phone,
      code,
      attemptToken,
    });
    if (confirm.status !== 200) throw new Error(`confirm: ${confirm.status}`);
    accounts.set(db, account);
  }
  const res = await post('/api/user/login', {
    username: account.phone,
    password: account.password,
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (await res.text()).trim();
}

const ABOUT = '/about-us';
const FILTERS = '/projects?Status=sale&PropertyType=house&PriceMin=100000000&Sort=priceAsc';
/** Several filter combinations under the FILTERS row: a new combination is rendered from scratch. */
const FILTER_SET = [
  FILTERS,
  '/projects?Status=rent&Sort=priceDesc',
  '/projects?PropertyType=apartment&PriceMax=2000000000&Sort=popular',
  '/projects?Status=sale&PageNumber=2',
  '/projects?PropertyType=house&Sort=priceDesc',
  '/projects?Status=sale&PropertyType=apartment&PriceMin=50000000',
];
function mainPaths(details: string | string[]): (string | string[])[] {
  return [ABOUT, '/', FILTER_SET, details, '/api/projects?PageSize=12', '/api/health'];
}
/** The public pages beyond the main three (docs/performance.md#agent-directory-and-article-pages). */
function publicPaths(found: Awaited<ReturnType<typeof discover>>): string[] {
  return [
    found.agent,
    found.agency,
    found.specialists,
    '/agencies',
    found.news,
    '/news',
    found.lifeHack,
    '/life-hacks',
    // docs/performance.md#pages-of-quote-requests-saved-searches-payments-and-the-map
    '/quote-request',
    found.quote,
    '/projects?view=map',
  ];
}

type Measured = { label: string; visitor: string; rows: Row[] };
const results: Measured[] = [];

/**
 * Signed-in accounts with something on their pages, for the account pages' rows
 * (docs/performance.md#account-pages): a demo company (Meʼmor Loyiha: projects, workers, a sent
 * invitation) and a demo specialist it invited (Dilshod Ergashev). The seed gives demo accounts a
 * password nobody knows, so the bench resets it by phone like a person would (the code read from
 * the outbox), then adds through the API what the seed has not: saved projects, conversations with
 * messages, more invitations and requests to join. Once per database; signed in at every start.
 */
type RichAccount = { phone: string; password: string };
type Rich = { agency: RichAccount; agent: RichAccount; orderId: number; projectId: number };
const richAccounts = new Map<string, Rich>();
const RICH_PASSWORD = 'Bench-Rich-2026';

async function api<T = Record<string, unknown>>(
  p: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const res = await fetch(BASE + p, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { cookie: `sid=${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${p}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
}

async function resetPassword(dataDir: string, phone: string) {
  await api('/api/user/forgot-password', { body: { username: phone } });
  const { resetToken } = await api<{ resetToken: string }>('/api/user/forgot-password/confirm', {
    body: { username: phone, code: await lastCode(dataDir, phone, 'reset') },
  });
  await api('/api/user/reset-password', {
    body: { resetToken, password: RICH_PASSWORD, confirmPassword: RICH_PASSWORD },
  });
}

async function login(a: RichAccount): Promise<string> {
  const res = await fetch(BASE + '/api/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: a.phone, password: a.password }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (await res.text()).trim();
}

async function setUpRichAccounts(dataDir: string, userToken: string): Promise<Rich> {
  type Items<T> = { items: T[] };
  type Detail = { accountId: number; phone: string };
  type Place = { regionId: number; services: { id: number }[] };
  const { items: agencies } = await api<Items<{ id: number; seoName: string } & Place>>(
    '/api/agencies?PageSize=50',
  );
  const agencyId = agencies.find((a) => a.seoName === 'memor-loyiha')!.id;
  const agencyDetail = await api<Detail>(`/api/agencies/${agencyId}`);
  const { items: agents } =
    await api<Items<{ id: number; fullName: string; agency: unknown } & Place>>(
      '/api/agents?PageSize=50',
    );
  const agentCard = agents.find((a) => a.fullName === 'Dilshod Ergashev')!;
  const agentDetail = await api<Detail>(`/api/agents/${agentCard.id}`);
  const agency = { phone: agencyDetail.phone, password: RICH_PASSWORD };
  const agent = { phone: agentDetail.phone, password: RICH_PASSWORD };
  await resetPassword(dataDir, agency.phone);
  await resetPassword(dataDir, agent.phone);
  const agencyToken = await login(agency);
  const agentToken = await login(agent);
  // Twelve saved projects: a full page of cards.
  const { items: projects } = await api<Items<{ id: number }>>('/api/projects?PageSize=12');
  for (const p of projects)
    await api(`/api/selected-projects/${p.id}`, { method: 'PUT', token: agencyToken });
  // Ten conversations of the company (two messages each), one of them with the specialist, who
  // answers, and one started by the bench's User.
  const others = agents.filter((a) => a.id !== agentCard.id).slice(0, 9);
  const recipients = [agentDetail.accountId];
  for (const a of others) recipients.push((await api<Detail>(`/api/agents/${a.id}`)).accountId);
  for (const [i, to] of recipients.entries())
    for (const n of [1, 2])
      await api('/api/messages', {
        token: agencyToken,
        body: { toAccountId: to, content: `Salom! Loyiha boʻyicha savol ${i + 1}.${n}` },
      });
  await api('/api/messages', {
    token: agentToken,
    body: {
      toAccountId: agencyDetail.accountId,
      content: 'Rahmat, taklifingizni koʻrib chiqaman.',
    },
  });
  await api('/api/messages', {
    token: userToken,
    body: { toAccountId: agencyDetail.accountId, content: 'Assalomu alaykum, uy loyihasi kerak.' },
  });
  // Invitations to five specialists who work nowhere, and the specialist's requests to join two
  // other companies (beside the company's invitation the seed left it).
  for (const a of agents.filter((x) => x.agency === null && x.id !== agentCard.id).slice(0, 5))
    await api('/api/agent-enrollment/invite', { token: agencyToken, body: { agentId: a.id } });
  for (const a of agencies.filter((x) => x.id !== agencyId).slice(0, 2))
    await api('/api/agent-enrollment/join', { token: agentToken, body: { agencyId: a.id } });
  return {
    agency,
    agent,
    ...(await quotesAndOrders(userToken, agencyToken, {
      agency: agencies.find((a) => a.id === agencyId)!,
      agent: agentCard,
    })),
  };
}

/**
 * What the pages of quote requests, saved searches, notifications and payments show
 * (docs/performance.md#pages-of-quote-requests-saved-searches-payments-and-the-map): the bench's
 * User asks for a service both the company and the specialist offer, twice in the company's region
 * and once in the specialist's (the day's three, docs/quote-requests.md), each match a notification
 * to the one matched; the company answers the first, a response and a notification for the User,
 * who also saves three searches. The company orders the promotion of three of its projects and
 * PRO (pending: nobody pays). Answers an order and a project for the pages that take an id.
 */
async function quotesAndOrders(
  userToken: string,
  agencyToken: string,
  to: Record<'agency' | 'agent', { regionId: number; services: { id: number }[] }>,
) {
  const serviceId = to.agency.services.find((s) =>
    to.agent.services.some((x) => x.id === s.id),
  )!.id;
  const jobs: [number, string][] = [
    [to.agency.regionId, 'Ikki qavatli uy loyihasi kerak, 120 kv. m, shahar ichida.'],
    [to.agency.regionId, 'Hovli uyining fasadini zamonaviy uslubda yangilash kerak.'],
    [to.agent.regionId, 'Uch xonali uy uchun arxitektura loyihasi va smeta kerak.'],
  ];
  for (const [regionId, description] of jobs)
    await api('/api/quote-requests', {
      token: userToken,
      body: { serviceId, regionId, description, budgetMin: 10_000_000, budgetMax: 50_000_000 },
    });
  const inbox = await api<{ items: { id: number }[] }>('/api/quote-requests/inbox', {
    token: agencyToken,
  });
  await api(`/api/quote-requests/${inbox.items.at(-1)!.id}/respond`, {
    token: agencyToken,
    body: { content: 'Salom! Bu ish bilan shugʻullanamiz, batafsil gaplashaylik.' },
  });
  const searches: [string, string][] = [
    ['Status=sale&PropertyType=house', 'Sotuvdagi uylar'],
    ['Status=rent&Sort=priceAsc', 'Ijara'],
    ['PropertyType=apartment&PriceMax=2000000000', 'Kvartiralar'],
  ];
  for (const [query, name] of searches)
    await api('/api/saved-searches', {
      token: userToken,
      body: { query, name, frequency: 'daily', channels: ['site'] },
    });
  const { items: own } = await api<{ items: { id: number; isActive: boolean }[] }>(
    '/api/my-projects?PageSize=12',
    { token: agencyToken },
  );
  const active = own.filter((p) => p.isActive).slice(0, 3);
  let orderId = 0;
  for (const p of active)
    ({ id: orderId } = await api<{ id: number }>('/api/billing/orders', {
      token: agencyToken,
      body: { plan: 'promotion-7', provider: 'payme', projectId: p.id },
    }));
  await api('/api/billing/orders', {
    token: agencyToken,
    body: { plan: 'pro-30', provider: 'payme' },
  });
  return { orderId, projectId: active[0]!.id };
}

/** The account pages, each measured beside the same visitor's /about-us. */
const accountPagesOf = (rich: Rich) => ({
  company: [
    ABOUT,
    '/account/messages',
    '/account/my-projects',
    '/account/selected-projects',
    '/account/employees',
    '/account/my-profile',
    '/specialist-cabinet',
    '/account/change-password',
    '/account/requests',
    '/account/notifications',
    '/account/payments',
    `/account/payments/${rich.orderId}`,
    `/account/my-project/promote/${rich.projectId}`,
  ],
  specialist: [
    ABOUT,
    '/account/invitations',
    '/account/messages',
    '/account/my-profile',
    '/specialist-cabinet',
    '/account/change-password',
    '/account/requests',
    '/account/notifications',
  ],
  // The bench's User: the quote requests it sent, its saved searches, its notifications.
  user: [ABOUT, '/account/my-requests', '/account/saved-searches', '/account/notifications'],
});

/** The account pages for the company, the specialist and the User above, in the run `label`. */
async function accountPages(db: string, dataDir: string, label: string, userToken: string) {
  let rich = richAccounts.get(db);
  if (!rich) {
    rich = await setUpRichAccounts(dataDir, userToken);
    richAccounts.set(db, rich);
  }
  const runs: Measured[] = [];
  for (const [visitor, pages] of Object.entries(accountPagesOf(rich))) {
    const token =
      visitor === 'user'
        ? userToken
        : await login(visitor === 'company' ? rich.agency : rich.agent);
    const rows = await measure(pages.map((page) => ({ page, token })));
    runs.push({ label, visitor, rows });
    printRun(`${label}, account pages`, [runs.at(-1)!]);
  }
  results.push(...runs);
}

const share = (rows: Row[], r: Row) => {
  const floor = rows.find((x) => x.path === ABOUT)?.rps;
  return floor ? +(r.rps / floor).toFixed(2) : NaN;
};
const short = (p: string) =>
  p.startsWith('/project/details/')
    ? 'project detail'
    : p === FILTERS
      ? '/projects + filters'
      : (PUBLIC_SHORT.find(([prefix]) => p.startsWith(prefix))?.[1] ?? p);
/** Short names of the public pages' rows (their slugs are long). */
const PUBLIC_SHORT: [string, string][] = [
  ['/agent/', 'agent page'],
  ['/agency/', 'agency page'],
  ['/professionals/agents/', 'specialists'],
  ['/news/details/', 'news article'],
  ['/life-hacks/', 'life-hack article'],
  ['/quote-request?service=', 'quote, a service'],
  ['/account/payments/', 'a payment'],
  ['/account/my-project/promote/', 'promotion'],
];

function printRun(label: string, runs: Measured[]) {
  console.log(
    `\n${label}, PAGE_CACHE_SECONDS=0 (${CONNECTIONS} connections, ${DURATION}s each; share = rps / rps of ${ABOUT}):`,
  );
  const paths = runs[0]!.rows.map((r) => r.path);
  console.table(
    paths.map((p) => {
      const out: Record<string, string | number> = { page: short(p) };
      for (const run of runs) {
        const r = run.rows.find((x) => x.path === p)!;
        out[`${run.visitor} rps`] = r.rps;
        out[`${run.visitor} share`] = share(run.rows, r);
        out[`${run.visitor} p50/p99 ms`] = `${r.p50}/${r.p99}`;
        if (r.errors) out[`${run.visitor} errors`] = r.errors;
      }
      return out;
    }),
  );
  for (const run of runs) {
    const about = run.rows.find((r) => r.path === ABOUT)?.rps;
    const health = run.rows.find((r) => r.path === '/api/health')?.rps;
    if (about && health)
      console.log(`  ${run.visitor}: ${ABOUT} = ${(about / health).toFixed(2)} × /api/health`);
  }
}

/** One server (cache off) on one database at one size: the main pages, per kind of visitor. */
async function throughput(
  db: string,
  size: string,
  dataDir: string,
  env: Record<string, string>,
  extra?: (found: Awaited<ReturnType<typeof discover>>, token: string) => Promise<void>,
) {
  const server = startServer(dataDir, { PAGE_CACHE_SECONDS: '0', ...env });
  try {
    await waitFor(`${BASE}/api/ready`);
    const found = await discover();
    const token = await signIn(db, dataDir);
    const label = `${db}, ${size === 'demo' ? 'demo data' : `${size} projects`}${env.READ_CACHE === 'off' ? ', read cache off' : ''}`;
    if (PARTS.has('throughput')) {
      const paths = mainPaths(found.details);
      if (process.env.BENCH_PAGES !== 'main') paths.push(...publicPaths(found));
      // Both kinds of visitor in one measured set, so neither gets the warmer half of the run.
      const tokens = VISITORS.map((visitor) => (visitor === 'signed-in' ? token : undefined));
      const rows = await measure(tokens.flatMap((t) => paths.map((page) => ({ page, token: t }))));
      const runs: Measured[] = VISITORS.map((visitor, v) => ({
        label,
        visitor,
        rows: rows.slice(v * paths.length, (v + 1) * paths.length),
      }));
      results.push(...runs);
      printRun(label, runs);
      // The account pages (signed in only: they send visitors elsewhere), with the read cache on.
      if (
        VISITORS.includes('signed-in') &&
        env.READ_CACHE !== 'off' &&
        process.env.BENCH_PAGES !== 'main'
      )
        await accountPages(db, dataDir, label, token);
    }
    await extra?.(found, token);
    return found;
  } finally {
    await stop(server);
  }
}

export async function pageBytes(
  pathnames: string[],
  token?: string,
  viewport = { width: 360, height: 740 },
) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const out = [];
  for (const pathname of pathnames) {
    // A fresh context per page: an empty cache, so every page counts all it loads.
    const context = await browser.newContext({ viewport });
    if (token) await context.addCookies([{ name: 'sid', value: token, url: BASE }]);
    const page = await context.newPage();
    const sizes = { js: 0, img: 0, html: 0, css: 0 };
    page.on('requestfinished', async (req) => {
      const type = req.resourceType();
      // Bytes of the body as they came over the wire (brotli/gzip), not after decoding.
      // (-1 when unknown).
      const len = Math.max(
        0,
        (await req.sizes().catch(() => ({ responseBodySize: 0 }))).responseBodySize,
      );
      if (type === 'script') sizes.js += len;
      else if (type === 'image') sizes.img += len;
      else if (type === 'document') sizes.html += len;
      else if (type === 'stylesheet') sizes.css += len;
    });
    await page.goto(BASE + pathname, { waitUntil: 'networkidle' });
    // Islands hydrating on `visible` load their code only when scrolled to: scroll to the end.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const islands = await page.locator('astro-island').count();
    out.push({
      path: short(pathname),
      islands,
      jsKB: +(sizes.js / 1024).toFixed(1),
      budget: islands ? '≤ 80' : '0',
      htmlKB: +(sizes.html / 1024).toFixed(1),
      cssKB: +(sizes.css / 1024).toFixed(1),
      imgKB: +(sizes.img / 1024).toFixed(1),
    });
    await context.close();
  }
  await browser.close();
  return out;
}

/** Bytes and Lighthouse on the PGlite demo server that is up (cache off). */
async function pagesInBrowser(found: Awaited<ReturnType<typeof discover>>, token: string) {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`\nBytes and Lighthouse skipped: no Chromium at ${CHROMIUM}.`);
    return;
  }
  if (PARTS.has('bytes')) {
    console.log(
      '\nBytes a phone loads (360×740, as transferred; script budget per docs/quality.md):',
    );
    console.table(
      await pageBytes([
        ABOUT,
        '/',
        '/projects',
        FILTERS,
        found.detail,
        found.agent,
        '/agencies',
        '/news',
        found.news,
        '/life-hacks',
        '/contact-us',
        '/calculate',
        '/ai/design/estimator',
        '/account/login',
        '/account/register',
        '/account/forgot-password',
      ]),
    );
    // The map view's map is hidden on a phone until asked for: a desktop shows it, and loads it.
    console.log(
      '\nThe map view beside the list (1280×800, the map loaded; ≤ 60 KB more than the list):',
    );
    console.table(
      await pageBytes(['/projects', '/projects?view=map'], undefined, { width: 1280, height: 800 }),
    );
    console.log('\nSigned in:');
    console.table(
      await pageBytes(
        ['/', found.detail, '/account/my-profile', '/account/my-projects', '/project/create'],
        token,
      ),
    );
  }
  if (PARTS.has('lighthouse')) {
    const rows = await lighthouseMedians(BASE, [
      '/',
      '/projects',
      found.detail,
      found.agent,
      found.news,
      '/account/login',
      '/account/register',
      '/calculate',
    ]);
    if (rows) {
      console.log(
        `\nLighthouse, mobile (Slow 4G, 4× CPU), median of ${process.env.BENCH_LH_RUNS ?? 3}, PAGE_CACHE_SECONDS=0:`,
      );
      console.table(rows.map((r) => ({ ...r, path: short(r.path) })));
    }
  }
}

/** Anonymous visitors as they get the pages: the micro-cache on (PGlite, demo data). */
async function cached(dataDir: string, detail: string[]) {
  const server = startServer(dataDir, { PAGE_CACHE_SECONDS: '5' });
  try {
    await waitFor(`${BASE}/api/ready`);
    const rows = await measure(mainPaths(detail).map((page) => ({ page })));
    console.log(
      `\npglite, demo data, anonymous, PAGE_CACHE_SECONDS=5 (${CONNECTIONS} connections):`,
    );
    console.table(rows.map((r) => ({ ...r, path: short(r.path), share: share(rows, r) })));
  } finally {
    await stop(server);
  }
}

const BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/**
 * Ever new visitors, as a site with steady traffic gets them (PGlite, demo data, the read cache
 * on, the page cache off): `/`, the filtered lists and the project pages in turn, each request
 * from an address of its own (X-Forwarded-For, the server trusting the loopback proxy), so each
 * project view is a new one the views' batch writes every 3 s. One address for all, as the other
 * parts send, writes none after the first batch. Prints requests/s, the statements a request sent
 * (X-Db-Queries) and the server's CPU a request, for both
 * (docs/performance.md#view-counts-leave-the-read-cache-be).
 */
async function newVisitors(dataDir: string, detail: string[]) {
  const server = startServer(dataDir, {
    PAGE_CACHE_SECONDS: '0',
    TRUST_PROXY: '127.0.0.1',
    COUNT_DB_QUERIES: 'true',
  });
  try {
    await waitFor(`${BASE}/api/ready`);
    const paths = ['/', ...FILTER_SET, ...detail];
    let address = 0; // never one twice in this server's day, warm-up included
    const run = async (label: string, fresh: boolean, seconds: number) => {
      let statements = 0;
      let answers = 0;
      const setupRequest = (req: autocannon.Request): autocannon.Request => {
        if (!fresh) return req;
        address += 1;
        const ip = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
        return { ...req, headers: { ...req.headers, 'x-forwarded-for': ip } };
      };
      const onResponse = (
        _status: number,
        _body: string,
        _context: object,
        headers: Record<string, string | string[] | undefined> | undefined,
      ) => {
        statements += Number(headers?.['x-db-queries'] ?? 0);
        answers += 1;
      };
      const cpuBefore = cpuMs(server.pid!);
      const result = await autocannon({
        url: BASE,
        connections: CONNECTIONS,
        duration: seconds,
        // A browser's User-Agent: views of an agent that names none, or a bot, are not counted.
        headers: { 'accept-encoding': 'br', 'user-agent': BROWSER },
        requests: paths.map((path) => ({ path, setupRequest, onResponse })),
      });
      const cpu = cpuMs(server.pid!) - cpuBefore;
      return {
        visitors: label,
        rps: Math.round(result.requests.average),
        'statements a request': answers ? (statements / answers).toFixed(3) : '–',
        'server CPU ms a request': result.requests.total
          ? (cpu / result.requests.total).toFixed(2)
          : '–',
        errors: result.errors + result.non2xx,
      };
    };
    await run('warm-up', true, WARMUP);
    const rows = [await run('one address', false, DURATION), await run('new', true, DURATION)];
    console.log(
      `\npglite, demo data, the read cache on, PAGE_CACHE_SECONDS=0, ${paths.length} pages in turn, ` +
        `${CONNECTIONS} connections:`,
    );
    console.table(rows);
  } finally {
    await stop(server);
  }
}

/** PostgreSQL, demo data, cache off, anonymous: one process against WEB_CONCURRENCY=2. */
async function processes(databaseUrl: string, detail: string[]) {
  const one = results.find((r) => r.label === 'postgres, demo data' && r.visitor === 'anonymous');
  const server = startServer(path.join(TMP, 'pg-2'), {
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: '2',
    PAGE_CACHE_SECONDS: '0',
  });
  try {
    await waitFor(`${BASE}/api/ready`);
    const two = await measure(mainPaths(detail).map((page) => ({ page })));
    console.log(
      `\npostgres, demo data, anonymous, PAGE_CACHE_SECONDS=0, 1 process vs WEB_CONCURRENCY=2:`,
    );
    console.table(
      two.map((t, i) => ({
        page: short(t.path),
        'rps 1 proc': one?.rows[i]?.rps ?? '–',
        'rps 2 procs': t.rps,
        'p50/p99 1': one ? `${one.rows[i]!.p50}/${one.rows[i]!.p99}` : '–',
        'p50/p99 2': `${t.p50}/${t.p99}`,
        errors: t.errors + (one?.rows[i]?.errors ?? 0),
      })),
    );
  } finally {
    await stop(server);
  }
}

/** The scale part at the largest size: a fresh server (nothing read yet), cache off. */
async function scale(db: string, size: string, dataDir: string, env: Record<string, string>) {
  const largest = Math.max(...SIZES.map(Number).filter(Number.isFinite));
  if (!PARTS.has('scale') || Number(size) !== largest) return;
  const server = startServer(dataDir, { PAGE_CACHE_SECONDS: '0', ...env });
  try {
    await waitFor(`${BASE}/api/ready`);
    await probeScale(BASE, server.pid!, `${db}, ${size} projects`, {
      seconds: DURATION,
      connections: CONNECTIONS,
    });
  } finally {
    await stop(server);
  }
}

/** The issue's table, one row per database × size × visitor: each page's rps (share of /about-us). */
function printSummary() {
  if (!results.length) return;
  console.log(
    `\nSummary, PAGE_CACHE_SECONDS=0: rps (share of ${ABOUT} for the same visitor); ` +
      'goals (docs/quality.md): the three pages ≥ 0.6, and ≥ 0.3 with the read cache off:',
  );
  console.table(
    results.map((m) => {
      const out: Record<string, string> = {
        run: `${m.label.replace(' projects', '').replace('demo data', 'demo')}, ${m.visitor === 'anonymous' ? 'anon' : m.visitor === 'signed-in' ? 'signed' : m.visitor}`,
      };
      for (const r of m.rows)
        out[short(r.path)] = r.path === ABOUT ? String(r.rps) : `${r.rps} (${share(m.rows, r)})`;
      return out;
    }),
  );
}

async function main() {
  if (process.env.BENCH_BUILD !== '0')
    spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  fs.rmSync(TMP, { recursive: true, force: true });
  console.log(
    `Bench: ${DBS.join('+')} × ${SIZES.join('/')} × ${VISITORS.join('+')}; parts ${[...PARTS].join(',')}. ` +
      'Figures swing with other work on the machine: compare within this run.',
  );
  if (DBS.includes('pglite')) {
    const dataDir = path.join(TMP, 'pglite');
    for (const size of SIZES) {
      if (size !== 'demo') {
        fs.rmSync(path.join(dataDir, 'server.lock'), { force: true });
        if (!fs.existsSync(dataDir)) {
          // The first server start seeds the demo data; stop it before growing (one writer).
          const seeding = startServer(dataDir);
          await waitFor(`${BASE}/api/ready`).finally(() => stop(seeding));
        }
        console.log(`\n(growing the PGlite projects to ${await grow({ dataDir }, Number(size))})`);
      }
      const found = await throughput(
        'pglite',
        size,
        dataDir,
        {},
        size === 'demo' ? pagesInBrowser : undefined,
      );
      await scale('pglite', size, dataDir, {});
      // Every read from the database again (docs/performance.md#read-cache), at the demo size,
      // before the data grows.
      if (size === 'demo' && PARTS.has('scratch'))
        await throughput('pglite', size, dataDir, { READ_CACHE: 'off' });
      // The micro-cache at the demo size, before the data grows.
      if (size === 'demo' && PARTS.has('cached')) await cached(dataDir, found.details);
      if (size === 'demo' && PARTS.has('visitors')) await newVisitors(dataDir, found.details);
    }
  }
  if (DBS.includes('postgres') && findPgBin()) {
    const cluster = await startCluster(ensurePostgres());
    try {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('CREATE DATABASE bench');
      await admin.end();
      const databaseUrl = cluster.url.replace(/\/postgres$/, '/bench');
      const dataDir = path.join(TMP, 'pg');
      let detail: string[] = [];
      for (const size of SIZES) {
        if (size !== 'demo') {
          if (!detail.length) {
            const seeding = startServer(dataDir, { DATABASE_URL: databaseUrl });
            await waitFor(`${BASE}/api/ready`).finally(() => stop(seeding));
          }
          console.log(
            `\n(growing the PostgreSQL projects to ${await grow({ databaseUrl }, Number(size))})`,
          );
        }
        const found = await throughput('postgres', size, dataDir, { DATABASE_URL: databaseUrl });
        await scale('postgres', size, dataDir, { DATABASE_URL: databaseUrl });
        if (size === 'demo' && PARTS.has('scratch'))
          await throughput('postgres', size, dataDir, {
            DATABASE_URL: databaseUrl,
            READ_CACHE: 'off',
          });
        if (!detail.length) detail = found.details;
        if (size === 'demo' && PARTS.has('processes')) await processes(databaseUrl, detail);
      }
    } finally {
      cluster.stop();
    }
  } else if (DBS.includes('postgres')) console.log('\nPostgreSQL skipped: no binaries found.');
  printSummary();
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
