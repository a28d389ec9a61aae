// The production server: validated config, the data-folder lock, migrations and first-run data
// (bootstrap), then one Node HTTP server with precompressed static assets (sirv), on-the-fly
// compression of HTML and JSON (compression) and Astro's handler — Astro's own Node server sends
// everything uncompressed (docs/quality.md).
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import compression from 'compression';
import { config, ConfigError } from '../src/lib/config.server';
import { DataDirLockedError } from '../src/lib/db/data-lock.server';
import { bootstrap } from '../src/lib/server/bootstrap.server';
import { runClustered } from '../src/lib/server/cluster.server';
import { siteUrlWarning } from '../src/lib/server/public-origin.server';
import { hasDotSegment } from '../src/lib/http/raw-path';
import { staticFileHeaders } from '../src/lib/server/security-headers';

async function main() {
  let cfg;
  try {
    cfg = config();
    const warning = siteUrlWarning(cfg);
    if (warning) console.warn(warning);
    await bootstrap();
  } catch (e) {
    if (e instanceof ConfigError || e instanceof DataDirLockedError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const root = path.resolve('dist');
  const { handler } = (await import(pathToFileURL(path.join(root, 'server/entry.mjs')).href)) as {
    handler: (
      req: http.IncomingMessage,
      res: http.ServerResponse,
      next?: () => void,
      locals?: Partial<App.Locals>,
    ) => void;
  };
  const assets = sirv(path.join(root, 'client'), {
    brotli: true,
    gzip: true,
    etag: true,
    dev: false,
    setHeaders(res, pathname) {
      // Hashed build assets never change: cache them for a year.
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/_astro/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
      // The pages' security headers too (no framing, no sniffing, no script in an opened SVG).
      for (const [name, value] of Object.entries(staticFileHeaders(pathname))) {
        res.setHeader(name, value);
      }
    },
  });
  const compress = compression({
    threshold: 1024,
    brotli: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Images are compressed already; an event stream must leave event by event, not when a
    // compression block fills (GET /api/messages/stream).
    filter: (req, res) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      return (
        !type.startsWith('image/') &&
        !type.startsWith('text/event-stream') &&
        compression.filter(req, res)
      );
    },
  });
  const server = http.createServer((req, res) => {
    // `/x/%2e%2e` would be resolved to `/` by the URL parser, reaching another route (and static
    // files): the middleware answers it 400 instead (src/lib/http/raw-path.ts).
    if (hasDotSegment(req.url ?? '/'))
      return handler(req, res, undefined, { dotSegmentPath: true });
    compress(req as never, res as never, () => assets(req, res, () => handler(req, res)));
  });
  server.keepAliveTimeout = 65_000;
  server.listen(cfg.PORT, cfg.HOST, () => {
    console.log(`Server listening on http://${cfg.HOST}:${cfg.PORT}`);
  });
  const stop = () => server.close();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// WEB_CONCURRENCY > 1 on PostgreSQL: a primary process runs main() in that many workers.
runClustered(main);
