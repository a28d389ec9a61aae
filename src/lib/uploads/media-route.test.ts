// The /media route, called as Astro calls it. DATA_DIR points at a temporary folder before the
// storage is first used, so the route reads exactly what saveImage wrote.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-route-'));
process.env.DATA_DIR = dataDir;

const { GET } = await import('@/pages/media/[...path]');
const { saveImage } = await import('./storage.server');

let key = '';
beforeAll(async () => {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a63' } })
    .png()
    .toBuffer();
  const saved = await saveImage(png, { prefix: 'projects', widths: [320] });
  key = saved.variants.find((v) => v.format === 'webp')!.path.slice('/media/'.length);
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const call = (p: string, headers: Record<string, string> = {}) =>
  GET({
    params: { path: p },
    request: new Request(`http://localhost/media/${p}`, { headers }),
  } as unknown as APIContext) as Promise<Response>;

describe('GET /media/[...path]', () => {
  it('serves a stored variant with its type and long-lived caching', async () => {
    expect(fs.existsSync(path.join(dataDir, 'uploads', key))).toBe(true);
    const res = await call(key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await res.arrayBuffer());
    expect((await sharp(body).metadata()).format).toBe('webp');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await call(key);
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
      '',
    ]) {
      const res = await call(attempt);
      expect(res.status, attempt).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });
});
