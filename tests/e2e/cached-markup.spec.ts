// Markup kept in memory (src/components/common/CachedHtml.astro, docs/performance.md#cached-markup)
// is rendered again after a write to the tables it shows: a review posted and then edited reaches
// the project page's list and the home page's reviews at once, in each language's own script,
// although both pages were just rendered (and kept) without it. Read from scratch (nothing kept by
// tables), the home page's body is kept by the data it was drawn from: new data is drawn at once.
import { expect, test } from '@playwright/test';
import { latinToCyrillic } from '@/lib/i18n/translit';
import { madeUpWord, signUp } from './helpers';

type Card = { id: number; title: string; url: string };

test('a review posted, then edited, shows at once on the cached project and home pages', async ({
  browser,
  request,
}) => {
  // A seeded project further down the list (other specs change the first ones and their own).
  const list = await (await request.get('/api/projects?PageSize=10&Lang=en')).json();
  const seeded = (list.items as Card[]).filter((p) => !p.title.startsWith('E2E'));
  const project = seeded[seeded.length - 2]!;

  const visitor = await (await browser.newContext()).newPage();
  const reviewsOn = async (path: string) => {
    await visitor.goto(path);
    return visitor.locator('.reviews').allInnerTexts();
  };
  // Rendered (and kept) before the review exists.
  for (const lang of ['en', 'oz'])
    expect((await reviewsOn(`${project.url}?lang=${lang}`)).join(' ')).not.toContain('Kesh');
  await reviewsOn('/?lang=en');
  // The home page read from scratch, before the review exists: its body kept by its data.
  const fromScratch = async (path: string) => {
    const res = await request.get(path, { headers: { 'x-read-cache': 'off' } });
    expect(res.status(), path).toBe(200);
    return res.text();
  };
  expect(await fromScratch('/?lang=en')).not.toContain('Kesh');

  const { token } = await signUp(request, {
    accountType: 'User',
    fullName: 'Kesh Tekshiruvchi',
    password: 'E2e-Cache-Pass-1',
  });
  const auth = { authorization: `Bearer ${token}` };
  const first = `Birinchi fikr ${madeUpWord()}`;
  const put = (text: string) =>
    request.put(`/api/projects/${project.id}/reviews/mine`, {
      headers: auth,
      data: { text, rating: 5 },
    });
  expect((await put(first)).status()).toBe(201);
  expect((await reviewsOn(`${project.url}?lang=en`)).join(' ')).toContain(first);
  expect((await reviewsOn('/?lang=en')).join(' ')).toContain(first);
  expect(await fromScratch('/?lang=en')).toContain(first);

  // The same review ids, new text: only the write tells the kept markup it is stale.
  const edited = `Tahrirlangan fikr ${madeUpWord()}`;
  expect((await put(edited)).status()).toBe(200);
  for (const lang of ['en', 'uz', 'ru']) {
    const shown = (await reviewsOn(`${project.url}?lang=${lang}`)).join(' ');
    expect(shown).toContain(edited);
    expect(shown).not.toContain(first);
  }
  const cyrillic = (await reviewsOn(`${project.url}?lang=oz`)).join(' ');
  expect(cyrillic).toContain(latinToCyrillic(edited));
  expect((await reviewsOn('/?lang=en')).join(' ')).toContain(edited);
  expect((await reviewsOn('/?lang=oz')).join(' ')).toContain(latinToCyrillic(edited));
  const home = await fromScratch('/?lang=en');
  expect(home).toContain(edited);
  expect(home).not.toContain(first);
});
