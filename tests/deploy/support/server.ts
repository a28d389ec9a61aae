// Starting the built server the way an operator does, for the deployment suite: its own process,
// a free port, its own data folder or PostgreSQL database, and its log kept for assertions.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../../../scripts/lib.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const NODE = path.join(ROOT, 'node_modules/.bin/node');

/** The command that serves the built site (what `npm run serve` runs): no TypeScript loader. */
export const SERVER_ARGS = [...SERVER_NODE_FLAGS, 'dist/server/serve.mjs'];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A new empty database in the suite's PostgreSQL cluster (DEPLOY_PG_URL, set by scripts/test.mjs). */
export async function createDatabase(): Promise<string> {
  const admin = process.env.DEPLOY_PG_URL;
  if (!admin) throw new Error('DEPLOY_PG_URL is not set: run the suite through `npm test`');
  const name = `deploy_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return u.toString();
}

export type RunningServer = {
  url: string;
  port: number;
  child: ChildProcess;
  /** The server's DATA_DIR (a temporary folder, removed by stop()); its SMS/e-mail outbox is
   * outbox.jsonl there. */
  dataDir: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export async function startServer(
  opts: {
    env?: Record<string, string>;
    port?: number;
    /** The program to run (default: this checkout's Node), e.g. `npm` for `npm run serve`. */
    command?: string;
    args?: string[];
    cwd?: string;
  } = {},
): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-deploy-'));
  const child = spawn(opts.command ?? NODE, opts.args ?? SERVER_ARGS, {
    cwd: opts.cwd ?? ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SITE_URL: '',
      SEED_DEMO: 'false',
      PAGE_CACHE_SECONDS: '0',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    child,
    dataDir,
    output: () => out,
    exited,
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/**
 * Waits for /api/ready to say 200, as a load balancer would: after a start the server first warms
 * up (src/server/warm-up.server.ts) and answers 503 `warming` meanwhile; any other answer fails.
 */
export async function waitReady(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${url}/api/ready`);
    if (res.status === 200) return;
    const body = (await res.json()) as { reason?: string };
    if (res.status !== 503 || body.reason !== 'warming')
      throw new Error(`/api/ready answered ${res.status} ${JSON.stringify(body)}`);
    if (Date.now() > deadline) throw new Error('still warming up');
    await new Promise((r) => setTimeout(r, 100));
  }
}
