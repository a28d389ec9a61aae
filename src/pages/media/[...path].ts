// Serves stored images. Only server-made keys are accepted (media-key.ts): `..`, absolute paths,
// other extensions and client-chosen names all answer 404 before the file system is touched.
import type { APIRoute } from 'astro';
import { contentTypeOf, isMediaKey } from '@/lib/uploads/media-key';
import { storage } from '@/lib/uploads/storage.server';

export const prerender = false;

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    },
  });

export const GET: APIRoute = async ({ params, request }) => {
  const key = params.path ?? '';
  if (!isMediaKey(key)) return notFound();
  const type = contentTypeOf(key);
  if (!type) return notFound();

  // A key names one immutable file (new content always gets a new random id), so it is its own ETag.
  const etag = `"${key.slice(key.lastIndexOf('/') + 1)}"`;
  const headers: Record<string, string> = {
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    etag,
  };
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers });

  const body = await storage().read(key);
  if (!body) return notFound();
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      ...headers,
      'content-type': type,
      'content-length': String(body.length),
      // Belt and braces: even a file that somehow held markup could not run as a page.
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
};
