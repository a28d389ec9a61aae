// /sitemap.xml: absolute URLs of projects, categories, news, agents and agencies in every language
// with hreflang alternates (on publicOrigin: SITE_URL, never an untrusted Host); a sitemap index
// of /sitemap-<n>.xml once they pass one file's limits. Cached by browsers and crawlers for an hour.
import type { APIRoute } from 'astro';
import { publicOrigin } from '@/lib/platform/public-origin.server';
import { sitemapFile } from '@/lib/pages/sitemap.server';
import { xmlResponse } from '@/lib/pages/xml-response';

export const GET: APIRoute = async ({ url }) => xmlResponse(await sitemapFile(publicOrigin(url)));
