import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { isMediaKey, keyOfMediaUrl, variantPath } from './media-key';
import { LocalFolderStorage, removeImage, saveImage } from './storage.server';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'));
const store = new LocalFolderStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('media keys', () => {
  it('accept only server-made names', () => {
    expect(isMediaKey('projects/ab/ab0123456789abcdef012345-640.webp')).toBe(true);
    for (const bad of [
      '../projects/ab/ab0123456789abcdef012345-640.webp',
      'projects/ab/../../etc/passwd',
      '/etc/passwd',
      'projects/cd/ab0123456789abcdef012345-640.webp', // shard does not match the id
      'projects/ab/ab0123456789abcdef012345-640.svg',
      'projects/ab/ab0123456789abcdef012345-640.webp.html',
      'projects/ab/photo.jpg',
      'Projects/ab/ab0123456789abcdef012345-640.webp',
      'projects\\ab\\ab0123456789abcdef012345-640.webp',
    ])
      expect(isMediaKey(bad), bad).toBe(false);
  });
});

describe('saveImage / removeImage', () => {
  it('stores every variant under one random id and deletes them again', async () => {
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#48a' },
    })
      .png()
      .toBuffer();
    const first = await saveImage(png, { prefix: 'projects', widths: [320, 640, 1280], store });
    const second = await saveImage(png, { prefix: 'projects', widths: [320, 640, 1280], store });
    expect(first.variants.map((v) => `${v.format}${v.width}`).sort()).toEqual([
      'avif320',
      'avif640',
      'webp320',
      'webp640',
    ]);
    expect(first.width).toBe(640);
    expect(first.height).toBe(427);
    expect(first.variants[0]!.path).not.toBe(second.variants[0]!.path); // same bytes, new name: nothing is derived from the input
    for (const v of first.variants) {
      expect(v.path).toMatch(/^\/media\/projects\/[0-9a-f]{2}\/[0-9a-f]{24}-\d+\.(avif|webp)$/);
      const key = keyOfMediaUrl(v.path)!;
      expect(fs.existsSync(path.join(root, key))).toBe(true);
      expect(await store.read(key)).not.toBeNull();
    }
    expect(variantPath(first.variants[0]!.path, 320, 'avif')).toMatch(/-320\.avif$/);

    await removeImage(first.variants, store);
    for (const v of first.variants) expect(await store.read(keyOfMediaUrl(v.path)!)).toBeNull();
    expect(await store.read(keyOfMediaUrl(second.variants[0]!.path)!)).not.toBeNull();
  });

  it('refuses to name files outside the folder', async () => {
    await expect(store.put('../escape-640.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(await store.read('../../etc/passwd')).toBeNull();
    expect(fs.readdirSync(path.dirname(root)).includes('escape-640.webp')).toBe(false);
  });
});
