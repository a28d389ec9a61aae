// docs/quality.md "Valid HTML": the W3C Nu Html Checker (vnu.jar from the npm package `vnu-jar`,
// run by Java; `npm test` installs Debian's default-jre-headless when `java` is missing) finds no
// error on any page, in every language. The pages: every page of the sitemap (at most two of each
// kind of URL: projects, categories, news, agents, agencies…) and the public pages it leaves out
// (sign-in forms, error pages…), in uz, oz, ru and en; then the account, specialist and admin
// pages signed in, in uz and ru. Each answer is saved to a folder and the checker reads them all in
// one Java start. A last test fails when a page file under src/pages is reached by none of these
// addresses, so a new page joins the check or is named below with the reason it is not.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { hex, signUp } from './helpers';

const LANGS = ['uz', 'oz', 'ru', 'en'] as const;
const SIGNED_IN_LANGS = ['uz', 'ru'] as const;
/** Addresses of one kind (the same path but for its last part) checked from the sitemap. */
const PER_KIND = 2;
const ISLAND_RULE = 'astro-island,astro-slot,astro-static-slot{display:contents}';
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** Public pages the sitemap does not list: forms, notices, error pages, filtered lists. */
const PUBLIC_EXTRA = [
  '/life-hacks',
  '/explanation',
  '/selling-in-store',
  '/specialist-cabinet',
  '/page-not-found',
  '/account/login',
  '/account/register',
  '/account/register/confirm',
  '/account/register/finish',
  `/account/register/verify?token=${'x'.repeat(43)}`,
  '/account/forgot-password',
  '/account/logout',
  '/quote-request?service=1',
  `/saved-searches/unsubscribe?token=1.1.${'x'.repeat(43)}`,
  '/projects?Sort=priceAsc&AreaMin=50&HasGarage=true&OnlyDesign=true',
  '/agencies?page=2',
  '/agencies?view=map',
  '/professionals/agents/quruvchi-mutaxassislar-xizmati?view=map',
  '/professionals/agents/quruvchi-mutaxassislar-xizmati?view=map&RegionId=10',
  '/professionals/agents', // answers with a redirect to the agents' list
  '/403',
  '/404',
  '/500',
  `/no-such-page-${hex()}`,
];
/** Signed in as the seeded Admin. */
const ADMIN_PAGES = [
  '/account/my-profile',
  '/account/my-projects',
  '/account/selected-projects',
  '/account/messages',
  '/account/notifications',
  '/account/saved-searches',
  '/account/change-password',
  '/account/logout',
  '/project/create',
  '/agents/create',
  '/admin/dashboard',
  '/admin/users',
  '/admin/create-user',
  '/admin/categories',
  '/admin/services',
  '/admin/news',
  '/admin/life-hacks',
  '/admin/audit-log',
  '/admin/reports',
  '/admin/payments',
  '/account/payments',
  '/account/my-requests',
  '/quote-request',
];
/** Signed in as a new Agency: the specialist's pages. */
const AGENCY_PAGES = [
  '/specialist-cabinet',
  '/account/employees',
  '/account/invitations',
  '/account/my-profile',
  '/account/requests',
];
/** Page files no address above reaches, and why. */
const NOT_CHECKED: Record<string, string> = {
  'account/my-project/update/[seoProjectId].astro':
    'needs a project of the signed-in account; it renders the same ProjectFormPage as /project/create',
  'admin/reports/[id].astro': 'needs a reported conversation; none is seeded',
  'account/payments/[id].astro':
    'needs an order, which needs a payment provider this server has not (tests/e2e/payments.spec.ts opens it on a server with one)',
  'account/my-project/promote/[id].astro':
    'answers 404 without a payment provider, as on this server (docs/payments.md)',
};

type Fetched = { label: string; file: string; requested: string };

/** Every sitemap address in `lang` (following a sitemap index), at most PER_KIND of each kind. */
async function sitemapPaths(api: APIRequestContext, lang: string): Promise<string[]> {
  const locs = async (p: string) =>
    [...(await (await api.get(p)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!.replace(/&amp;/g, '&')),
    );
  let urls = await locs('/sitemap.xml');
  if (urls.some((u) => /\/sitemap-\d+\.xml$/.test(u.pathname)))
    urls = (await Promise.all(urls.map((u) => locs(u.pathname)))).flat();
  const perKind = new Map<string, number>();
  const out: string[] = [];
  for (const u of urls) {
    if (u.searchParams.get('lang') !== lang) continue;
    // A fixed page is a kind of its own; /projects/<category>, /agent/<name>… are one kind each.
    const parts = u.pathname.split('/').filter(Boolean);
    const kind = parts.length <= 1 ? u.pathname : `${parts[0]}/${parts.length}`;
    const seen = perKind.get(kind) ?? 0;
    if (seen >= PER_KIND) continue;
    perKind.set(kind, seen + 1);
    out.push(u.pathname + u.search);
  }
  return out;
}

const withLang = (p: string, lang: string) => `${p}${p.includes('?') ? '&' : '?'}lang=${lang}`;

/** The regular expression of a page file's addresses (`[x]` one part, `[...x]` any number). */
function routePattern(file: string): RegExp {
  const parts = file
    .replace(/\.astro$/, '')
    .split('/')
    .filter((p) => p !== 'index');
  const body = parts
    .map((p) =>
      /^\[\.\.\.\w+\]$/.test(p)
        ? '(?:/.*)?'
        : `/${p.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\[\w+\]/g, '[^/]+')}`,
    )
    .join('');
  return new RegExp(`^${body}/?$`);
}

function pageFiles(dir = path.resolve('src/pages'), base = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? pageFiles(path.join(dir, e.name), `${base}${e.name}/`)
        : e.name.endsWith('.astro')
          ? [`${base}${e.name}`]
          : [],
    );
}

