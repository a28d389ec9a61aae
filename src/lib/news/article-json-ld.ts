// schema.org data of an article page (search engines' rich results): NewsArticle for news,
// Article for life hacks. Absolute URLs, as the vocabulary requires.
import type { ArticleItem, ArticleKind } from './article';
import { excerpt, safeSourceUrl } from './article';
import { plainArticleText } from '@/lib/news/article-text';

export function articleJsonLd(
  kind: ArticleKind,
  item: ArticleItem,
  opts: { origin: string; path: string; siteName: string; inLanguage: string },
) {
  const abs = (p: string) => new URL(p, opts.origin).toString();
  const source = safeSourceUrl(item.source);
  const publisher = {
    '@type': 'Organization',
    name: opts.siteName,
    url: abs('/'),
    logo: { '@type': 'ImageObject', url: abs('/favicon.svg') },
  };
  return {
    '@context': 'https://schema.org',
    '@type': kind === 'news' ? 'NewsArticle' : 'Article',
    headline: item.title.length > 110 ? `${item.title.slice(0, 109)}…` : item.title,
    description: excerpt(plainArticleText(item.text), 200),
    datePublished: item.publishedAt,
    dateModified: item.updatedAt,
    inLanguage: opts.inLanguage,
    mainEntityOfPage: { '@type': 'WebPage', '@id': abs(opts.path) },
    ...(item.image ? { image: [abs(item.image.imagePath)] } : {}),
    author: publisher,
    publisher,
    ...(source ? { isBasedOn: source } : {}),
  };
}
