// A bucket of its own for a test file, on the local S3-compatible server `npm test` starts
// (TEST_S3_ENDPOINT, scripts/s3-test-server.mjs), or on an s3rver started in this process when the
// file runs on its own (`npx vitest run <file>`), so the S3 half of a test never silently skips.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3Client, type S3Settings } from '@/lib/uploads/s3-storage.server';

/** s3rver's built-in account; it checks request signatures against it. */
export const TEST_S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

let local: Promise<{ endpoint: string; close: () => Promise<void> }> | undefined;

async function startLocal() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-s3-inproc-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The test S3 server's URL (started here on first use when npm test did not start one). */
export async function testS3Endpoint(): Promise<string> {
  const shared = process.env.TEST_S3_ENDPOINT;
  if (shared) return shared;
  local ??= startLocal();
  return (await local).endpoint;
}

/** Stops the in-process server, if this file started one (call in afterAll). */
export async function stopTestS3(): Promise<void> {
  const l = local;
  local = undefined;
  if (l) await (await l).close();
}

/** A new empty bucket with a unique name, and the settings to reach it. */
export async function createTestBucket(): Promise<S3Settings> {
  const settings: S3Settings = {
    bucket: `t-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
    region: 'us-east-1',
    endpoint: await testS3Endpoint(),
    forcePathStyle: true,
    ...TEST_S3_KEYS,
  };
  await s3Client(settings).send(new CreateBucketCommand({ Bucket: settings.bucket }));
  return settings;
}

/**
 * Every key in the bucket. One page is enough: test buckets hold a few dozen objects (s3rver answers
 * InternalError when listing a bucket filled with the whole demo data).
 */
export async function bucketKeys(settings: S3Settings): Promise<string[]> {
  const res = await s3Client(settings).send(new ListObjectsV2Command({ Bucket: settings.bucket }));
  return (res.Contents ?? []).map((o) => o.Key!).sort();
}
