// The home page's blog block: the latest three news items and the latest three life hacks.
import type { Lang } from '@/lib/i18n/languages';
import type { ArticleItem } from '@/lib/news/article';
import { latestArticles } from '@/lib/news/list-articles.server';

export async function homeBlog(
  lang: Lang,
): Promise<{ news: ArticleItem[]; lifeHacks: ArticleItem[] }> {
  const [news, lifeHacks] = await Promise.all([
    latestArticles({ lang, limit: 3, kind: 'news' }),
    latestArticles({ lang, limit: 3, kind: 'lifeHacks' }),
  ]);
  return { news, lifeHacks };
}
