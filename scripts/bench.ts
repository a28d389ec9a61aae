// `npm run bench`: builds, starts the production server on a copy of the demo data, and prints
// requests/s and p50/p99 latency (autocannon) plus the JS and image bytes each page loads in
// Chromium (as the browser receives them: brotli). Optionally loads 10,000 and 100,000 generated
// projects into scratch databases (BENCH_SCALE=1). It prints figures; it asserts nothing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { ensurePostgres, findPgBin, startCluster } from './services.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const TMP = path.join(ROOT, '.tmp/bench');
const PORT = 4455;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 25);

async function waitFor(url: string, ms = 240_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${url}`);
}

function startServer(dataDir: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['dist/server/serve.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
  });
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export async function load(pathname: string) {
  const result = await autocannon({
    url: BASE + pathname,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-encoding': 'br' },
  });
  return {
    path: pathname,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function pageBytes(pathnames: string[]) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const out = [];
  for (const pathname of pathnames) {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const sizes = { js: 0, img: 0, html: 0, css: 0 };
    page.on('requestfinished', async (req) => {
      const type = req.resourceType();
      // Bytes of the body as they came over the wire (brotli/gzip), not after decoding.
      const len = (await req.sizes().catch(() => ({ responseBodySize: 0 }))).responseBodySize;
      if (type === 'script') sizes.js += len;
      else if (type === 'image') sizes.img += len;
      else if (type === 'document') sizes.html += len;
      else if (type === 'stylesheet') sizes.css += len;
    });
    await page.goto(BASE + pathname, { waitUntil: 'networkidle' });
    out.push({
      path: pathname,
      jsKB: +(sizes.js / 1024).toFixed(1),
      htmlKB: +(sizes.html / 1024).toFixed(1),
      cssKB: +(sizes.css / 1024).toFixed(1),
      imgKB: +(sizes.img / 1024).toFixed(1),
    });
    await page.close();
  }
  await browser.close();
  return out;
}

/**
 * The same pages on PostgreSQL (a throwaway cluster, scripts/services.mjs), cache off, served by one
 * process and then by two (WEB_CONCURRENCY=2), side by side. `BENCH_PG=0` skips it.
 */
async function benchPostgres(paths: string[]) {
  const cluster = await startCluster(ensurePostgres());
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    const databaseUrl = cluster.url.replace(/\/postgres$/, '/bench');
    const byProcesses: Record<string, Awaited<ReturnType<typeof load>>[]> = {};
    for (const workers of ['1', '2']) {
      const server = startServer(path.join(TMP, `pg-${workers}`), {
        DATABASE_URL: databaseUrl,
        WEB_CONCURRENCY: workers,
        PAGE_CACHE_SECONDS: '0',
      });
      try {
        await waitFor(`${BASE}/api/ready`);
        const rows = [];
        for (const p of paths) rows.push(await load(p));
        byProcesses[workers] = rows;
      } finally {
        await stop(server);
      }
    }
    console.log(
      `\nPostgreSQL, PAGE_CACHE_SECONDS=0, 1 process vs WEB_CONCURRENCY=2 (${CONNECTIONS} connections, ${DURATION}s each):`,
    );
    console.table(
      paths.map((p, i) => {
        const one = byProcesses['1']![i]!;
        const two = byProcesses['2']![i]!;
        return {
          path: p,
          'rps 1 proc': one.rps,
          'rps 2 procs': two.rps,
          'p50/p99 1': `${one.p50}/${one.p99}`,
          'p50/p99 2': `${two.p50}/${two.p99}`,
          errors: one.errors + two.errors,
        };
      }),
    );
  } finally {
    cluster.stop();
  }
}

async function main() {
  spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  fs.rmSync(TMP, { recursive: true, force: true });
  const dataDir = path.join(TMP, 'demo');
  const paths = (
    process.env.BENCH_PATHS ??
    '/,/api/category/get-all,/api/services,/projects,/projects?Status=sale&Sort=priceAsc,/calculate,/news'
  ).split(',');
  // Twice: rendering every request (cache off), then as anonymous visitors get it (micro-cache on).
  for (const cache of process.env.BENCH_SCALE_ONLY === '1' ? ['0'] : ['0', '5']) {
    const server = startServer(dataDir, { PAGE_CACHE_SECONDS: cache });
    try {
      await waitFor(`${BASE}/api/ready`);
      console.log(
        `\nThroughput, PAGE_CACHE_SECONDS=${cache} (${CONNECTIONS} connections, ${DURATION}s each):`,
      );
      const rows = [];
      for (const p of paths) rows.push(await load(p));
      console.table(rows);
      if (cache === '0') {
        console.log('\nBytes a phone loads (360×740, as transferred):');
        console.table(
          await pageBytes([
            ...paths.filter((p) => !p.startsWith('/api/')),
            '/ai/design/estimator',
            '/account/login',
          ]),
        );
      }
    } finally {
      await stop(server);
    }
  }
  if (process.env.BENCH_PG !== '0' && findPgBin()) await benchPostgres(paths);
  if (process.env.BENCH_SCALE === '1') {
    const { benchScale } = await import('./bench-scale');
    await benchScale({ startServer, stop, waitFor, load, pageBytes, TMP, BASE });
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
