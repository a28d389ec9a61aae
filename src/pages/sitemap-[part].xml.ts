// /sitemap-<n>.xml: the numbered files a sitemap index lists (src/lib/pages/sitemap.server.ts);
// 404 while the sitemap fits /sitemap.xml alone, for a number past the last file or not a number.
import type { APIRoute } from 'astro';
import { publicOrigin } from '@/lib/platform/public-origin.server';
import { sitemapFile } from '@/lib/pages/sitemap.server';
import { xmlResponse } from '@/lib/pages/xml-response';

export const GET: APIRoute = async ({ url, params }) => {
  const part = /^[1-9]\d{0,5}$/.test(params.part ?? '') ? Number(params.part) : null;
  if (part === null) return xmlResponse(null);
  return xmlResponse(await sitemapFile(publicOrigin(url), part));
};
