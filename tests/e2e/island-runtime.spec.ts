// Astro's island runtime is a file of the build (build/patches/island-runtime.mjs,
// docs/performance.md#page-bytes): a page with islands names it once instead of carrying its
// text, the file is served to be kept, and the islands still hydrate from it, in each language.
import { expect, test } from '@playwright/test';
import { LANGS } from '@/lib/i18n/languages';

type Card = { url: string; title: string };

test('the project page names the island runtime file, and its islands hydrate from it', async ({
  page,
  request,
}) => {
  const list = await (await request.get('/api/projects?PageSize=12&Lang=en')).json();
  const project = (list.items as Card[]).find((p) => !p.title.startsWith('E2E'))!;

  for (const lang of LANGS) {
    const html = await (await request.get(`${project.url}?lang=${lang}`)).text();
    const named = [
      ...html.matchAll(/<script async src="(\/_astro\/island-runtime\.[\w-]+\.js)">/g),
    ];
    expect(named, lang).toHaveLength(1);
    // Its text is not in the page: no inline script defines the element or a loader.
    for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(body).not.toContain('astro-island');
      expect(body).not.toMatch(/astro:(idle|visible|load)/);
    }

    const runtime = await request.get(named[0]![1]!);
    expect(runtime.status()).toBe(200);
    expect(runtime.headers()['content-type']).toContain('javascript');
    expect(runtime.headers()['cache-control']).toContain('immutable');
    expect(await runtime.text()).toContain('customElements.define("astro-island"');

    await page.goto(`${project.url}?lang=${lang}`);
    // Astro drops `ssr` from an island once it has hydrated (the action bar and the toast host).
    await expect(page.locator('astro-island')).toHaveCount(2);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  }
});

test("the island elements' rule is in the <head> of pages with islands, and only of those", async ({
  page,
  request,
}) => {
  const RULE = 'astro-island,astro-slot,astro-static-slot{display:contents}';
  for (const path of ['/calculate', '/account/login', '/ai/design/estimator']) {
    const html = await (await request.get(path)).text();
    const [head, body] = html.split('<body');
    expect(head, path).toContain(RULE);
    // HTML allows no <style> in the <body> (tests/e2e/html-valid.spec.ts).
    expect(body, path).not.toContain('<style');
    await page.goto(path);
    await expect(page.locator('astro-island').first()).toHaveCSS('display', 'contents');
  }
  // A reading page has no island and does not carry the rule.
  for (const path of ['/news', '/about-us']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('<astro-island');
    expect(html, path).not.toContain(RULE);
  }
});
