// /og/<media key>.jpg: the 1200×630 Open Graph JPEG of a stored photo (src/lib/og/). The key names
// one immutable photo, so the answer is cached for a year like /media/; anything else is 404.
import type { APIRoute } from 'astro';
import { ogJpeg } from '@/lib/og/og-image.server';
import { MEDIA_CACHE_CONTROL } from '@/lib/uploads/media-key';

export const GET: APIRoute = async ({ params }) => {
  const jpeg = await ogJpeg(params.path ?? '');
  if (!jpeg)
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  return new Response(new Uint8Array(jpeg), {
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(jpeg.length),
      'cache-control': MEDIA_CACHE_CONTROL,
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
};
