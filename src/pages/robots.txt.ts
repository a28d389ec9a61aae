// /robots.txt: crawlers stay out of the account, admin and API paths, and find the sitemap. A route,
// not a static file, because the Sitemap line must be absolute: on publicOrigin (SITE_URL).
import type { APIRoute } from 'astro';
import { publicOrigin } from '@/lib/platform/public-origin.server';

export const GET: APIRoute = ({ url }) => {
  const sitemap = new URL('/sitemap.xml', publicOrigin(url)).toString();
  const body = [
    'User-agent: *',
    'Disallow: /account/',
    'Disallow: /admin/',
    'Disallow: /api/',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
};
