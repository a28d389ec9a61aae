// The server for end-to-end tests: a fresh data folder every run, then the production server.
import fs from 'node:fs';

const dir = process.env.DATA_DIR;
if (!dir || !dir.includes('.tmp')) throw new Error('e2e-server wants DATA_DIR inside .tmp/');
fs.rmSync(dir, { recursive: true, force: true });
await import('./serve');
