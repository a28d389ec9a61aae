// Starting, waiting for and stopping the built server: shared by the bench scripts so a change to
// how the server is run (its environment, its readiness check) is made once.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './lib.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Which build to run and where: another build's `dist/` gives a before/after in one sitting. */
export type ServerTarget = { port: number; server?: string; cwd?: string };

/** The target the environment names (BENCH_PORT, BENCH_SERVER, BENCH_CWD). */
export function envTarget(defaultPort = 4455): Required<ServerTarget> {
  return {
    port: Number(process.env.BENCH_PORT ?? defaultPort),
    server: path.resolve(ROOT, process.env.BENCH_SERVER ?? 'dist/server/serve.mjs'),
    // Its working folder: migrations are read from `src/lib/db/migrations` there.
    cwd: path.resolve(ROOT, process.env.BENCH_CWD ?? '.'),
  };
}

export const baseUrl = (port: number) => `http://127.0.0.1:${port}`;

export async function waitFor(url: string, ms = 600_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${url}`);
}

/** The server on PGlite in `dataDir` (or `DATABASE_URL` in env), demo data seeded, quiet logs. */
export function startServer(
  target: ServerTarget,
  dataDir: string,
  env: Record<string, string> = {},
): ChildProcess {
  const server = target.server ?? path.join(ROOT, 'dist/server/serve.mjs');
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, server], {
    cwd: target.cwd ?? ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(target.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      ...env,
    },
  });
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** CPU time of process `pid` so far, in ms (utime + stime, in clock ticks of 10 ms; Linux). */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The last code texted to `phone` (the `log` SMS provider writes DATA_DIR/outbox.jsonl). */
export async function lastCode(dataDir: string, phone: string, purpose: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const file = path.join(dataDir, 'outbox.jsonl');
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : [];
    const mine = lines
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { to: string; text: string; purpose: string })
      .filter((l) => l.to === phone && l.purpose === purpose);
    if (mine.length) return /\b(\d{5})\b/.exec(mine.at(-1)!.text)![1]!;
    await new Promise((r) => setTimeout(r, 100)); // the message is written after the answer
  }
  throw new Error(`no ${purpose} code for ${phone} in the outbox`);
}
