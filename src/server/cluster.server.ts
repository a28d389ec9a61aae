// Several server processes on one machine (WEB_CONCURRENCY, docs/decisions/011-several-processes.md).
// The primary process only supervises: it forks the workers (node:cluster shares the listening port
// between them), replaces one that dies, and passes SIGTERM/SIGINT on. Each worker starts exactly
// like a single server (src/server/serve.ts): configuration, bootstrap — migrations and the first-run
// seed under an advisory lock, so the first worker does them and the others find them done — then
// listening. Everything the workers share lives in PostgreSQL; PGlite is one process's database, so
// without DATABASE_URL the server stays one process.
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { config, type Config } from '@/lib/config.server';
import { log } from '@/lib/platform/log.server';

/** A worker that dies sooner than this after its start is crashing, not just dying once. */
const QUICK_CRASH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/** How many processes to run, and why not what was asked when that cannot be. */
export function workerCount(
  cfg: Pick<Config, 'WEB_CONCURRENCY' | 'DATABASE_URL'>,
  cores = os.availableParallelism(),
): { count: number; note?: string } {
  const asked = cfg.WEB_CONCURRENCY === 0 ? cores : cfg.WEB_CONCURRENCY;
  if (asked > 1 && !cfg.DATABASE_URL)
    return {
      count: 1,
      note:
        `WEB_CONCURRENCY=${cfg.WEB_CONCURRENCY} asks for ${asked} processes, but PGlite (no ` +
        'DATABASE_URL) is one process’s database: serving from one process. Set DATABASE_URL ' +
        'to a PostgreSQL database to run several.',
    };
  return { count: Math.max(1, asked) };
}

/**
 * The wait before replacing a worker: none after a worker that lived a while, then 1 s, 2 s, 4 s …
 * up to 30 s while replacements keep dying at once (a bad deploy must not spin the CPU).
 */
export function restartDelay(quickCrashesInARow: number): number {
  if (quickCrashesInARow <= 0) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (quickCrashesInARow - 1));
}

/** Starts the server: in this process, or as a primary supervising WEB_CONCURRENCY workers. */
export function runClustered(startWorker: () => unknown): void {
  if (!cluster.isPrimary) return void startWorker();
  let cfg: Config;
  try {
    cfg = config();
  } catch {
    return void startWorker(); // it reports the configuration error and exits
  }
  const { count, note } = workerCount(cfg);
  if (note) log.warn(note);
  if (count <= 1) return void startWorker();
  supervise(count);
}

function supervise(count: number): void {
  log.info(`Primary process ${process.pid}: starting ${count} server processes`);
  const startedAt = new Map<Worker, number>();
  const timers = new Set<NodeJS.Timeout>();
  let quickCrashes = 0;
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    log.info(`Server process ${worker.process.pid} started`);
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) {
        log.info('All server processes have stopped');
        process.exit(0);
      }
      return;
    }
    quickCrashes = lived < QUICK_CRASH_MS ? quickCrashes + 1 : 0;
    const delay = restartDelay(quickCrashes);
    log.warn(
      `Server process ${worker.process.pid} exited (${signal ?? `code ${code}`}) after ` +
        `${Math.round(lived / 1000)} s: starting another${delay ? ` in ${delay / 1000} s` : ''}`,
    );
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopping) fork();
    }, delay);
    timers.add(timer);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const t of timers) clearTimeout(t);
    log.info(`${signal} received: stopping ${startedAt.size} server processes`);
    if (startedAt.size === 0) process.exit(0);
    // SIGTERM for both: after Ctrl-C a terminal has sent SIGINT to the workers already, and a
    // second SIGINT must not end one before it has finished its requests.
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < count; i++) fork();
}
