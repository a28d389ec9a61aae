// A local S3-compatible server for the tests (s3rver, a dev dependency): `node
// scripts/s3-test-server.mjs [port]` serves a temporary folder on 127.0.0.1, prints one line
// `S3 ready http://127.0.0.1:<port>` when it accepts requests, and removes the folder on SIGTERM or
// SIGINT. Tests create their own buckets (access key and secret: S3RVER). Used by scripts/test.mjs
// (startS3Server) and, in-process, by tests/helpers/s3.ts when no server was started for them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-s3-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(process.argv[2] ?? 0),
  directory: dir,
  silent: true,
});
const { port } = await server.run();
console.log(`S3 ready http://127.0.0.1:${port}`);

const stop = async () => {
  await server.close().catch(() => {});
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
