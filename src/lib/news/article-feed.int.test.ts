// The RSS feeds of news and life hacks (/news/rss/{lang}.xml, /life-hacks/rss/{lang}.xml): the
// feed's language in titles, descriptions and links, escaping, only published items, 404 for
// another file name. The e2e spec conventions.spec.ts parses a served feed with the browser's XML parser.
import { describe, expect, it } from 'vitest';
import { call } from '@tests/helpers/call';
import { makeLifeHack, makeNews } from '@tests/factories/news';
import { GET as newsFeed } from '@/pages/news/rss/[file]';
import { GET as lifeHacksFeed } from '@/pages/life-hacks/rss/[file]';
import { latinToCyrillic } from '../i18n/translit';
import { seoDateOf } from './article';

const feed = async (handler: typeof newsFeed, file: string) => {
  const res = await call(handler, `/x/rss/${file}`, { params: { file } });
  return { status: res.status, type: res.headers.get('content-type'), body: res.text };
};

describe('RSS feeds', () => {
  it('speaks the language of its path, escapes text and links each item with ?lang=', async () => {
    const item = await makeNews({
      seoUrl: 'rss-yangilik',
      titleUz: 'Narxlar <oshdi> & “tushdi”',
      titleRu: 'Цены <выросли> & упали',
      titleEn: 'Prices <rose> & fell',
      textRu: 'Первый **абзац** со [ссылкой](https://gov.uz/a).\n\nВторой.',
    });
    const ru = await feed(newsFeed, 'ru.xml');
    expect(ru.status).toBe(200);
    expect(ru.type).toBe('application/rss+xml; charset=utf-8');
    expect(ru.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><rss version="2.0"/);
    expect(ru.body).toContain('<title>Новости — Quruvchi.uz</title>');
    expect(ru.body).toContain('<language>ru</language>');
    expect(ru.body).toContain('<title>Цены &lt;выросли&gt; &amp; упали</title>');
    expect(ru.body).not.toContain('<выросли>');
    // The address carries the publication day in Tashkent (UTC+5), not in UTC.
    const date = seoDateOf(item.publishedAt);
    expect(ru.body).toMatch(
      new RegExp(`<link>http://localhost:\\d+/news/details/${date}/rss-yangilik\\?lang=ru</link>`),
    );
    // The description is plain text; the rendered HTML goes, escaped, into content:encoded.
    expect(ru.body).toContain('<description>Первый абзац со ссылкой. Второй.</description>');
    expect(ru.body).toContain('&lt;strong&gt;абзац&lt;/strong&gt;');

    const en = await feed(newsFeed, 'en.xml');
    expect(en.body).toContain('<title>Prices &lt;rose&gt; &amp; fell</title>');
    expect(en.body).toMatch(/<channel><title>News — Quruvchi\.uz<\/title>/);
    const oz = await feed(newsFeed, 'oz.xml');
    expect(oz.body).toContain(`<title>${latinToCyrillic('Yangiliklar')} — Quruvchi.uz</title>`);
    expect(oz.body).toContain('<language>uz-Cyrl</language>');
    const uz = await feed(newsFeed, 'uz.xml');
    expect(uz.body).toContain('<title>Narxlar &lt;oshdi&gt; &amp; “tushdi”</title>');
  });

  it('lists published life hacks only, newest first, and 404s other file names', async () => {
    const older = await makeLifeHack({
      titleEn: 'Older hack',
      publishedAt: new Date(Date.now() - 86_400_000),
    });
    const newer = await makeLifeHack({ titleEn: 'Newer hack' });
    await makeLifeHack({ titleEn: 'Draft hack', isPublished: false });
    await makeLifeHack({ titleEn: 'Future hack', publishedAt: new Date(Date.now() + 86_400_000) });
    const en = await feed(lifeHacksFeed, 'en.xml');
    expect(en.body).toContain('<title>Life hacks — Quruvchi.uz</title>');
    expect(en.body.indexOf(newer.titleEn)).toBeLessThan(en.body.indexOf(older.titleEn));
    expect(en.body).toContain(`/life-hacks/${older.seoUrl}?lang=en</link>`);
    expect(en.body).not.toContain('Draft hack');
    expect(en.body).not.toContain('Future hack');
    for (const bad of ['de.xml', 'ru.json', 'ru', '../ru.xml'])
      expect((await feed(lifeHacksFeed, bad)).status, bad).toBe(404);
  });
});
