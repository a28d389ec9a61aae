// Figures for the live messages stream (docs/architecture.md "Messages live updates"): the delay
// from POST /api/messages to the `message` event on the receiver's open stream (median of 20), and
// the server's memory per open stream (RSS before and after opening 500). Runs the built server
// (src/server/serve.ts, so compression and the middleware are in the way, as in production):
// - without DATABASE_URL: one server on a fresh PGlite folder; two accounts signed up over HTTP;
// - with DATABASE_URL (an empty scratch database): TWO server processes on it; the message is
//   posted to the first and streamed by the second (delivery across processes), and 100 accounts
//   with sessions are written straight into the database for the 500 streams.
// `npm run build` first. It prints figures; it asserts nothing.
//   node --import tsx scripts/bench-messages-live.ts
//   DATABASE_URL=postgres://… node --import tsx scripts/bench-messages-live.ts
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { lastCode, startServer as startOn, waitFor } from './bench-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const TMP = path.join(ROOT, '.tmp/bench-live');
const DB_URL = process.env.DATABASE_URL ?? '';
const PORTS = [4471, 4472];
const SENDS = 20;
const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const base = (port: number) => `http://127.0.0.1:${port}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const startServer = (port: number, dataDir: string) =>
  startOn({ port }, dataDir, {
    DATABASE_URL: DB_URL,
    SEED_DEMO: 'false',
    SITE_URL: '',
    PAGE_CACHE_SECONDS: '0',
    ADMIN_PHONE: '+998900000001',
    ADMIN_PASSWORD: 'Bench-Admin-Pass-1',
    // The 500 streams come from 127.0.0.1 but name 100 client addresses (X-Forwarded-For): one
    // address holds at most PER_ADDRESS streams (src/lib/messages/live/hub.server.ts).
    TRUST_PROXY: '127.0.0.1',
  });

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]);
}

/** Signs up over HTTP, reading the code from the server's outbox. */
async function signUp(port: number, dataDir: string, name: string): Promise<string> {
  const phone = `+99890${crypto.randomInt(1_000_000, 9_999_999)}`;
  const password = 'Bench-Live-Pass-1';
  const post = (p: string, body: unknown) =>
    fetch(base(port) + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const reg = await post('/api/user/register', {
    username: phone,
    password,
    confirmPassword: password,
    fullName: name,
    accountType: 'User',
    consent: true,
  });
  if (reg.status !== 201) throw new Error(`register ${reg.status} ${await reg.text()}`);
  const code = await lastCode(dataDir, phone, 'register');
  const { attemptToken } = (await reg.json()) as { attemptToken: string };
  const confirm = await post('/api/user/register/confirm', { username: phone, code, attemptToken });
  if (confirm.status !== 200) throw new Error(`confirm ${confirm.status}`);
  return (await confirm.text()).trim();
}

/** Accounts and sessions written into PostgreSQL directly (the 500-stream test needs 100). */
async function directAccounts(n: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const token = crypto.randomBytes(32).toString('base64url');
    const { rows } = await client.query<{ id: number }>(
      `insert into accounts (phone, password_hash, full_name, role, is_verified)
       values ($1, 'not-a-hash', $2, 'User', true) returning id`,
      [`+99897${crypto.randomInt(1_000_000, 9_999_999)}`, `Bench ${i}`],
    );
    await client.query(
      `insert into sessions (token_hash, account_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [crypto.createHash('sha256').update(token).digest('hex'), rows[0]!.id],
    );
    tokens.push(token);
  }
  await client.end();
  return tokens;
}

type Stream = { close: () => void; onMessage: (cb: (data: unknown) => void) => void };

