// Graceful shutdown, the process's ONE SIGTERM/SIGINT handler (docs/architecture.md, "Shutdown"):
// 1. draining: /api/ready answers 503, so a load balancer sends no new requests;
// 2. the listener closes (new connections are refused) and idle keep-alive connections with it;
// 3. the live message streams end (they never finish on their own);
// 4. requests in flight are answered, for up to SHUTDOWN_TIMEOUT_SECONDS; past it the remaining
//    connections are cut. "In flight" is both the open connections and the handlers still running
//    (trackHandler): a client that leaves closes its connection, not the work behind it, which may
//    still be reading from the database;
// 5. the application closes (its shutdown tasks, the database, the data-folder lock); exit 0.
// A second signal changes nothing: Ctrl-C in a terminal reaches both `npm start`'s launcher, which
// passes it on, and this process — the timeout already bounds the wait.
import type http from 'node:http';
import { log } from '../lib/platform/log.server';
import { startDraining } from './lifecycle.server';
import { runWhenDraining } from '../lib/platform/shutdown.server';

export type ShutdownOptions = {
  timeoutMs: number;
  /** Closes what the server used once no request is left (bootstrap.server.ts). */
  closeApp: () => Promise<void>;
};

const running = new Set<Promise<unknown>>();

/** Wraps the site's handler so the shutdown can wait for every call of it to end. */
export function trackHandler<A extends unknown[]>(
  handler: (...args: A) => unknown,
): (...args: A) => void {
  return (...args) => {
    const call = Promise.resolve(handler(...args));
    running.add(call);
    const done = () => void running.delete(call);
    call.then(done, done);
  };
}

/** Resolves once no handler call is running (one started meanwhile is waited for too). */
async function handlersDone(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

export function shutdownOnSignals(server: http.Server, opts: ShutdownOptions): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info(`${signal} received: draining`, { timeoutMs: opts.timeoutMs });
    startDraining();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // A keep-alive connection whose request ends now becomes idle: close it then, not after its
    // keep-alive timeout.
    const idle = setInterval(() => server.closeIdleConnections(), 200);
    await runWhenDraining();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      closed.then(handlersDone).then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), opts.timeoutMs))),
    ]);
    clearTimeout(timer);
    clearInterval(idle);
    if (timedOut) {
      log.warn('shutdown timeout: closing the connections still open', { handlers: running.size });
      server.closeAllConnections();
    }
    try {
      await opts.closeApp();
      log.info('stopped', { ms: Date.now() - started });
      process.exit(0);
    } catch (e) {
      log.error('closing the application failed', e);
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}
