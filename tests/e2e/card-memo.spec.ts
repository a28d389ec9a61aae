// A project card is written from memory when the same card comes again
// (src/components/projects/ProjectCard.astro, docs/performance.md#a-card-drawn-once), and only then:
// after its owner changes the title and the price, a list read from scratch (`X-Read-Cache: off`,
// past the read cache's kept lists) shows the new ones at once, in four languages. It fails when
// the card's key leaves out what the card shows.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { latinToCyrillic } from '@/lib/i18n/translit';
import { madeUpWord, sampleProjectBody, specialistWithProject } from './helpers';

/** The card markup of the list's search for `w` in `lang`, read past the read cache. */
async function cardsFor(request: APIRequestContext, w: string, lang: string): Promise<string> {
  const res = await request.get(`/projects?Search=${encodeURIComponent(w)}&lang=${lang}`, {
    headers: { 'x-read-cache': 'off' },
  });
  expect(res.status()).toBe(200);
  const html = await res.text();
  const start = html.indexOf('<article class="project-card');
  expect(start, `a card for ${w} (${lang})`).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf('</article>', start));
}

test('a changed card is drawn again: new title and price at once, in four languages', async ({
  request,
}) => {
  const w = madeUpWord();
  const before = `Xotira ${w} uyi`;
  const { token } = await specialistWithProject(request, 'Karta Xotira', before, 'E2e-Card-Memo-1');
  const auth = { authorization: `Bearer ${token}` };
  const found = await (await request.get(`/api/projects?Search=${w}&Lang=uz`)).json();
  const id = found.items[0].id as number;
  const detail = await (await request.get(`/api/projects/${id}?Lang=uz`)).json();

  const langs = ['uz', 'oz', 'ru', 'en'] as const;
  const shown = (lang: string, title: string) => (lang === 'oz' ? latinToCyrillic(title) : title);
  const first: Record<string, string> = {};
  for (const lang of langs) {
    first[lang] = await cardsFor(request, w, lang);
    expect(first[lang]).toContain(shown(lang, before));
    // The second read is written from memory: the same markup.
    expect(await cardsFor(request, w, lang)).toBe(first[lang]);
  }

  const after = `Yangilangan ${w} uyi`;
  const put = await request.put(`/api/projects/${id}`, {
    headers: auth,
    data: {
      ...sampleProjectBody({
        title: after,
        categoryId: detail.categoryId,
        regionId: detail.regionId,
        contactName: 'Karta Xotira',
        imageIds: (detail.images as { id: number }[]).map((i) => i.id),
      }),
      price: 612_000_000,
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  for (const lang of langs) {
    const now = await cardsFor(request, w, lang);
    expect(now).toContain(shown(lang, after));
    expect(now).not.toContain(shown(lang, before));
    expect(now).toMatch(/612[\s\u00a0\u202f.,]?000[\s\u00a0\u202f.,]?000/);
    expect(now).not.toBe(first[lang]);
  }
});
