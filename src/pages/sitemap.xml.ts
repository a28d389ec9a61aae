// /sitemap.xml: absolute URLs of projects, categories, news, agents and agencies (on publicOrigin:
// SITE_URL, never an untrusted Host). Cached by browsers and crawlers for an hour.
import type { APIRoute } from 'astro';
import { publicOrigin } from '@/lib/server/public-origin.server';
import { sitemapEntries, sitemapXml } from '@/lib/pages/sitemap.server';

export const GET: APIRoute = async ({ url }) => {
  const origin = publicOrigin(url);
  return new Response(sitemapXml(await sitemapEntries(), origin), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
};
