// Several server processes on one PostgreSQL (docs/decisions/011-several-processes.md): two servers
// started at the same moment migrate once and seed once, share sessions and limits, and an admin
// write on one reaches the other's page cache at once, a sign-out on one ends the live message
// stream the other serves; WEB_CONCURRENCY=2 serves one port from two workers and replaces one
// that dies.
import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDatabase, ROOT, startServer, type RunningServer } from './support/server';

const ADMIN_PHONE = '+998901234567';
const ADMIN_PASSWORD = 'cluster-test-password';
const JOURNAL = path.join(ROOT, 'src/lib/db/migrations/meta/_journal.json');

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const occurrences = (text: string, what: string) => text.split(what).length - 1;

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function login(server: RunningServer, username: string, password: string) {
  return fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, rememberMe: false }),
  });
}

describe('two servers on one database', () => {
  let url: string;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    url = await createDatabase();
    const env = {
      DATABASE_URL: url,
      SEED_DEMO: 'true',
      ADMIN_PHONE,
      ADMIN_PASSWORD,
      PAGE_CACHE_SECONDS: '60',
    };
    // Started together: both reach the bootstrap at about the same moment.
    [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  test('migrate once and seed once', async () => {
    const journal = JSON.parse(fs.readFileSync(JOURNAL, 'utf8')) as { entries: unknown[] };
    const rows = await query<{ n: number }>(
      url,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(rows[0]!.n).toBe(journal.entries.length);
    const logs = a.output() + b.output();
    expect(occurrences(logs, 'Database migrated')).toBe(1);
    expect(occurrences(logs, 'Seeding demo data')).toBe(1);
    const seeded = /Demo data: .*?, (\d+) projects/.exec(logs);
    expect(seeded).not.toBeNull();
    const projects = await query<{ n: number }>(url, 'select count(*)::int as n from projects');
    expect(projects[0]!.n).toBe(Number(seeded![1]));
    expect(projects[0]!.n).toBeGreaterThan(0);
  });

  test('a session made on one is answered by the other', async () => {
    const res = await login(a, ADMIN_PHONE, ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    const token = (await res.text()).replace(/^"|"$/g, '');
    const me = await fetch(`${b.url}/api/accounts/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ phone: ADMIN_PHONE });
  });

  test('failed sign-ins alternating between them share one limit (10 per username)', async () => {
    const username = '+998907654321';
    for (let i = 0; i < 10; i++) {
      const res = await login(i % 2 ? b : a, username, `wrong-${i}`);
      expect(res.status).toBe(400);
    }
    expect((await login(a, username, 'wrong')).status).toBe(429);
    expect((await login(b, username, 'wrong')).status).toBe(429);
  });

  test("an admin write on one drops the other's cached page at once", async () => {
    const list = `${b.url}/api/category/get-all?PageSize=50`;
    const total = async () => {
      const res = await fetch(list);
      return {
        cache: res.headers.get('x-cache'),
        count: ((await res.json()) as { metaData: { totalCount: number } }).metaData.totalCount,
      };
    };
    const before = await total();
    const cached = await total();
    expect(cached).toEqual({ cache: 'hit', count: before.count }); // b serves it from its cache

    const token = (await (await login(a, ADMIN_PHONE, ADMIN_PASSWORD)).text()).replace(
      /^"|"$/g,
      '',
    );
    const heardBefore = occurrences(b.output(), 'caches dropped');
    const created = await fetch(`${a.url}/api/admin/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        parentId: 0,
        name: { uz: 'Klaster', ru: 'Кластер', en: 'Cluster' },
      }),
    });
    expect(created.status).toBe(201);
    // b heard a's notification (not its once-a-second check): its cache is gone.
    await until('b to hear the notification', () =>
      occurrences(b.output(), 'caches dropped') > heardBefore ? true : undefined,
    );
    expect((await total()).count).toBe(before.count + 1);
  });

  test("a sign-out on one ends the other's live stream, which is sent nothing after it", async () => {
    const [reader, writer] = [
      await directAccount(url, 'Oquvchi'),
      await directAccount(url, 'Yozuvchi'),
    ];
    const res = await fetch(`${b.url}/api/messages/stream`, {
      headers: { authorization: `Bearer ${reader.token}` },
    });
    expect(res.status).toBe(200);
    let text = '';
    const ended = (async () => {
      const body = res.body!.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await body.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
      }
    })();
    await until('the stream to start', () => (text.includes('retry:') ? true : undefined));

    const out = await fetch(`${a.url}/api/user/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader.token}` },
    });
    expect(out.status).toBe(204);
    const sent = await fetch(`${a.url}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.token}` },
      body: JSON.stringify({ toAccountId: reader.id, content: 'Chiqib ketdingizmi?' }),
    });
    expect(sent.status).toBe(201);
    // Ended within seconds (b's poll re-reads the session), and the message never reached it.
    await Promise.race([
      ended,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the stream outlived its session')), 10_000),
      ),
    ]);
    expect(text).not.toContain('event: message');
  });
});

