// What the list and detail pages of news and life hacks need, so the four .astro pages stay thin.
import type { TFunction } from 'i18next';
import { HTML_LANG, type Lang } from '../i18n/languages';
import { cachedRead } from '@/lib/cache/read-cache.server';
import { publicOrigin } from '@/lib/platform/public-origin.server';
import { articlePath, excerpt, type ArticleItem, type ArticleKind } from './article';
import { articleJsonLd } from './article-json-ld';
import { plainArticleText } from './article-text';
import { latestArticles, listArticles } from './list-articles.server';
import { getArticle } from './get-article.server';
import { pageParam } from './news.schema';

export const ARTICLES_PER_PAGE = 12;

/** Each kind's list page, the prefix of its texts (title, description, lead, empty) and the other kind. */
const LISTS: Record<ArticleKind, { path: string; texts: string; other: ArticleKind }> = {
  news: { path: '/news', texts: 'news:list', other: 'lifeHacks' },
  lifeHacks: { path: '/life-hacks', texts: 'news:lifeHacks', other: 'news' },
};

export type ArticleListPageData = { items: ArticleItem[]; page: number; totalPages: number };

/** A list page from `?page=`; null when the page is past the end (the page answers 404). */
export async function loadArticleListPage(
  kind: ArticleKind,
  url: URL,
  lang: Lang,
): Promise<ArticleListPageData | null> {
  const page = pageParam(url);
  // Kept until an article changes, or 30 s (an article scheduled for later appears within them).
  const result = await cachedRead(`articles:${kind}:${lang}:${page}`, () =>
    listArticles({ kind, lang, pageNumber: page, pageSize: ARTICLES_PER_PAGE, order: 'desc' }),
  );
  const totalPages = Math.max(1, Math.ceil(result.metaData.totalCount / ARTICLES_PER_PAGE));
  if (page > totalPages) return null;
  return { items: result.items, page, totalPages };
}

/** All a list page lays out: its head, the page of cards, the texts around them. */
export type ArticleListView = ArticleListPageData & {
  kind: ArticleKind;
  basePath: string;
  listTitle: string;
  lead: string;
  empty: string;
  /** The other kind's list, linked under the heading. */
  otherLink: { href: string; label: string };
  meta: { title: string; description: string; canonicalPath: string };
};

/** The view of /news or /life-hacks at `?page=`; null past the last page (the page answers 404). */
export async function loadArticleListView(
  kind: ArticleKind,
  { url, lang, t }: { url: URL; lang: Lang; t: TFunction },
): Promise<ArticleListView | null> {
  const data = await loadArticleListPage(kind, url, lang);
  if (!data) return null;
  const list = LISTS[kind];
  const other = LISTS[list.other];
  const listTitle = t(`${list.texts}.title`);
  return {
    ...data,
    kind,
    basePath: list.path,
    listTitle,
    lead: t(`${list.texts}.lead`),
    empty: t(`${list.texts}.empty`),
    otherLink: { href: other.path, label: t(`${other.texts}.title`) },
    meta: {
      title:
        data.page > 1
          ? t('news:list.pagedTitle', { title: listTitle, page: data.page })
          : listTitle,
      description: t(`${list.texts}.description`),
      canonicalPath: data.page > 1 ? `${list.path}?page=${data.page}` : list.path,
    },
  };
}

export type ArticleDetailResult =
  | { kind: 'found'; item: ArticleItem; more: ArticleItem[] }
  | { kind: 'redirect'; location: string }
  | { kind: 'notFound' };

/**
 * The article behind a slug. News URLs also carry the Tashkent publication date: a wrong date for
 * an existing slug answers 301 to the canonical URL (old links keep working), an unknown slug 404.
 */
export async function loadArticleDetail(
  kind: ArticleKind,
  seoUrl: string | undefined,
  seoDate: string | null,
  lang: Lang,
): Promise<ArticleDetailResult> {
  if (!seoUrl) return { kind: 'notFound' };
  // Both kept like the list (see loadArticleListPage).
  const item = await cachedRead(`article:${kind}:${lang}:${seoUrl}`, () =>
    getArticle(kind, { seoUrl }, lang),
  );
  if (!item) return { kind: 'notFound' };
  if (seoDate !== null && seoDate !== item.seoDate)
    return { kind: 'redirect', location: articlePath(kind, item) };
  const latest = await cachedRead(`articles:${kind}:${lang}:latest4`, () =>
    latestArticles({ kind, lang, limit: 4 }),
  );
  return { kind: 'found', item, more: latest.filter((m) => m.id !== item.id).slice(0, 3) };
}

/** All a detail page lays out: its head (meta, JSON-LD), the article, the latest others. */
export type ArticleDetailView = {
  kind: ArticleKind;
  item: ArticleItem;
  more: ArticleItem[];
  listPath: string;
  listTitle: string;
  meta: {
    title: string;
    description: string;
    canonicalPath: string;
    image: string | null;
    jsonLd: ReturnType<typeof articleJsonLd>;
  };
};

export type ArticleDetailPageResult =
  { kind: 'found'; view: ArticleDetailView } | Exclude<ArticleDetailResult, { kind: 'found' }>;

/**
 * The view of /news/details/{seoDate}/{seoUrl} or /life-hacks/{seoUrl}: the route's params as they
 * come (only news URLs carry a date, and only theirs is checked), the page's address and language.
 */
export async function loadArticleDetailPage(
  kind: ArticleKind,
  params: { seoUrl?: string | undefined; seoDate?: string | undefined },
  { url, lang, t }: { url: URL; lang: Lang; t: TFunction },
): Promise<ArticleDetailPageResult> {
  const seoDate = kind === 'news' ? (params.seoDate ?? '') : null;
  const result = await loadArticleDetail(kind, params.seoUrl, seoDate, lang);
  if (result.kind !== 'found') return result;
  const { item, more } = result;
  const path = articlePath(kind, item);
  const list = LISTS[kind];
  return {
    kind: 'found',
    view: {
      kind,
      item,
      more,
      listPath: list.path,
      listTitle: t(`${list.texts}.title`),
      meta: {
        title: item.title,
        description: excerpt(plainArticleText(item.text), 160),
        canonicalPath: path,
        image: item.image?.imagePath ?? null,
        jsonLd: articleJsonLd(kind, item, {
          origin: publicOrigin(url),
          path,
          siteName: t('common:siteName'),
          inLanguage: HTML_LANG[lang],
        }),
      },
    },
  };
}
