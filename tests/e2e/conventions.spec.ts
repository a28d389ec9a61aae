// The conventions browsers, crawlers, feed readers and messengers expect
// (docs/performance.md#site-conventions): robots.txt with its Sitemap line, the sitemap with
// hreflang alternates, the web app manifest and icons (fetched by Chromium itself, under the page's
// CSP), RSS feeds per language (parsed by the browser's XML parser), a `?lang=` page naming itself
// canonical, and 1200×630 JPEG Open Graph images.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { tr, type Lang } from './helpers';

const LANGS: Lang[] = ['uz', 'oz', 'ru', 'en'];
const TAGS: Record<Lang, string> = { uz: 'uz-Latn', oz: 'uz-Cyrl', ru: 'ru', en: 'en' };

/** Parses XML in the page with DOMParser: the document, or a failure naming the parser error. */
async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0];
    return error ? { error: error.textContent } : { error: null };
  }, xml);
}

async function jpegSize(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type'], url).toBe('image/jpeg');
  const meta = await sharp(await res.body()).metadata();
  return `${meta.format} ${meta.width}x${meta.height}`;
}

test('robots.txt names the absolute sitemap and keeps crawlers out of private paths', async ({
  request,
  baseURL,
}) => {
  const res = await request.get('/robots.txt');
  expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const body = await res.text();
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const p of ['/account/', '/admin/', '/api/']) expect(body).toContain(`Disallow: ${p}`);
});

test('the sitemap is valid XML listing each page in every language with hreflang alternates', async ({
  page,
  request,
  baseURL,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  await page.goto('/robots.txt');
  expect(await parseXml(page, xml)).toEqual({ error: null });
  const links = (loc: string) =>
    LANGS.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${TAGS[l]}" href="${loc}?lang=${l}"/>`,
    ).join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${loc}"/>`;
  for (const l of LANGS) expect(xml).toContain(`<url><loc>${baseURL}/projects?lang=${l}</loc>`);
  expect(xml).toContain(`<url><loc>${baseURL}/projects</loc>${links(`${baseURL}/projects`)}</url>`);
  // No index while it fits one file: the numbered files do not exist.
  expect((await request.get('/sitemap-1.xml')).status()).toBe(404);
});

