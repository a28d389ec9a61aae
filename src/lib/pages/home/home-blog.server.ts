// The home page's blog block: the latest three news items and the latest three life hacks.
import type { Lang } from '@/lib/i18n/languages';
import type { ArticleItem } from '@/lib/news/article';
import { listArticles } from '@/lib/news/list-articles.server';

export async function homeBlog(
  lang: Lang,
): Promise<{ news: ArticleItem[]; lifeHacks: ArticleItem[] }> {
  const page = { lang, pageNumber: 1, pageSize: 3, order: 'desc' as const };
  const [news, lifeHacks] = await Promise.all([
    listArticles({ ...page, kind: 'news' }),
    listArticles({ ...page, kind: 'lifeHacks' }),
  ]);
  return { news: news.items, lifeHacks: lifeHacks.items };
}
