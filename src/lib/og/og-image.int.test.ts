// /og/<media key>.jpg on both storage backends (the folder and an S3 bucket): a stored photo of any
// shape becomes a 1200×630 JPEG, cached for a year; an AVIF-only photo works too; a key the server
// could not have made, or a photo that is not stored, answers 404 without touching a file.
import crypto from 'node:crypto';
import path from 'node:path';
import type { APIContext } from 'astro';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBucket, stopTestS3 } from '@tests/helpers/s3';
import { GET as ogRoute } from '@/pages/og/[...path]';
import { config } from '@/lib/config.server';
import { mediaKey, mediaUrl } from '@/lib/uploads/media-key';
import { LocalFolderStorage, S3Storage, setStorage } from '@/lib/uploads/storage.server';
import { ogImagePath } from './og-path';

afterAll(async () => {
  setStorage(undefined);
  await stopTestS3();
});

const og = async (p: string) => {
  const res = await (ogRoute({
    params: { path: p.slice('/og/'.length) },
    request: new Request(`http://localhost${p}`),
  } as unknown as APIContext) as Promise<Response>);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
};

const photo = (width: number, height: number, format: 'webp' | 'avif') =>
  sharp({ create: { width, height, channels: 3, background: '#c08040' } })
    .toFormat(format)
    .toBuffer();

const backends = [
  {
    name: 'local folder',
    make: async () => new LocalFolderStorage(path.join(config().dataDir, 'uploads')),
  },
  { name: 'S3 bucket', make: async () => new S3Storage(await createTestBucket()) },
];

describe.each(backends)('Open Graph JPEG on the $name', ({ make }) => {
  it('cover-crops a stored photo of any shape to a 1200×630 JPEG, cached for a year', async () => {
    const store = await make();
    setStorage(store);
    for (const [w, h, format] of [
      [800, 1200, 'webp'],
      [1920, 600, 'webp'],
      [640, 480, 'avif'],
    ] as const) {
      const id = crypto.randomBytes(12).toString('hex');
      const key = mediaKey('projects', id, w, format);
      await store.put(key, await photo(w, h, format), `image/${format}`);
      const ogPath = ogImagePath(mediaUrl(key))!;
      expect(ogPath).toBe(`/og/projects/${id.slice(0, 2)}/${id}-${w}.jpg`);
      const { res, body } = await og(ogPath);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
      // A second request is served from the cache: the same bytes.
      expect((await og(ogPath)).body.equals(body)).toBe(true);
    }
  });

  it('answers 404 for a photo that is not stored and for keys the server never makes', async () => {
    setStorage(await make());
    const id = crypto.randomBytes(12).toString('hex');
    for (const p of [
      `/og/projects/${id.slice(0, 2)}/${id}-1280.jpg`,
      `/og/projects/00/${id}-1280.jpg`,
      `/og/projects/${id.slice(0, 2)}/${id}-1280.webp`,
      '/og/../../etc/passwd.jpg',
      '/og/projects/x.jpg',
    ])
      expect((await og(p)).res.status, p).toBe(404);
  });
});

describe('og paths', () => {
  it('maps only our media paths', () => {
    expect(ogImagePath('https://example.com/a.webp')).toBeNull();
    expect(ogImagePath('/media/../x.webp')).toBeNull();
  });
});