/** An account with a session, written into the database (as the bench does): its id and token. */
async function directAccount(url: string, name: string) {
  const token = crypto.randomBytes(32).toString('base64url');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `insert into accounts (phone, password_hash, full_name, role, is_verified)
       values ($1, 'not-a-hash', $2, 'User', true) returning id`,
      [`+99897${crypto.randomInt(1_000_000, 9_999_999)}`, name],
    );
    await client.query(
      `insert into sessions (token_hash, account_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [crypto.createHash('sha256').update(token).digest('hex'), rows[0]!.id],
    );
    return { id: rows[0]!.id, token };
  } finally {
    await client.end();
  }
}

/** GET /api/health on a new connection each time (a kept-alive one stays with one worker). */
function healthPid(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      let body = '';
      res.on('data', (d) => (body += String(d)));
      res.on('end', () => {
        try {
          resolve((JSON.parse(body) as { pid: number }).pid);
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      });
    });
    req.on('error', reject);
  });
}

async function pidsServing(port: number, want: number): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < 100 && pids.size < want; i++) pids.add(await healthPid(port));
  return pids;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('WEB_CONCURRENCY=2 serves one port from two workers and replaces one killed', async () => {
  const url = await createDatabase();
  const server = await startServer({ env: { DATABASE_URL: url, WEB_CONCURRENCY: '2' } });
  try {
    const first = await pidsServing(server.port, 2);
    expect(first.size).toBe(2);
    expect(first.has(server.child.pid!)).toBe(false); // the primary only supervises

    const [victim, survivor] = [...first];
    process.kill(victim!, 'SIGKILL');
    await until('the dead worker to be replaced', () =>
      /Server process \d+ started[\s\S]*$/.test(
        server.output().split(`Server process ${victim} exited`)[1] ?? '',
      )
        ? true
        : undefined,
    );
    const after = await until('two workers to answer again', async () => {
      const pids = await pidsServing(server.port, 2);
      return pids.size === 2 ? pids : undefined;
    });
    expect(after.has(victim!)).toBe(false);
    expect(after.has(survivor!)).toBe(true);

    // SIGTERM to the primary stops every worker, then the primary, cleanly.
    expect(await server.stop('SIGTERM')).toBe(0);
    for (const pid of after) expect(alive(pid)).toBe(false);
  } finally {
    if (server.child.exitCode === null) await server.stop('SIGKILL');
  }
});

test('WEB_CONCURRENCY=2 on PGlite stays one process and says why', async () => {
  const server = await startServer({ env: { WEB_CONCURRENCY: '2' } });
  try {
    expect(await healthPid(server.port)).toBe(server.child.pid);
    expect(server.output()).toMatch(/PGlite .*one process/);
  } finally {
    await server.stop();
  }
});
