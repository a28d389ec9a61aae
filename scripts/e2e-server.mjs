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
// The map tiles' stand-in (MAP_TILE_URL points here): every /{z}/{x}/{y}.png is one grey pixel, so
// no test asks a real tile server (docs/map.md).
const tilePort = Number(process.env.E2E_TILE_PORT);
if (tilePort) {
  const http = await import('node:http');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGPY2wAAAlcBcDFsRgQAAAAASUVORK5CYII=',
    'base64',
  );
  http
    .createServer((req, res) => {
      const tile = /^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '');
      res.writeHead(tile ? 200 : 404, { 'content-type': 'image/png' });
      res.end(tile ? png : undefined);
    })
    .listen(tilePort, '127.0.0.1');
}
await import('../dist/server/serve.mjs');
