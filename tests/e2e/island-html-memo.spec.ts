// An island marked pure (src/islands/pure.ts) is written from memory when its props come again
// (build/patches/island-html-memo.mjs, docs/performance.md#island-html-memo). What the server sends must
// still follow the props: the action bar's "saved" state and the review form's own review change in
// the page's HTML itself (read here without a browser, as a phone without JavaScript gets it), in
// each language, and coming back to earlier props gives the earlier element again.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { latinToCyrillic } from '@/lib/i18n/translit';
import { signUp } from './helpers';

type Card = { id: number; title: string; url: string };

/** The page's <astro-island> element of `component` (its opening tag, HTML and end). */
function island(html: string, component: string): string {
  const at = html.search(new RegExp(`<astro-island[^>]*component-url="[^"]*/${component}\\.`));
  expect(at, `${component} on the page`).toBeGreaterThanOrEqual(0);
  return html.slice(at, html.indexOf('</astro-island>', at));
}

const pageOf = async (request: APIRequestContext, url: string, sid: string) => {
  const res = await request.get(url, { headers: { cookie: `sid=${sid}` } });
  expect(res.status()).toBe(200);
  return res.text();
};

test('a kept island follows its props: saved state and own review, in four languages', async ({
  request,
}) => {
  const list = await (await request.get('/api/projects?PageSize=12&Lang=en')).json();
  const seeded = (list.items as Card[]).filter((p) => !p.title.startsWith('E2E'));
  const project = seeded[seeded.length - 3]!;
  const { token } = await signUp(request, {
    accountType: 'User',
    fullName: 'Orol Xotira',
    password: 'E2e-Island-Pass-1',
  });
  const auth = { authorization: `Bearer ${token}` };
  const uz = ['Tanlanganlarga qoʻshish', 'Tanlanganlardan olib tashlash'];
  const labels: Record<string, string[]> = {
    en: ['Add to selected', 'Remove from selected'],
    ru: ['Добавить в избранное', 'Убрать из избранного'],
    uz,
    oz: uz.map(latinToCyrillic),
  };

  const before: Record<string, string> = {};
  for (const [lang, [add]] of Object.entries(labels)) {
    const url = `${project.url}?lang=${lang}`;
    const first = island(await pageOf(request, url, token), 'ProjectActions');
    // The second render is the kept one: the same element.
    expect(island(await pageOf(request, url, token), 'ProjectActions')).toBe(first);
    expect(first).toContain('aria-pressed="false"');
    expect(first).toContain(add);
    before[lang] = first;
  }

  const saved = await request.put(`/api/selected-projects/${project.id}`, { headers: auth });
  expect(saved.ok()).toBe(true);
  for (const [lang, [, remove]] of Object.entries(labels)) {
    const now = island(
      await pageOf(request, `${project.url}?lang=${lang}`, token),
      'ProjectActions',
    );
    expect(now).toContain('aria-pressed="true"');
    expect(now).toContain(remove);
  }

  const removed = await request.delete(`/api/selected-projects/${project.id}`, { headers: auth });
  expect(removed.ok()).toBe(true);
  for (const lang of Object.keys(labels))
    expect(
      island(await pageOf(request, `${project.url}?lang=${lang}`, token), 'ProjectActions'),
    ).toBe(before[lang]);

  // The review form shows the visitor's own review as soon as it is written.
  const text = `Orol xotirasi sinovi ${Date.now()}`;
  const put = await request.put(`/api/projects/${project.id}/reviews/mine`, {
    headers: auth,
    data: { text, rating: 4 },
  });
  expect(put.status()).toBe(201);
  for (const lang of Object.keys(labels))
    expect(
      island(await pageOf(request, `${project.url}?lang=${lang}`, token), 'ReviewForm'),
    ).toContain(text);
});
