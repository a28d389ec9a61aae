// The production server: validated config, the data-folder lock, migrations and first-run data
// (bootstrap), then one Node HTTP server with precompressed static assets (sirv), on-the-fly
// compression of HTML and JSON (compression) and Astro's handler — Astro's own Node server sends
// everything uncompressed (docs/quality.md). Around them: the request id and the access log, and
// the one graceful-shutdown handler (src/server/).
// `npm run build` builds this file with Astro's server, into dist/server/serve.mjs beside Astro's
// handler (dist/server/entry.mjs) and sharing its chunks: every module is loaded once per process
// (build/server-entry.mjs). `npm run serve` and `npm start` run it with plain Node: no TypeScript
// loader in production (docs/decisions/013-production-runtime.md).
import cluster from 'node:cluster';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import compression from 'compression';
import { config, ConfigError } from '@/lib/config.server';
import { DataDirLockedError } from '@/lib/db/data-lock.server';
import { bootstrap, closeApplication } from './bootstrap.server';
import { runClustered } from './cluster.server';
import { siteUrlWarning } from '@/lib/platform/public-origin.server';
import { setWebhookHint } from '@/lib/telegram/settings.server';
import { hasDotSegment } from '@/lib/http/raw-path';
import { staticFileHeaders } from '@/lib/platform/security-headers';
import { log } from '@/lib/platform/log.server';
import { requestId } from '@/lib/platform/request-id';
import { logAccess } from './access-log';
import { shutdownOnSignals, trackHandler } from './graceful';
import { setWarmingUp } from './lifecycle.server';
import { warmUp, type Serve } from './warm-up.server';
import { logClientAddress } from '@/lib/platform/request-client.server';
import { BROTLI_QUALITY } from './whole-page';

// The built pages import React (and other libraries) at run time from node_modules, and React
// picks its development or production build from NODE_ENV when first loaded: unset, every island's
// server render ran the development build, with its checks, at about half the speed. This file
// loads Astro's handler (and so React) only later, by dynamic import, so setting it here is in time.
process.env.NODE_ENV ??= 'production';

/** Where the build is: dist/ beside this bundle (dist/server/serve.mjs), else ./dist. */
function distRoot(): string {
  const here = import.meta.dirname;
  return path.basename(here) === 'server' ? path.resolve(here, '..') : path.resolve('dist');
}

export async function main() {
  let cfg;
  try {
    cfg = config();
    const warning = siteUrlWarning(cfg);
    if (warning) log.warn(warning);
    // Once per start, not once per worker.
    const hint = cluster.isWorker && cluster.worker?.id !== 1 ? null : setWebhookHint(cfg);
    if (hint) log.info(hint.message, { setWebhook: hint.command });
    // The signals are ours (shutdownOnSignals below): bootstrap must not exit on its own.
    await bootstrap({ handleSignals: false });
  } catch (e) {
    if (e instanceof ConfigError || e instanceof DataDirLockedError) {
      // Plain text on stderr, not a JSON line: the server never started, a person reads this.
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const root = distRoot();
  const { handler: astroHandler } = (await import(
    pathToFileURL(path.join(root, 'server/entry.mjs')).href
  )) as {
    handler: (
      req: http.IncomingMessage,
      res: http.ServerResponse,
      next?: () => void,
      locals?: Partial<App.Locals>,
      // Settles once the response is written, or the request has failed (@astrojs/node).
    ) => Promise<void>;
  };
  const handler = trackHandler(astroHandler);
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
    brotli: {
      params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    },
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
  const serve: Serve = (req, res, locals = {}) => {
    const id = requestId(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', id);
    // The client's address as the limits see it (forwarded only by a trusted proxy, TRUST_PROXY).
    logAccess(req, res, {
      requestId: id,
      remoteAddress: logClientAddress(req.socket.remoteAddress, req.headers),
    });
    // `/x/%2e%2e` would be resolved to `/` by the URL parser, reaching another route (and static
    // files): the middleware answers it 400 instead (src/lib/http/raw-path.ts).
    if (hasDotSegment(req.url ?? '/'))
      return handler(req, res, undefined, { ...locals, dotSegmentPath: true, requestId: id });
    compress(req as never, res as never, () =>
      assets(req, res, () => handler(req, res, undefined, { ...locals, requestId: id })),
    );
  };
  const server = http.createServer((req, res) => serve(req, res));
  server.keepAliveTimeout = 65_000;
  // Not ready (GET /api/ready) until the warm-up is done; a failed warm-up only costs its gain.
  setWarmingUp(true);
  server.listen(cfg.PORT, cfg.HOST, () => {
    log.info(`Server listening on http://${cfg.HOST}:${cfg.PORT}`);
    const started = performance.now();
    warmUp(serve)
      .then((asked) =>
        log.info('Warmed up', { asked, ms: Math.round(performance.now() - started) }),
      )
      .catch((e: unknown) => log.warn('Warm-up failed', { error: String(e) }))
      .finally(() => setWarmingUp(false));
  });
  shutdownOnSignals(server, {
    timeoutMs: cfg.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    closeApp: closeApplication,
  });
}

// WEB_CONCURRENCY > 1 on PostgreSQL: a primary process runs main() in that many workers.
runClustered(main);
