// The server for end-to-end tests: a fresh data folder every run, then the built production
// server (dist/server/serve.mjs, as `npm run serve` runs it).
import fs from 'node:fs';
import path from 'node:path';

const dir = process.env.DATA_DIR;
if (!dir || !dir.includes('.tmp')) throw new Error('e2e-server wants DATA_DIR inside .tmp/');
fs.rmSync(dir, { recursive: true, force: true });
// Specs that watch the server's memory read /proc/<pid>/status (tests/e2e/body-limits.spec.ts).
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'server.pid'), String(process.pid));
await import('../dist/server/serve.mjs');
