// GET /api/news, /api/news/{id}, /api/life-hacks, /api/life-hacks/{id}: shape, paging, order,
// language, visibility, 400 with fields on a bad query, 404; and the page loader's 301/404 rules.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '@tests/helpers/call';
import { makeLifeHack, makeNews } from '@tests/factories/news';
import { GET as listNews } from '@/pages/api/news/index';
import { GET as getNews } from '@/pages/api/news/[id]';
import { GET as listLifeHacks } from '@/pages/api/life-hacks/index';
import { GET as getLifeHack } from '@/pages/api/life-hacks/[id]';
import {
  loadArticleDetail,
  loadArticleDetailPage,
  loadArticleListView,
} from './article-page.server';
import { tFor } from '../i18n/i18n';
import { latinToCyrillic } from '../i18n/translit';

const day = (iso: string) => new Date(iso);
let visible: Awaited<ReturnType<typeof makeNews>>[] = [];
let hidden: Awaited<ReturnType<typeof makeNews>>;
let future: Awaited<ReturnType<typeof makeNews>>;

beforeAll(async () => {
  // Five visible news, one per day; the last one at 20:30 UTC = 01:30 next day in Tashkent.
  visible = [];
  for (const [i, at] of [
    '2025-03-10T08:00:00Z',
    '2025-03-11T08:00:00Z',
    '2025-03-12T08:00:00Z',
    '2025-03-13T08:00:00Z',
    '2025-03-15T20:30:00Z',
  ].entries()) {
    visible.push(
      await makeNews({
        seoUrl: `yangilik-${i}`,
        titleUz: `Oʻzbekiston yangiligi ${i}`,
        titleRu: `Новость ${i}`,
        titleEn: `News ${i}`,
        titleOz: i === 1 ? 'Қўлда ёзилган сарлавҳа' : '',
        publishedAt: day(at),
        imagePath: i === 0 ? '/media/news/ab/abababababababababababab-1280.webp' : null,
      }),
    );
  }
  hidden = await makeNews({
    seoUrl: 'qoralama',
    isPublished: false,
    publishedAt: day('2025-03-14T08:00:00Z'),
  });
  future = await makeNews({ seoUrl: 'kelajak', publishedAt: new Date(Date.now() + 86400_000) });
  await makeLifeHack({
    seoUrl: 'layfxak-1',
    titleEn: 'Hack 1',
    publishedAt: day('2025-02-01T08:00:00Z'),
  });
});

