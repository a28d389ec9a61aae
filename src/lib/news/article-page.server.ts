// What the list and detail pages of news and life hacks need, so the four .astro pages stay thin.
import type { Lang } from '../i18n/languages';
import { articlePath, type ArticleItem, type ArticleKind } from './article';
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
