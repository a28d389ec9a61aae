// RSS 2.0 feeds of news and of life hacks, one per language at a path of its own
// (/news/rss/ru.xml, /life-hacks/rss/oz.xml): a feed reader sends no language cookie, so the
// language is in the path, not in `?lang=`. Built by @astrojs/rss, which escapes every text; links
// are absolute on publicOrigin and carry `?lang=` so a reader lands on the page in the feed's language.
import { getRssString } from '@astrojs/rss';
import { tFor } from '@/lib/i18n/i18n';
import { HTML_LANG, isLang, type Lang } from '@/lib/i18n/languages';
import { articlePath, excerpt, type ArticleKind } from './article';
import { articleHtml, plainArticleText } from './article-text';
import { latestArticles } from './list-articles.server';

/** The newest this many items are in a feed. */
export const FEED_SIZE = 30;

const LIST_PATH: Record<ArticleKind, string> = { news: '/news', lifeHacks: '/life-hacks' };

export const feedPath = (kind: ArticleKind, lang: Lang) => `${LIST_PATH[kind]}/rss/${lang}.xml`;

/** `ru.xml` → `ru`; anything else null (the route answers 404). */
export function feedLangOf(file: string | undefined): Lang | null {
  const m = /^([a-z]{2})\.xml$/.exec(file ?? '');
  return m && isLang(m[1]) ? m[1] : null;
}

export async function articleFeed(
  kind: ArticleKind,
  lang: Lang,
  origin: string,
  now = new Date(),
): Promise<string> {
  const t = tFor(lang);
  const items = await latestArticles({ kind, lang, limit: FEED_SIZE, now });
  const inLang = (path: string) => {
    const u = new URL(path, origin);
    u.searchParams.set('lang', lang);
    return u.toString();
  };
  const title = t(kind === 'news' ? 'news:list.title' : 'news:lifeHacks.title');
  const self = new URL(feedPath(kind, lang), origin).toString();
  return getRssString({
    title: `${title} — ${t('common:siteName')}`,
    description: t(kind === 'news' ? 'news:list.description' : 'news:lifeHacks.description'),
    site: inLang(LIST_PATH[kind]),
    // Without it the library would append a slash to the channel link, after the query.
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    // Both are fixed strings of ours (the URL is built from origin and a known path, so no markup).
    customData:
      `<language>${HTML_LANG[lang]}</language>` +
      `<atom:link href="${self}" rel="self" type="application/rss+xml"/>`,
    items: items.map((item) => ({
      title: item.title,
      link: inLang(articlePath(kind, item)),
      pubDate: new Date(item.publishedAt),
      description: excerpt(plainArticleText(item.text), 300),
      content: articleHtml(item.text),
    })),
  });
}
