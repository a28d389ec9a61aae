// Serves stored public images. Only server-made keys are accepted (media-key.ts): `..`, absolute paths,
// other extensions and client-chosen names all answer 404 before the storage is touched. The bytes
// are streamed from the storage (a file or an S3 object), never held whole in memory; with
// S3_PUBLIC_URL set pages link to the public URL instead, and this route keeps old links working.
import type { APIRoute } from 'astro';
import { contentTypeOf, isPublicMediaKey, MEDIA_CACHE_CONTROL } from '@/lib/uploads/media-key';
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
  // Private photos (message attachments) are served by the messages API only.
  if (!isPublicMediaKey(key)) return notFound();
  const type = contentTypeOf(key);
  if (!type) return notFound();

  // A key names one immutable file (new content always gets a new random id), so it is its own ETag.
  const etag = `"${key.slice(key.lastIndexOf('/') + 1)}"`;
  const headers: Record<string, string> = {
    'cache-control': MEDIA_CACHE_CONTROL,
    'x-content-type-options': 'nosniff',
    etag,
  };
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers });

  const file = await storage().open(key);
  if (!file) return notFound();
  return new Response(file.body, {
    status: 200,
    headers: {
      ...headers,
      // The type our key names, not whatever the store says: only avif and webp ever leave here.
      'content-type': type,
      ...(file.size !== undefined ? { 'content-length': String(file.size) } : {}),
      // Belt and braces: even a file that somehow held markup could not run as a page.
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
};
