// /sitemap.xml: absolute URLs of projects, categories, news, agents and agencies (SITE_URL, else the
// request's origin). Cached by browsers and crawlers for an hour.
import type { APIRoute } from 'astro';
import { config } from '../lib/config.server';
import { sitemapEntries, sitemapXml } from '@/lib/pages/sitemap.server';

export const GET: APIRoute = async ({ url }) => {
  const origin = config().SITE_URL ?? url.origin;
  return new Response(sitemapXml(await sitemapEntries(), origin), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
};
