// The built server with uploads in an S3 bucket (the local s3rver of npm test, tests/helpers/s3.ts)
// and PostgreSQL, configured only through the environment as an operator would: a photo uploaded
// through the API becomes objects in the bucket, /media/ streams them back, deleting removes them,
// and pages allow images from S3_PUBLIC_URL.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, test } from 'vitest';
import { bucketKeys, createTestBucket, stopTestS3 } from '@tests/helpers/s3';
import { createDatabase, startServer, type RunningServer } from './support/server';

let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  await stopTestS3();
});

const ADMIN = { username: '+998901112233', password: 'deploy-s3-password' };

test('photos go to the bucket, come back through /media/ and are deleted with their owner', async () => {
  const s3 = await createTestBucket();
  const publicUrl = `${s3.endpoint}/${s3.bucket}`;
  server = await startServer({
    env: {
      DATABASE_URL: await createDatabase(),
      ADMIN_PHONE: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      S3_ENDPOINT: s3.endpoint!,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: publicUrl,
    },
  });
  const login = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const auth = { authorization: `Bearer ${(await login.text()).replace(/^"|"$/g, '')}` };

  const photo = await sharp({
    create: { width: 500, height: 500, channels: 3, background: '#39c' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
  const upload = await fetch(`${server.url}/api/accounts/me/photo`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  expect(upload.status).toBe(201);
  const { image } = (await upload.json()) as { image: { imagePath: string } };
  const key = image.imagePath.replace(/^\/media\//, '');
  const stem = key.replace(/-\d+\.webp$/, '-'); // every width and format of this photo

  // Objects in the bucket, none on the server's disk (the data folder holds no uploads).
  const keys = await bucketKeys(s3);
  expect(keys).toContain(key);
  expect(keys.filter((k) => k.startsWith(stem))).toHaveLength(6); // 3 widths × AVIF and WebP
  expect(fs.existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);

  const media = await fetch(`${server.url}${image.imagePath}`);
  expect(media.status).toBe(200);
  expect(media.headers.get('content-type')).toBe('image/webp');
  expect(media.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const bytes = Buffer.from(await media.arrayBuffer());
  expect(media.headers.get('content-length')).toBe(String(bytes.length));
  expect((await sharp(bytes).metadata()).format).toBe('webp');
  // The same bytes as the object a CDN in front of the bucket would serve.
  const direct = await fetch(`${publicUrl}/${key}`);
  expect(Buffer.from(await direct.arrayBuffer())).toEqual(bytes);

  const page = await fetch(`${server.url}/about-us`);
  expect(page.headers.get('content-security-policy')).toMatch(
    new RegExp(`img-src [^;]*${new URL(publicUrl).origin.replace(/[.:/]/g, '\\$&')}`),
  );

  const removed = await fetch(`${server.url}/api/accounts/me/photo`, {
    method: 'DELETE',
    headers: auth,
  });
  expect(removed.status).toBe(204);
  expect((await bucketKeys(s3)).filter((k) => k.startsWith(stem))).toEqual([]);
  expect((await fetch(`${server.url}${image.imagePath}`)).status).toBe(404);
});
