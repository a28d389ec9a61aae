// /news/rss/{uz,oz,ru,en}.xml: the RSS feed of the newest news in one language
// (src/lib/news/article-feed.server.ts); another file name answers 404.
import type { APIRoute } from 'astro';
import { articleFeed, feedLangOf } from '@/lib/news/article-feed.server';
import { publicOrigin } from '@/lib/platform/public-origin.server';
import { xmlResponse } from '@/lib/pages/xml-response';

export const GET: APIRoute = async ({ params, url }) => {
  const lang = feedLangOf(params.file);
  if (!lang) return xmlResponse(null);
  return xmlResponse(await articleFeed('news', lang, publicOrigin(url)), 'application/rss+xml');
};