describe('GET /api/news', () => {
  it('answers the paged shape with items in the asked language, newest first', async () => {
    const response = await call(listNews, '/api/news?Lang=en');
    expect(response.status).toBe(200);
    expect(response.json.metaData).toEqual({ totalCount: 5, pageNumber: 1, pageSize: 50 });
    expect(response.json.items.map((i: { title: string }) => i.title)).toEqual([
      'News 4',
      'News 3',
      'News 2',
      'News 1',
      'News 0',
    ]);
    const last = response.json.items[4];
    expect(last).toEqual({
      id: visible[0]!.id,
      title: 'News 0',
      text: 'First paragraph.\n\nSecond paragraph.',
      source: 'https://gov.uz/news/1',
      image: { imagePath: '/media/news/ab/abababababababababababab-1280.webp' },
      publishedAt: '2025-03-10T08:00:00.000Z',
      updatedAt: expect.any(String),
      seoDate: '2025-03-10',
      seoUrl: 'yangilik-0',
    });
    expect(response.json.items[0].image).toBeNull();
  });

  it('gives seoDate as the day in Tashkent (UTC+5), not in UTC', async () => {
    const r = await call(listNews, '/api/news?PageSize=1');
    expect(r.json.items[0].publishedAt).toBe('2025-03-15T20:30:00.000Z');
    expect(r.json.items[0].seoDate).toBe('2025-03-16');
  });

  it('never lists unpublished or scheduled news', async () => {
    const r = await call(listNews, '/api/news');
    const ids = r.json.items.map((i: { id: number }) => i.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(future.id);
  });

  it('pages with PageNumber and PageSize; Order=asc reverses', async () => {
    const p2 = await call(listNews, '/api/news?PageSize=2&PageNumber=2&Lang=en');
    expect(p2.json.metaData).toEqual({ totalCount: 5, pageNumber: 2, pageSize: 2 });
    expect(p2.json.items.map((i: { title: string }) => i.title)).toEqual(['News 2', 'News 1']);
    const asc = await call(listNews, '/api/news?Order=asc&PageSize=1&Lang=en');
    expect(asc.json.items[0].title).toBe('News 0');
    const past = await call(listNews, '/api/news?PageNumber=9');
    expect(past.status).toBe(200);
    expect(past.json.items).toEqual([]);
  });

  it('uses the request language without Lang, ru and uz columns, and oz: the oz column or the transliterated uz', async () => {
    const ru = await call(listNews, '/api/news', { lang: 'ru' });
    expect(ru.json.items[0].title).toBe('Новость 4');
    const uz = await call(listNews, '/api/news?Lang=uz', { lang: 'ru' });
    expect(uz.json.items[0].title).toBe('Oʻzbekiston yangiligi 4');
    const oz = await call(listNews, '/api/news?Lang=oz');
    const byId = new Map(oz.json.items.map((i: { id: number; title: string }) => [i.id, i.title]));
    expect(byId.get(visible[1]!.id)).toBe('Қўлда ёзилган сарлавҳа');
    expect(byId.get(visible[4]!.id)).toBe(latinToCyrillic('Oʻzbekiston yangiligi 4'));
    expect(byId.get(visible[4]!.id)).toMatch(/^Ўзбекистон/);
  });

  it.each([
    ['PageSize=0', 'PageSize'],
    ['PageSize=51', 'PageSize'],
    ['PageNumber=abc', 'PageNumber'],
    ['PageNumber=0', 'PageNumber'],
    ['Lang=xx', 'Lang'],
    ['Order=new', 'Order'],
  ])('rejects %s with 400 and a translated fields.%s', async (qs, field) => {
    const response = await call(listNews, `/api/news?${qs}`, { lang: 'en' });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('validation_failed');
    expect(response.json.error.fields[field]).toEqual(expect.any(String));
    expect(response.json.error.fields[field]).not.toMatch(/^errors:/);
  });
});

describe('GET /api/news/{id}', () => {
  it('answers one item in the asked language', async () => {
    const response = await call(getNews, `/api/news/${visible[2]!.id}?Lang=ru`, {
      params: { id: String(visible[2]!.id) },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id: visible[2]!.id,
      title: 'Новость 2',
      text: 'Первый абзац.\n\nВторой абзац.',
      seoDate: '2025-03-12',
      seoUrl: 'yangilik-2',
    });
  });

  it.each([
    ['an unknown id', () => '999999'],
    ['a non-number', () => 'abc'],
    ['an unpublished item', () => String(hidden.id)],
    ['a scheduled item', () => String(future.id)],
  ])('answers 404 for %s', async (_, id) => {
    const r = await call(getNews, `/api/news/${id()}`, { params: { id: id() }, lang: 'en' });
    expect(r.status).toBe(404);
    expect(r.json.error).toEqual({ code: 'not_found', message: expect.any(String) });
  });

  it('rejects a bad Lang with 400', async () => {
    const response = await call(getNews, `/api/news/${visible[0]!.id}?Lang=de`, {
      params: { id: String(visible[0]!.id) },
    });
    expect(response.status).toBe(400);
    expect(response.json.error.fields.Lang).toEqual(expect.any(String));
  });
});

describe('GET /api/life-hacks', () => {
  it('lists life hacks only, with the same shape', async () => {
    const r = await call(listLifeHacks, '/api/life-hacks?Lang=en');
    expect(r.status).toBe(200);
    expect(r.json.metaData).toEqual({ totalCount: 1, pageNumber: 1, pageSize: 50 });
    expect(r.json.items[0]).toMatchObject({
      title: 'Hack 1',
      seoUrl: 'layfxak-1',
      seoDate: '2025-02-01',
      image: null,
    });
  });

  it('answers one life hack by id, 404 for an unknown one, 400 on a bad query', async () => {
    const list = await call(listLifeHacks, '/api/life-hacks');
    const id = String(list.json.items[0].id);
    expect((await call(getLifeHack, `/api/life-hacks/${id}`, { params: { id } })).json.seoUrl).toBe(
      'layfxak-1',
    );
    expect(
      (await call(getLifeHack, '/api/life-hacks/424242', { params: { id: '424242' } })).status,
    ).toBe(404);
    expect((await call(listLifeHacks, '/api/life-hacks?PageSize=100')).status).toBe(400);
  });
});

describe('news page loader', () => {
  it('finds the canonical URL, answers 301 for a wrong date and 404 for an unknown slug', async () => {
    const found = await loadArticleDetail('news', 'yangilik-4', '2025-03-16', 'uz');
    expect(found.kind).toBe('found');
    if (found.kind === 'found')
      expect(found.more.map((m) => m.seoUrl)).toEqual(['yangilik-3', 'yangilik-2', 'yangilik-1']);
    expect(await loadArticleDetail('news', 'yangilik-4', '2025-03-15', 'uz')).toEqual({
      kind: 'redirect',
      location: '/news/details/2025-03-16/yangilik-4',
    });
    expect(await loadArticleDetail('news', 'yoq-narsa', '2025-03-16', 'uz')).toEqual({
      kind: 'notFound',
    });
    expect(await loadArticleDetail('news', 'qoralama', '2025-03-14', 'uz')).toEqual({
      kind: 'notFound',
    });
  });
});

describe('article detail page view', () => {
  const ctx = { url: new URL('https://quruvchi.test/x'), lang: 'en' as const, t: tFor('en') };

  it('gives a news page its head, JSON-LD and way back to the list; a wrong date still 301s', async () => {
    const result = await loadArticleDetailPage(
      'news',
      { seoDate: '2025-03-10', seoUrl: 'yangilik-0' },
      ctx,
    );
    if (result.kind !== 'found') throw new Error(result.kind);
    const { view } = result;
    expect(view.meta).toMatchObject({
      title: 'News 0',
      canonicalPath: '/news/details/2025-03-10/yangilik-0',
      image: '/media/news/ab/abababababababababababab-1280.webp',
      jsonLd: {
        '@type': 'NewsArticle',
        inLanguage: 'en',
        mainEntityOfPage: {
          '@id': expect.stringMatching(/\/news\/details\/2025-03-10\/yangilik-0$/),
        },
      },
    });
    expect(view).toMatchObject({ listPath: '/news', listTitle: tFor('en')('news:list.title') });
    expect(
      await loadArticleDetailPage('news', { seoDate: '2025-03-11', seoUrl: 'yangilik-0' }, ctx),
    ).toEqual({ kind: 'redirect', location: '/news/details/2025-03-10/yangilik-0' });
  });

  it('gives a life hack its own list and schema type, and no date to check', async () => {
    const result = await loadArticleDetailPage('lifeHacks', { seoUrl: 'layfxak-1' }, ctx);
    if (result.kind !== 'found') throw new Error(result.kind);
    expect(result.view).toMatchObject({
      listPath: '/life-hacks',
      listTitle: tFor('en')('news:lifeHacks.title'),
      meta: { title: 'Hack 1', canonicalPath: '/life-hacks/layfxak-1', image: null },
    });
    expect(result.view.meta.jsonLd['@type']).toBe('Article');
    expect(await loadArticleDetailPage('lifeHacks', { seoUrl: 'yangilik-0' }, ctx)).toEqual({
      kind: 'notFound',
    });
  });
});

describe('article list page view', () => {
  const ctx = (url: string) => ({ url: new URL(url), lang: 'en' as const, t: tFor('en') });
  const t = tFor('en');

  it('gives each list its texts, its canonical page and a link to the other list', async () => {
    const news = await loadArticleListView('news', ctx('https://x.test/news?page=1'));
    expect(news).toMatchObject({
      page: 1,
      basePath: '/news',
      listTitle: t('news:list.title'),
      lead: t('news:list.lead'),
      otherLink: { href: '/life-hacks', label: t('news:lifeHacks.title') },
      meta: {
        title: t('news:list.title'),
        description: t('news:list.description'),
        canonicalPath: '/news',
      },
    });
    const hacks = await loadArticleListView('lifeHacks', ctx('https://x.test/life-hacks'));
    expect(hacks).toMatchObject({
      basePath: '/life-hacks',
      empty: t('news:lifeHacks.empty'),
      otherLink: { href: '/news', label: t('news:list.title') },
      meta: { canonicalPath: '/life-hacks' },
    });
    expect(hacks!.items.map((i) => i.seoUrl)).toContain('layfxak-1');
  });

  it('has no page past the last', async () => {
    expect(await loadArticleListView('news', ctx('https://x.test/news?page=9'))).toBeNull();
  });
});
