// `npm run bench:cpu -- <url> ...`: milliseconds of CPU the server process spends per request of
// each URL (all its threads: render, PGlite worker, compression, V8's helpers), read from
// /proc/<pid>/stat around N requests sent 4 at a time, after 100 of warm-up. Unlike requests/s it
// hardly moves with other work on the machine, so two builds can be compared back to back
// (docs/performance.md#measuring). Beside the total, the same per thread, from
// /proc/<pid>/task/*/stat: the render thread, V8's helpers (the collector's) and Node's worker
// threads (the PGlite worker and the compression thread, which Node names alike). Linux only. It
// asserts nothing.
// Options (env): BENCH_SERVER, BENCH_CWD, BENCH_PORT as in scripts/bench.ts; BENCH_DATA_DIR (the
// PGlite folder, seeded with demo data on first use; default .tmp/bench-cpu); READ_CACHE (off
// unless set to on); N (requests per URL and round, default 400); BENCH_ROUNDS (default 2);
// BENCH_SID (a session token: the requests are signed in); BENCH_ENCODING (the Accept-Encoding sent,
// default `br` as `npm run bench` and browsers get brotli; Node's fetch alone would ask for gzip, which
// the server compresses at about twice the CPU: docs/performance.md#pages-read-from-scratch-fifth-round).
import fs from 'node:fs';
import path from 'node:path';
import { baseUrl, cpuMs, envTarget, startServer, stopServer, waitFor } from './bench-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const N = Number(process.env.N ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const urls = process.argv.slice(2);
const target = envTarget(4456);
const base = baseUrl(target.port);
const headers: Record<string, string> = {
  'accept-language': 'uz',
  'accept-encoding': process.env.BENCH_ENCODING ?? 'br',
};
if (process.env.BENCH_SID) headers.cookie = `sid=${process.env.BENCH_SID}`;

/** The same per thread: the render thread, V8's helpers, Node's worker threads, the rest. */
function threadMs(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // a thread that ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const kind =
      tid === String(pid)
        ? 'render'
        : name === 'V8Worker'
          ? 'V8 helpers'
          : name === 'WorkerThread'
            ? 'workers'
            : 'other';
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out[kind] = (out[kind] ?? 0) + (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return out;
}

async function load(url: string, n: number) {
  let sent = 0;
  await Promise.all(
    [0, 1, 2, 3].map(async () => {
      while (sent++ < n) await (await fetch(base + url, { headers })).arrayBuffer();
    }),
  );
}

async function main() {
  if (!urls.length) throw new Error('name the URLs to measure, e.g. /about-us /');
  const dataDir = path.resolve(ROOT, process.env.BENCH_DATA_DIR ?? '.tmp/bench-cpu');
  const server = startServer(target, dataDir, {
    PAGE_CACHE_SECONDS: '0',
    READ_CACHE: process.env.READ_CACHE === 'on' ? 'on' : 'off',
  });
  try {
    await waitFor(`${base}/api/ready`);
    for (const url of urls) await load(url, 100);
    for (let round = 1; round <= ROUNDS; round++)
      for (const url of urls) {
        const before = cpuMs(server.pid!);
        const threadsBefore = threadMs(server.pid!);
        await load(url, N);
        const ms = (cpuMs(server.pid!) - before) / N;
        const threadsAfter = threadMs(server.pid!);
        const parts = Object.entries(threadsAfter)
          .filter(([kind, t]) => kind !== 'other' || t > (threadsBefore[kind] ?? 0))
          .map(([kind, t]) => `${kind} ${((t - (threadsBefore[kind] ?? 0)) / N).toFixed(2)}`)
          .join(' · ');
        console.log(
          `round ${round}  ${url.padEnd(60)} ${ms.toFixed(2)} ms of CPU per request (${parts})`,
        );
      }
  } finally {
    await stopServer(server);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