async function openStream(port: number, token: string, client = '127.0.0.1'): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(base(port) + '/api/messages/stream', {
    headers: {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip, br',
      'x-forwarded-for': client,
    },
    signal: abort.signal,
  });
  if (res.status !== 200) throw new Error(`stream ${res.status}`);
  const listeners: Array<(d: unknown) => void> = [];
  void (async () => {
    const reader = res.body!.getReader();
    const dec = new TextDecoder();
    let buf = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buf += dec.decode(value, { stream: true });
        let end: number;
        while ((end = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, end);
          buf = buf.slice(end + 2);
          const data = /^event: message\ndata: (.+)$/m.exec(block)?.[1];
          if (data) for (const l of listeners) l(JSON.parse(data));
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return { close: () => abort.abort(), onMessage: (cb) => listeners.push(cb) };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main() {
  fs.rmSync(TMP, { recursive: true, force: true });
  const dirs = PORTS.map((p) => path.join(TMP, `data-${p}`));
  const servers: ChildProcess[] = [startServer(PORTS[0]!, dirs[0]!)];
  await waitFor(base(PORTS[0]!) + '/api/health');
  // On PostgreSQL a second process on the same database (started after the first migrated it).
  if (DB_URL) {
    servers.push(startServer(PORTS[1]!, dirs[1]!));
    await waitFor(base(PORTS[1]!) + '/api/health');
  }
  const writePort = PORTS[0]!;
  const streamPort = DB_URL ? PORTS[1]! : PORTS[0]!;
  const streamPid = (DB_URL ? servers[1] : servers[0])!.pid!;
  try {
    const [sender, receiver] = DB_URL
      ? await directAccounts(2)
      : [
          await signUp(writePort, dirs[0]!, 'Bench Sender'),
          await signUp(writePort, dirs[0]!, 'Bench Receiver'),
        ];
    const me = await (
      await fetch(base(writePort) + '/api/accounts/me', {
        headers: { authorization: `Bearer ${receiver}` },
      })
    ).json();
    const stream = await openStream(streamPort, receiver!);
    await sleep(1500);
    const delays: number[] = [];
    for (let i = 0; i < SENDS; i++) {
      await sleep(Math.random() * 1000); // not in step with the poller's second
      const got = new Promise<number>((resolve) =>
        stream.onMessage(() => resolve(performance.now())),
      );
      const t0 = performance.now();
      const res = await fetch(base(writePort) + '/api/messages', {
        method: 'POST',
        headers: { authorization: `Bearer ${sender}`, 'content-type': 'application/json' },
        body: JSON.stringify({ toAccountId: me.id, content: `bench ${i}` }),
      });
      if (res.status !== 201) throw new Error(`send ${res.status} ${await res.text()}`);
      delays.push((await got) - t0);
    }
    stream.close();
    console.log(
      `${DB_URL ? 'PostgreSQL, two processes' : 'PGlite'}: send → event delay over ${SENDS}: median ${median(delays).toFixed(0)} ms, min ${Math.min(...delays).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms`,
    );

    if (DB_URL) {
      const tokens = await directAccounts(STREAMS / 5);
      // Warm up (JIT, first allocations), then measure.
      const warm = await Promise.all(tokens.slice(0, 10).map((t) => openStream(streamPort, t)));
      await sleep(1000);
      warm.forEach((s) => s.close());
      await sleep(2000);
      const before = rssKb(streamPid);
      const open: Stream[] = [];
      for (const [k, t] of tokens.entries())
        for (let i = 0; i < 5; i++)
          open.push(await openStream(streamPort, t, `10.77.${k >> 8}.${k & 255}`));
      await sleep(3000);
      const after = rssKb(streamPid);
      console.log(
        `${open.length} open streams: server RSS ${(before / 1024).toFixed(1)} → ${(after / 1024).toFixed(1)} MB, ≈ ${((after - before) / open.length).toFixed(1)} kB per stream`,
      );
      open.forEach((s) => s.close());
      await sleep(1000);
    }
    // SIGTERM with streams open: the process must end at once, the streams cleanly.
    const last = await openStream(streamPort, receiver!);
    void last;
    const t0 = Date.now();
    const victim = (DB_URL ? servers[1] : servers[0])!;
    const exited = new Promise<number | null>((r) => victim.once('exit', (code) => r(code)));
    victim.kill('SIGTERM');
    const code = await Promise.race([exited, sleep(10_000).then(() => 'timeout' as const)]);
    console.log(`SIGTERM with an open stream: exit ${String(code)} after ${Date.now() - t0} ms`);
  } finally {
    for (const s of servers) if (s.exitCode === null) s.kill('SIGTERM');
    await sleep(500);
  }
}

await main();