test.describe.configure({ mode: 'serial' });

const requested: string[] = [];

test('the W3C Nu Html Checker finds no error on any page, signed out and signed in', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  expect(java.status, 'java (npm test installs default-jre-headless when it is missing)').toBe(0);

  // One client per visitor, each with its own cookies: signed out, the seeded Admin, a new Agency.
  const client = () => playwright.request.newContext({ baseURL: baseURL! });
  const [api, admin, agency] = await Promise.all([client(), client(), client()]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-valid-'));
  const pages: Fetched[] = [];
  const problems: string[] = [];

  const login = await admin.post('/api/user/login', {
    data: { username: process.env.E2E_ADMIN_PHONE, password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await signUp(agency, {
    accountType: 'Agency',
    fullName: 'Html Valid',
    password: 'E2e-Html-Pass-1',
    company: {
      tin: String(crypto.randomInt(100_000_000, 999_999_999)),
      companyName: `Html ${hex()}`,
    },
  });

  // A life-hacks article: the sitemap lists none.
  const lifeHack = /href="(\/life-hacks\/(?!rss\/)[^"?]+)"/.exec(
    await (await api.get('/life-hacks')).text(),
  );
  expect(lifeHack, 'a life-hacks article on /life-hacks').not.toBeNull();

  const jobs: { label: string; url: string; as?: APIRequestContext }[] = [];
  for (const lang of LANGS) {
    const listed = await sitemapPaths(api, lang);
    for (const p of listed) jobs.push({ label: p, url: p });
    // A project's address without its name part answers with a redirect to the full one.
    const project = listed.find((p) => p.startsWith('/project/details/'));
    if (project) {
      const short = project.replace(/^(\/project\/details\/[^/]+)\/[^?]+/, '$1');
      jobs.push({ label: short, url: short });
    }
    for (const p of [...PUBLIC_EXTRA, lifeHack![1]!])
      jobs.push({ label: `${p} (${lang})`, url: withLang(p, lang) });
  }
  for (const lang of SIGNED_IN_LANGS) {
    for (const p of ADMIN_PAGES)
      jobs.push({ label: `${p} (${lang}, Admin)`, url: withLang(p, lang), as: admin });
    for (const p of AGENCY_PAGES)
      jobs.push({ label: `${p} (${lang}, Agency)`, url: withLang(p, lang), as: agency });
  }

  // A few at a time: the server answers several requests at once, the machine has few cores.
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const res = await (job.as ?? api).get(job.url);
      requested.push(new URL(job.url, baseURL).pathname);
      if (res.status() >= 500 && !job.url.startsWith('/500')) {
        problems.push(`${job.label}: answered ${res.status()}`);
        continue;
      }
      // A signed-in page sent elsewhere (the sign-in form) would leave the page itself unchecked.
      if (job.as && new URL(res.url()).pathname !== new URL(job.url, baseURL).pathname) {
        problems.push(`${job.label}: sent to ${res.url()}`);
        continue;
      }
      const file = path.join(dir, `page-${pages.length + 1}.html`);
      pages.push({ label: job.label, file, requested: job.url });
      const html = await res.text();
      fs.writeFileSync(file, html);
      // The island elements' rule left the <body> for the <head> (src/islands/islands.css): a page
      // with islands must have it there, or its islands would lay out as inline boxes.
      if (html.includes('<astro-island') && !html.split('<body')[0]!.includes(ISLAND_RULE))
        problems.push(`${job.label}: islands, but no "${ISLAND_RULE}" in its <head>`);
    }
  };
  const t0 = Date.now();
  await Promise.all([worker(), worker(), worker(), worker()]);
  console.log(`[html-valid] fetched in ${Date.now() - t0} ms`);
  expect(problems, problems.join('\n')).toEqual([]);

  const run = spawnSync(
    'java',
    // The quick compiler only (C1): a run this short is over before C2's compiles pay off, a third
    // of the CPU time. C1's deeper stack frames need a larger stack than the checker's 512 KB.
    [
      '-Xss16m',
      '-XX:TieredStopAtLevel=1',
      '-jar',
      VNU_JAR,
      '--errors-only',
      '--format',
      'json',
      '--stdout',
      '--exit-zero-always',
      dir,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  expect(run.status, run.stderr).toBe(0);
  const { messages } = JSON.parse(run.stdout) as {
    messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[];
  };
  console.log(`[html-valid] checked in ${Date.now() - t0} ms`);
  const byFile = new Map(pages.map((p) => [path.basename(p.file), p.label]));
  const errors = messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map(
      (m) =>
        `${byFile.get(path.basename(m.url)) ?? m.url} line ${m.lastLine ?? '?'}: ${m.message}` +
        (m.extract ? `\n      …${m.extract.replace(/\s+/g, ' ').trim()}…` : ''),
    );
  console.log(`[html-valid] ${pages.length} pages checked, ${errors.length} errors`);
  fs.rmSync(dir, { recursive: true, force: true });
  await Promise.all([api.dispose(), admin.dispose(), agency.dispose()]);
  expect(errors, `W3C Nu Html Checker errors:\n${errors.join('\n')}`).toEqual([]);
});

test('every page file is reached by an address the check above reads', () => {
  expect(requested.length, 'the check above ran').toBeGreaterThan(0);
  const missed = pageFiles()
    .filter((f) => !(f in NOT_CHECKED))
    .filter((f) => !requested.some((p) => routePattern(f).test(p)));
  expect(missed, 'pages no address reaches: add one to html-valid.spec.ts').toEqual([]);
});
