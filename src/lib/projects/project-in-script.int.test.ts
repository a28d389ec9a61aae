// What people write, in the reader's Uzbek script (src/lib/i18n/translit-user.ts): a Latin title on
// an `oz` page is Cyrillic, a Cyrillic-Uzbek one on a `uz` page is Latin, Russian stays Russian —
// on the project page, in the cards, in GET /api/projects/{id} and its reviews; the place line
// says a district typed again as the city once.
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { districts, regions, reviews } from '@/lib/db/schema';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { api } from '@tests/helpers/api';
import { resolveProjectPage } from '@/lib/pages/projects/detail-page.server';
import { cardsByIds } from '@/lib/projects/project-card.server';
import { projectPlaceLine } from '@/lib/projects/place-line.server';
import { GET as getProjectApi } from '@/pages/api/projects/[id]/index';
import { GET as getReviewsApi } from '@/pages/api/projects/[id]/reviews/index';
import type { Lang } from '@/lib/i18n/languages';

/** The request's locals, where the page notes the project it showed (the middleware counts it). */
const visitor = {};
type Made = Awaited<ReturnType<typeof makeProject>>;
let latin: Made, cyrillic: Made, russian: Made;
let district: typeof districts.$inferSelect;
let region: typeof regions.$inferSelect;

async function page(project: Made, lang: Lang) {
  const resolved = await resolveProjectPage(
    { code: project.code, slug: project.seoUrl, reviewsPage: 1, search: '' },
    null,
    visitor,
    lang,
  );
  if (resolved.kind !== 'page') throw new Error(`expected a page, got ${resolved.kind}`);
  return resolved;
}

beforeAll(async () => {
  [district] = (await db().select().from(districts).orderBy(asc(districts.id)).limit(1)) as [
    typeof district,
  ];
  [region] = (await db().select().from(regions).where(eq(regions.id, district.regionId))) as [
    typeof region,
  ];
  latin = await makeProject({
    title: 'Zamonaviy hovli uy',
    description: 'Uy juda yaxshi joylashgan. Продаётся срочно, торг уместен. Narxi kelishiladi.',
    address: 'Navoiy koʻchasi, 12-uy',
    // the district typed again as the city, in Russian: said once, in the reader's language
    city: district.nameRu,
    state: region.nameUz,
    regionId: region.id,
    districtId: district.id,
  });
  cyrillic = await makeProject({
    title: 'Тахтакўпирдаги ҳовли уй',
    description: 'Уй жуда яхши, ҳовлиси катта.',
  });
  russian = await makeProject({
    title: 'Дом в центре города',
    description: 'Продаётся дом с большим участком.',
  });
  const author = await makeReadAccount({ fullName: 'Aziz Karimov' });
  await db()
    .insert(reviews)
    .values({ projectId: latin.id, accountId: author.id, text: 'Loyiha zoʻr, rahmat!', rating: 5 });
});

describe('project page in the reader’s script', () => {
  it('shows a Latin-written project in Cyrillic on oz, as written on uz, ru and en', async () => {
    const oz = await page(latin, 'oz');
    expect(oz.project.title).toBe('Замонавий ҳовли уй');
    expect(oz.project.description).toBe(
      'Уй жуда яхши жойлашган. Продаётся срочно, торг уместен. Нархи келишилади.',
    );
    expect(oz.project.address).toBe('Навоий кўчаси, 12-уй');
    expect(oz.reviews.items[0]).toMatchObject({
      text: 'Лойиҳа зўр, раҳмат!',
      author: { fullName: 'Азиз Каримов' },
    });
    for (const lang of ['uz', 'ru', 'en'] as const)
      expect((await page(latin, lang)).project.title).toBe('Zamonaviy hovli uy');
  });

  it('shows a Cyrillic-Uzbek project in Latin on uz', async () => {
    expect((await page(cyrillic, 'uz')).project.title).toBe('Taxtakoʻpirdagi hovli uy');
    expect((await page(cyrillic, 'uz')).project.description).toBe('Uy juda yaxshi, hovlisi katta.');
    expect((await page(cyrillic, 'oz')).project.title).toBe('Тахтакўпирдаги ҳовли уй');
    expect((await page(cyrillic, 'ru')).project.title).toBe('Тахтакўпирдаги ҳовли уй');
  });

  it('leaves Russian as written in every language', async () => {
    for (const lang of ['uz', 'oz', 'ru', 'en'] as const) {
      const { project } = await page(russian, lang);
      expect(project.title).toBe('Дом в центре города');
      expect(project.description).toBe('Продаётся дом с большим участком.');
    }
  });

  it('gives cards and the API the same', async () => {
    const cards = await cardsByIds([latin.id, cyrillic.id, russian.id], 'oz');
    expect(cards.map((c) => c.title)).toEqual([
      'Замонавий ҳовли уй',
      'Тахтакўпирдаги ҳовли уй',
      'Дом в центре города',
    ]);
    const uzCards = await cardsByIds([latin.id, cyrillic.id, russian.id], 'uz');
    expect(uzCards.map((c) => c.title)).toEqual([
      'Zamonaviy hovli uy',
      'Taxtakoʻpirdagi hovli uy',
      'Дом в центре города',
    ]);
    const res = await api(getProjectApi, `/api/projects/${cyrillic.id}?Lang=uz`, {
      params: { id: String(cyrillic.id) },
    });
    expect(res.json.title).toBe('Taxtakoʻpirdagi hovli uy');
    const rv = await api(getReviewsApi, `/api/projects/${latin.id}/reviews?Lang=oz`, {
      params: { id: String(latin.id) },
    });
    expect(rv.json.items[0].text).toBe('Лойиҳа зўр, раҳмат!');
  });
});

describe('place line', () => {
  it('says the district once when the city repeats it in another language', async () => {
    for (const lang of ['uz', 'oz', 'ru', 'en'] as const) {
      const { project } = await page(latin, lang);
      const line = await projectPlaceLine(project);
      const districtName = project.district!.name;
      expect(line.split(', ').filter((p) => p === districtName)).toHaveLength(1);
      if (lang !== 'ru') expect(line).not.toContain(district.nameRu);
      expect(line.split(', ')).toHaveLength(4); // street, house, district, region
    }
  });
});
