// /manifest.webmanifest?lang=…: the web app manifest in the language of the page that links it (a
// browser fetches a manifest without cookies, so the layout names the language in the URL).
import type { APIRoute } from 'astro';
import { webManifest } from '@/lib/pages/web-manifest';

export const GET: APIRoute = ({ locals }) =>
  new Response(JSON.stringify(webManifest(locals.lang, locals.t)), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  });
