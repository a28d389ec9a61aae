// The storage contract, run against both backends: the local folder and an S3-compatible bucket
// (s3rver: the server npm test starts, or one in this process, tests/helpers/s3.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketKeys, createTestBucket, stopTestS3 } from '@tests/helpers/s3';
import type { FileStorage } from './file-storage';
import { isMediaKey, keyOfMediaUrl, variantPath } from './media-key';
import { s3Client, type S3Settings } from './s3-storage.server';
import { parseConfig } from '../config.server';
import {
  cloneImage,
  createStorage,
  LocalFolderStorage,
  removeImage,
  S3Storage,
  saveImage,
} from './storage.server';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'));
let s3: S3Settings;
beforeAll(async () => {
  s3 = await createTestBucket();
});
afterAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
  await stopTestS3();
});

type Backend = {
  name: string;
  store: () => FileStorage;
  /** The keys the backend holds, seen from outside the interface (disk or bucket listing). */
  keys: () => Promise<string[]>;
};
const walk = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => {
        return fs.statSync(path.join(dir, f)).isFile();
      })
    : [];
const backends: Backend[] = [
  {
    name: 'local folder',
    store: () => new LocalFolderStorage(root),
    keys: async () =>
      walk(root)
        .map((f) => f.split(path.sep).join('/'))
        .sort(),
  },
  { name: 'S3 bucket', store: () => new S3Storage(s3), keys: () => bucketKeys(s3) },
];

const KEY = 'projects/ab/ab0123456789abcdef012345-640.webp';
const KEY2 = 'projects/cd/cd0123456789abcdef012345-640.webp';
const REFUSED = ['../escape-640.webp', 'projects/ab/../../etc/passwd', '/etc/passwd', 'a.txt'];

const png = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#48a' } })
    .png()
    .toBuffer();

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

describe.each(backends)('storage on the $name', (backend) => {
  it('puts, reads, streams, copies and removes a file', async () => {
    const store = backend.store();
    const bytes = Buffer.from('RIFF-not-really-webp');
    await store.put(KEY, bytes, 'image/webp');
    expect(await store.read(KEY)).toEqual(bytes);

    const opened = (await store.open(KEY))!;
    expect(opened.size).toBe(bytes.length);
    expect(opened.contentType).toBe('image/webp');
    expect(Buffer.from(await new Response(opened.body).arrayBuffer())).toEqual(bytes);

    await store.copy(KEY, KEY2);
    await store.remove(KEY);
    expect(await store.read(KEY)).toBeNull();
    expect(await store.read(KEY2)).toEqual(bytes); // the copy outlives the original
    expect(await backend.keys()).toContain(KEY2);
    await store.remove(KEY2);
    await store.remove(KEY2); // removing a missing file is not an error
    expect(await backend.keys()).not.toContain(KEY2);
  });

  it('answers null for a missing key and refuses names it did not make', async () => {
    const store = backend.store();
    expect(await store.read(KEY)).toBeNull();
    expect(await store.open(KEY)).toBeNull();
    const before = await backend.keys();
    for (const bad of REFUSED) {
      await expect(store.put(bad, Buffer.from('x'), 'image/webp'), bad).rejects.toThrow(/Refused/);
      await expect(store.copy(KEY, bad), bad).rejects.toThrow(/Refused/);
      await expect(store.remove(bad), bad).rejects.toThrow(/Refused/);
      expect(await store.read(bad), bad).toBeNull();
      expect(await store.open(bad), bad).toBeNull();
    }
    expect(await backend.keys()).toEqual(before);
    expect(fs.readdirSync(path.dirname(root)).includes('escape-640.webp')).toBe(false);
  });

  it('streams a large file in chunks, and a reader may stop early', async () => {
    const store = backend.store();
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    await store.put(KEY, big, 'image/webp');
    const opened = (await store.open(KEY))!;
    expect(opened.size).toBe(big.length);
    const reader = opened.body.getReader();
    const first = await reader.read();
    // The first chunk arrives long before the whole file: nothing was read into memory at once.
    expect(first.value!.length).toBeGreaterThan(0);
    expect(first.value!.length).toBeLessThan(big.length);
    await reader.cancel(); // a client that left: the file handle or the socket is let go
    // More early stops than the S3 client has sockets (50): none is kept, so none is waited for.
    for (let i = 0; i < 60; i++) {
      const again = (await store.open(KEY))!;
      const r = again.body.getReader();
      await r.read();
      await r.cancel();
    }
    await store.remove(KEY);
  });

  it('saves every variant of an image under one random id, clones and deletes them', async () => {
    const store = backend.store();
    const input = await png();
    const first = await saveImage(input, { prefix: 'projects', widths: [320, 640, 1280], store });
    const second = await saveImage(input, { prefix: 'projects', widths: [320, 640, 1280], store });
    expect(first.variants.map((v) => `${v.format}${v.width}`).sort()).toEqual([
      'avif320',
      'avif640',
      'webp320',
      'webp640',
    ]);
    expect(first.width).toBe(640);
    expect(first.height).toBe(427);
    // Same bytes, new name: nothing is derived from the input.
    expect(first.variants[0]!.path).not.toBe(second.variants[0]!.path);
    const held = await backend.keys();
    for (const v of first.variants) {
      expect(v.path).toMatch(/^\/media\/projects\/[0-9a-f]{2}\/[0-9a-f]{24}-\d+\.(avif|webp)$/);
      const key = keyOfMediaUrl(v.path)!;
      expect(held).toContain(key);
      const file = (await store.open(key))!;
      expect(file.contentType).toBe(`image/${v.format}`);
      await file.body.cancel();
    }
    expect(variantPath(first.variants[0]!.path, 320, 'avif')).toMatch(/-320\.avif$/);

    const clone = await cloneImage(first.variants, store);
    await removeImage(first.variants, store);
    for (const v of first.variants) expect(await store.read(keyOfMediaUrl(v.path)!)).toBeNull();
    for (const v of clone) expect(await store.read(keyOfMediaUrl(v.path)!)).not.toBeNull();
    expect(await store.read(keyOfMediaUrl(second.variants[0]!.path)!)).not.toBeNull();
    await removeImage([...clone, ...second.variants], store);
  });
});

describe('createStorage', () => {
  it('picks the bucket when S3_BUCKET is set, else DATA_DIR/uploads', () => {
    const local = createStorage(parseConfig({ DATA_DIR: root }));
    expect(local).toBeInstanceOf(LocalFolderStorage);
    expect((local as LocalFolderStorage).root).toBe(path.join(root, 'uploads'));
    const bucket = createStorage(
      parseConfig({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }),
    );
    expect(bucket).toBeInstanceOf(S3Storage);
    expect((bucket as S3Storage).bucket).toBe('uploads');
  });
});

describe('S3 objects', () => {
  it('carry their content type and a year of immutable caching, copies included', async () => {
    const store = new S3Storage(s3);
    await store.put(KEY, Buffer.from('x'), 'image/avif');
    await store.copy(KEY, KEY2);
    for (const key of [KEY, KEY2]) {
      const res = await s3Client(s3).send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      expect(res.ContentType).toBe('image/avif');
      expect(res.CacheControl).toBe('public, max-age=31536000, immutable');
      await res.Body!.transformToByteArray();
    }
    await store.remove(KEY);
    await store.remove(KEY2);
  });
});
