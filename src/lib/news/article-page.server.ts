// What the list and detail pages of news and life hacks need, so the four .astro pages stay thin.
import type { TFunction } from 'i18next';
import { HTML_LANG, type Lang } from '../i18n/languages';
import { publicOrigin } from '@/lib/server/public-origin.server';
import { articlePath, excerpt, type ArticleItem, type ArticleKind } from './article';
import { articleJsonLd } from './article-json-ld';
import { plainArticleText } from './article-text';
import { latestArticles, listArticles } from './list-articles.server';
import { getArticle } from './get-article.server';
import { pageParam } from './news.schema';

export const ARTICLES_PER_PAGE = 12;

export type ArticleListPageData = { items: ArticleItem[]; page: number; totalPages: number };

/** A list page from `?page=`; null when the page is past the end (the page answers 404). */
export async function loadArticleListPage(
  kind: ArticleKind,
  url: URL,
  lang: Lang,
): Promise<ArticleListPageData | null> {
  const page = pageParam(url);
  const result = await listArticles({
    kind,
    lang,
    pageNumber: page,
    pageSize: ARTICLES_PER_PAGE,
    order: 'desc',
  });
  const totalPages = Math.max(1, Math.ceil(result.metaData.totalCount / ARTICLES_PER_PAGE));
  if (page > totalPages) return null;
  return { items: result.items, page, totalPages };
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
  const item = await getArticle(kind, { seoUrl }, lang);
  if (!item) return { kind: 'notFound' };
  if (seoDate !== null && seoDate !== item.seoDate)
    return { kind: 'redirect', location: articlePath(kind, item) };
  const latest = await latestArticles({ kind, lang, limit: 4 });
  return { kind: 'found', item, more: latest.filter((m) => m.id !== item.id).slice(0, 3) };
}

/** Each kind's list page and the translation key of its title. */
const LISTS: Record<ArticleKind, { path: string; title: string }> = {
  news: { path: '/news', title: 'news:list.title' },
  lifeHacks: { path: '/life-hacks', title: 'news:lifeHacks.title' },
};

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
      listTitle: t(list.title),
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
