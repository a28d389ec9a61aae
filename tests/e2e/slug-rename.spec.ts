// An old slug redirects to the canonical URL (docs/api.md "Page URLs"). A browser keeps a 301 that
// carries no Cache-Control for good, so renaming a project A → B → A used to leave /A → /B and
// /B → /A both in the browser's cache: ERR_TOO_MANY_REDIRECTS. Renamed here through the edit form
// by the Admin, visited by an anonymous browser that keeps its cache throughout. The project's card
// on its owner's page, read from scratch in every language, shows each title at once: a card is
// written from memory only while all it shows is the same (docs/performance.md#a-card-drawn-once).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latinToCyrillic } from '@/lib/i18n/translit';
import { escapeHtml } from '@/lib/news/article-text';

type Card = { id: number; title: string; url: string; owner: { profileUrl: string | null } };
const LANGS = ['uz', 'oz', 'ru', 'en'] as const;

/**
 * The title on project `code`'s card on `path` as the HTML writes it, read with nothing kept in the
 * read cache, so the list behind it is read again: what the card memo (ProjectCard.astro) then
 * writes must follow it.
 */
async function cardTitle(request: APIRequestContext, path: string, lang: string, code: string) {
  const res = await request.get(`${path}?lang=${lang}`, { headers: { 'x-read-cache': 'off' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  const at = html.indexOf(`href="/project/details/${code}/`);
  expect(at, `the card of ${code} on ${path}`).toBeGreaterThan(-1);
  return /^[^>]*>([^<]*)<\/a>/.exec(html.slice(at))?.[1] ?? '';
}

/** The title as the card's HTML writes it in `lang`: in the reader's script, escaped. */
const shownIn = (lang: string, title: string) =>
  escapeHtml(lang === 'oz' ? latinToCyrillic(title) : title);

async function rename(page: Page, id: number, title: string) {
  await page.goto(`/account/my-project/update/${id}?lang=en`);
  // The form island may still settle after hydrating (a re-render moves the caret, and the typed
  // text lands after the old title): type until the field holds exactly the new title.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const field = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(async () => {
    await field.fill(title);
    await expect(field).toHaveValue(title, { timeout: 1000 });
  }).toPass();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  const saved = await page.request.get(`/api/projects/${id}`);
  expect(((await saved.json()) as Card).title).toBe(title);
}

test('renaming a project and back never makes its old links loop, and its card follows', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/user/login', {
    data: { username: process.env.E2E_ADMIN_PHONE, password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = (await login.text()).trim();
  // A seeded project further down the list: other specs running alongside create, edit and delete
  // their own projects (titled `E2E …`) and read the first ones.
  const list = await (await request.get('/api/projects?PageSize=10&Lang=en')).json();
  const seeded = (list.items as Card[]).filter((p) => !p.title.startsWith('E2E'));
  const original = seeded[seeded.length - 1]!;
  const titleB = `${original.title} renamed`;

  const admin = await browser.newContext();
  await admin.addCookies([{ name: 'sid', value: token, url: baseURL!, httpOnly: true }]);
  const adminPage = await admin.newPage();
  const visitor = await (await browser.newContext()).newPage();
  const urlA = original.url;

  // The card on its owner's page, in every language, before the rename (so each is kept).
  const code = urlA.split('/')[3]!;
  const profile = original.owner.profileUrl;
  expect(profile, 'a seeded project has a specialist or company').toBeTruthy();
  const cardsSay = async (title: string) => {
    for (const lang of LANGS)
      expect(await cardTitle(request, profile!, lang, code), lang).toBe(shownIn(lang, title));
  };
  await cardsSay(original.title);

  await visitor.goto(urlA);
  await rename(adminPage, original.id, titleB);
  await cardsSay(titleB);
  await visitor.goto(urlA);
  const urlB = new URL(visitor.url()).pathname;
  expect(urlB).not.toBe(urlA);
  await expect(visitor.getByRole('heading', { level: 1, name: titleB })).toBeVisible();

  await rename(adminPage, original.id, original.title);
  await cardsSay(original.title);
  await visitor.goto(urlB);
  await expect(visitor).toHaveURL(`${baseURL}${urlA}`);
  await visitor.goto(urlA);
  await expect(visitor.getByRole('heading', { level: 1, name: original.title })).toBeVisible();

  // The browser may keep the redirect but must ask again before reusing it.
  const res = await request.get(urlB, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers()['cache-control']).toBe('no-cache');
  await admin.close();
});

test('every kind of canonical redirect may be kept only with a fresh check', async ({
  request,
}) => {
  const first = async (path: string) => (await (await request.get(path)).json()).items[0];
  const [category, agent, agency, service, news, project] = await Promise.all([
    first('/api/category/get-all?PageSize=1'),
    first('/api/agents?PageSize=1'),
    first('/api/agencies?PageSize=1'),
    first('/api/services?PageSize=1'),
    first('/api/news?PageSize=1'),
    first('/api/projects?PageSize=1'),
  ]);
  for (const path of [
    `/projects/old-name~${category.id}`,
    `/agent/old-name~${agent.id}`,
    `/agency/old-name~${agency.id}`,
    `/professionals/agents/old-name~${service.id}`,
    `/professionals/agencies/old-name~${service.id}`,
    '/professionals/agents',
    `/news/details/2000-01-01/${news.seoUrl}`,
    `/project/details/${project.seoProjectCode}`,
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(301);
    expect(res.headers()['cache-control'], path).toBe('no-cache');
  }
});

test('/professionals/{kind}/{slug}: a professional leads to its page, `~` to the base list, unknown names to 404', async ({
  request,
}) => {
  const first = async (path: string) => (await (await request.get(path)).json()).items[0];
  const agent = await first('/api/agents?PageSize=1');
  const agency = await first('/api/agencies?PageSize=1');
  for (const [path, location] of [
    [`/professionals/agents/${agent.seoName}~${agent.id}`, `/agent/${agent.seoName}~${agent.id}`],
    [`/professionals/agents/${agent.seoName}`, `/agent/${agent.seoName}~${agent.id}`],
    [
      `/professionals/agencies/${agency.seoName}~${agency.id}`,
      `/agency/${agency.seoName}~${agency.id}`,
    ],
    ['/professionals/agencies/~', '/agencies'],
    ['/professionals/agents/nom~', '/professionals/agents/quruvchi-mutaxassislar-xizmati'],
  ]) {
    const res = await request.get(path!, { maxRedirects: 0 });
    expect(res.status(), path).toBe(301);
    expect(res.headers().location, path).toBe(location);
  }
  for (const path of ['/professionals/agents/no-such-person', '/professionals/agencies/x~99999999'])
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
});