test('the manifest and icons load in Chromium, under the page CSP, in the page language', async ({
  page,
  request,
}) => {
  await page.goto('/?lang=ru');
  await expect(page.locator('link[rel=manifest]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest?lang=ru',
  );
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  const data = JSON.parse(manifest.data!) as {
    name: string;
    lang: string;
    description: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(data.name).toBe('Quruvchi.uz');
  expect(data.lang).toBe('ru');
  expect(data.description).toBe(tr('ru', 'home:meta.description'));
  expect(data.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  const res = await request.get('/manifest.webmanifest?lang=ru');
  expect(res.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');

  const touch = page.locator('link[rel=apple-touch-icon]');
  const icons = [
    ...data.icons.map((i) => [i.src, i.sizes] as const),
    [await touch.getAttribute('href'), '180x180'] as const,
  ];
  for (const [src, sizes] of icons) {
    const icon = await request.get(src!);
    expect(icon.headers()['content-type'], src!).toBe('image/png');
    const meta = await sharp(await icon.body()).metadata();
    expect(`${meta.width}x${meta.height}`, src!).toBe(sizes);
  }
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect((await ico.body()).readUInt16LE(2)).toBe(1); // an ICO file's "icon" type
  await expect(page.locator('meta[name=theme-color]')).toHaveAttribute('content', '#0f5132');
});

test('news and life hacks link their RSS feed in the page language; the feeds parse', async ({
  page,
  request,
  baseURL,
}) => {
  for (const [list, kind] of [
    ['/news', 'list'],
    ['/life-hacks', 'lifeHacks'],
  ] as const) {
    for (const lang of LANGS) {
      await page.goto(`${list}?lang=${lang}`);
      const feed = `${list}/rss/${lang}.xml`;
      await expect(page.locator('link[rel=alternate][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        feed,
      );
      const visible = page.getByRole('link', { name: tr(lang, 'news:feed.link') });
      await expect(visible).toHaveAttribute('href', feed);
      const res = await request.get(feed);
      expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
      const xml = await res.text();
      expect(await parseXml(page, xml), feed).toEqual({ error: null });
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        const channel = doc.querySelector('rss > channel')!;
        return {
          title: channel.querySelector(':scope > title')?.textContent,
          language: channel.querySelector(':scope > language')?.textContent,
          links: [...channel.querySelectorAll('item > link')].map((l) => l.textContent),
        };
      }, xml);
      expect(parsed.title).toBe(`${tr(lang, `news:${kind}.title`)} — Quruvchi.uz`);
      expect(parsed.language).toBe(TAGS[lang]);
      expect(parsed.links.length).toBeGreaterThan(0);
      for (const link of parsed.links) {
        expect(
          link!.startsWith(`${baseURL}${list === '/news' ? '/news/details/' : '/life-hacks/'}`),
        ).toBe(true);
        expect(link!.endsWith(`?lang=${lang}`)).toBe(true);
      }
      // An item's page (reached from the feed, in its language) names the same feed.
      await page.goto(parsed.links[0]!);
      await expect(page.locator('link[rel=alternate][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        feed,
      );
    }
  }
});

test('a ?lang= page names itself canonical; alternates are each language and a bare x-default', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const head = async () => ({
    canonical: await page.locator('link[rel=canonical]').getAttribute('href'),
    alternates: await page
      .locator('link[rel=alternate][hreflang]')
      .evaluateAll((els) =>
        els.map((e) => `${e.getAttribute('hreflang')} ${e.getAttribute('href')}`),
      ),
    ogUrl: await page.locator('meta[property="og:url"]').getAttribute('content'),
  });
  const expected = [
    ...LANGS.map((l) => `${TAGS[l]} ${baseURL}/projects?lang=${l}`),
    `x-default ${baseURL}/projects`,
  ];
  // A first visit without a cookie: Uzbek at the bare URL, which is also the x-default.
  await page.goto('/projects');
  expect(await head()).toEqual({
    canonical: `${baseURL}/projects`,
    alternates: expected,
    ogUrl: `${baseURL}/projects`,
  });
  for (const lang of LANGS) {
    await page.goto(`/projects?lang=${lang}`);
    const h = await head();
    expect(h.canonical).toBe(`${baseURL}/projects?lang=${lang}`);
    expect(h.ogUrl).toBe(h.canonical);
    expect(h.alternates).toEqual(expected);
  }
  // The cookie now says `en`: the bare URL shows English, so it names the English URL, not itself.
  await page.goto('/projects');
  expect((await head()).canonical).toBe(`${baseURL}/projects?lang=en`);
  await context.close();
});

test('projects, agents, agencies and news share a 1200×630 JPEG; pages without a photo the default', async ({
  page,
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const firstLoc = (re: RegExp) =>
    [...sitemap.matchAll(/<loc>([^<?]+)<\/loc>/g)].map((m) => m[1]!).find((u) => re.test(u));
  const pages = {
    project: firstLoc(/\/project\/details\//),
    agent: firstLoc(/\/agent\//),
    agency: firstLoc(/\/agency\//),
    news: firstLoc(/\/news\/details\//),
  };
  const seen = new Set<string>();
  for (const [name, url] of Object.entries(pages)) {
    expect(url, name).toBeTruthy();
    await page.goto(url!);
    const meta = async (p: string) => page.locator(`meta[property="${p}"]`).getAttribute('content');
    const image = (await meta('og:image'))!;
    expect(image, name).toMatch(new RegExp(`^${baseURL}/(og/.+\\.jpg|og-default\\.jpg)$`));
    expect(await meta('og:image:type')).toBe('image/jpeg');
    expect(await meta('og:image:width')).toBe('1200');
    expect(await meta('og:image:height')).toBe('630');
    expect(await jpegSize(request, image), name).toBe('jpeg 1200x630');
    seen.add(image.includes('/og/') ? 'photo' : 'default');
    if (name === 'project') expect(image, 'a demo project has photos').toContain('/og/projects/');
  }
  expect(seen.has('photo')).toBe(true);
  // A page without a photo of its own.
  await page.goto('/about-us');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(`${baseURL}/og-default.jpg`);
  expect(await jpegSize(request, image!)).toBe('jpeg 1200x630');
  // A made JPEG is immutable: cached for a year.
  const og = await request.get(
    (await (await page.goto(pages.project!))!.text()).match(
      /property="og:image" content="([^"]+)"/,
    )![1]!,
  );
  expect(og.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
