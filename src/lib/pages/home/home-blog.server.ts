// The home page's blog block: the latest three news items and the latest three life hacks.
import { cachedRead } from '@/lib/cache/read-cache.server';
import type { Lang } from '@/lib/i18n/languages';
import type { ArticleItem } from '@/lib/news/article';
import { latestArticles } from '@/lib/news/list-articles.server';

/**
 * Kept by the read cache until an article is written (docs/performance.md#read-cache); an article
 * scheduled for later appears within the cache's 30 s bound of its time.
 */
export function homeBlog(lang: Lang): Promise<{ news: ArticleItem[]; lifeHacks: ArticleItem[] }> {
  return cachedRead(`home:blog:${lang}`, () => readBlog(lang));
}

async function readBlog(lang: Lang): Promise<{ news: ArticleItem[]; lifeHacks: ArticleItem[] }> {
  const [news, lifeHacks] = await Promise.all([
    latestArticles({ lang, limit: 3, kind: 'news' }),
    latestArticles({ lang, limit: 3, kind: 'lifeHacks' }),
  ]);
  return { news, lifeHacks };
}
