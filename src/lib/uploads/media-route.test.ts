// The /media route, called as Astro calls it, on both storage backends (the local folder under
// DATA_DIR and an S3 bucket, tests/helpers/s3.ts): it streams what saveImage wrote.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, stopTestS3 } from '@tests/helpers/s3';
import type { FileStorage } from './file-storage';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-route-'));
process.env.DATA_DIR = dataDir;

const { GET } = await import('@/pages/media/[...path]');
const { saveImage, setStorage, LocalFolderStorage, S3Storage } = await import('./storage.server');

afterAll(async () => {
  setStorage(undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await stopTestS3();
});

const call = (p: string, headers: Record<string, string> = {}) =>
  GET({
    params: { path: p },
    request: new Request(`http://localhost/media/${p}`, { headers }),
  } as unknown as APIContext) as Promise<Response>;

/** The backend, refusing whole-file reads: the route must stream through open(). */
const streamingOnly = (store: FileStorage): FileStorage =>
  new Proxy(store, {
    get(target, prop, receiver) {
      if (prop === 'read')
        return () => Promise.reject(new Error('the media route read a file whole'));
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

const backends = [
  { name: 'local folder', make: async () => new LocalFolderStorage(path.join(dataDir, 'uploads')) },
  { name: 'S3 bucket', make: async () => new S3Storage(await createTestBucket()) },
];

describe.each(backends)('GET /media/[...path] on the $name', ({ make }) => {
  let key = '';
  let size = 0;
  beforeAll(async () => {
    const store = await make();
    setStorage(streamingOnly(store));
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#a63' },
    })
      .png()
      .toBuffer();
    const saved = await saveImage(png, { prefix: 'projects', widths: [320], store });
    key = saved.variants.find((v) => v.format === 'webp')!.path.slice('/media/'.length);
    size = (await store.read(key))!.length;
  });

  it('streams a stored variant with its type, length and long-lived caching', async () => {
    const res = await call(key);
    expect(res.status).toBe(200);
    expect(res.body).toBeInstanceOf(ReadableStream);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-length')).toBe(String(size));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(size);
    expect((await sharp(body).metadata()).format).toBe('webp');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await call(key);
    await first.body?.cancel();
    const res = await call(key, { 'if-none-match': first.headers.get('etag')! });
    expect(res.status).toBe(304);
  });

  it('answers 404 to traversal, absolute paths, other names and missing files', async () => {
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'secret');
    for (const attempt of [
      '../secret.txt',
      '../../etc/passwd',
      '/etc/passwd',
      `${key}/../../../secret.txt`,
      key.replace('.webp', '.svg'),
      'projects/ab/evil.html',
      key.replace(/^projects/, 'other'),
      key.replace(/-320\.webp$/, '-640.webp'), // a well-formed key that was never stored
      '',
    ]) {
      const res = await call(attempt);
      expect(res.status, attempt).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });
});
