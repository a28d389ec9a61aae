// Operating the built server (docs/architecture.md, "Logs, readiness, shutdown"): SIGTERM lets a
// request in flight finish while new connections are refused; a request that never ends cannot
// hold the shutdown past SHUTDOWN_TIMEOUT_SECONDS; a request whose client left still ends before
// the database closes; a lost database gives the 500 page (with the request id to quote) and the
// JSON error shape, /api/ready 503 while /api/health stays 200.
import http from 'node:http';
import pg from 'pg';
import { afterEach, expect, test } from 'vitest';
import { createDatabase, startServer, waitReady, type RunningServer } from './support/server';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const WALL = JSON.stringify({ length: 10, height: 3, material: 'brickSingle', thickness: 'half' });

/** A POST whose body the client sends in two parts, the second when `finish()` is called. */
function slowPost(url: string) {
  const half = Math.floor(WALL.length / 2);
  let sent!: () => void;
  const firstPartSent = new Promise<void>((resolve) => (sent = resolve));
  const req = http.request(`${url}/api/calculator/wall`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(WALL) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += String(d)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  req.write(WALL.slice(0, half), () => sent());
  return { firstPartSent, answer, finish: () => req.end(WALL.slice(half)) };
}

async function waitFor(check: () => boolean, what: string) {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  if (!check()) throw new Error(`timed out waiting for ${what}\n${server?.output()}`);
}

test('SIGTERM: the request in flight is answered, new connections are refused, exit 0', async () => {
  server = await startServer();
  const slow = slowPost(server.url);
  await slow.firstPartSent;
  // The server has the request (its headers) before the signal comes.
  await new Promise((r) => setTimeout(r, 200));
  server.child.kill('SIGTERM');
  const s = server;
  await waitFor(() => s.output().includes('SIGTERM received: draining'), 'draining');
  await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  slow.finish();
  const answer = await slow.answer;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toHaveProperty('lines');
  expect(await server.exited).toBe(0);
  const lines = server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(lines).toContainEqual(
    expect.objectContaining({ method: 'POST', path: '/api/calculator/wall', status: 200 }),
  );
  expect(lines.map((l) => l['msg'])).toEqual(
    expect.arrayContaining(['database closed', 'stopped']),
  );
});

test('SIGTERM: a request that never ends is cut after SHUTDOWN_TIMEOUT_SECONDS, exit 0', async () => {
  server = await startServer({ env: { SHUTDOWN_TIMEOUT_SECONDS: '1' } });
  const slow = slowPost(server.url);
  await slow.firstPartSent;
  await new Promise((r) => setTimeout(r, 200));
  server.child.kill('SIGTERM');
  await expect(slow.answer).rejects.toThrow();
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('shutdown timeout');
});

test('a lost database: the 500 page with the request id, JSON 500 for the API, ready 503', async () => {
  const databaseUrl = await createDatabase();
  server = await startServer({ env: { DATABASE_URL: databaseUrl } });
  await waitReady(server.url);

  const admin = new pg.Client({ connectionString: process.env['DEPLOY_PG_URL'] });
  await admin.connect();
  await admin.query(`DROP DATABASE ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();

  const page = await fetch(`${server.url}/?lang=en`, { headers: { 'x-request-id': 'quote-me-1' } });
  expect(page.status).toBe(500);
  expect(page.headers.get('x-request-id')).toBe('quote-me-1');
  const html = await page.text();
  expect(html).toContain('Server error');
  expect(html).toContain('quote this code: quote-me-1');
  expect(html).not.toMatch(/at .+\.(m?js|ts):\d+/); // no stack trace

  // A signed-in request fails in the middleware (the session lookup), before any endpoint.
  const api = await fetch(`${server.url}/api/my-projects`, {
    headers: { authorization: 'Bearer some-token', 'x-request-id': 'quote-me-2' },
  });
  expect(api.status).toBe(500);
  expect(await api.json()).toEqual({ error: { code: 'internal', message: expect.any(String) } });

  const ready = await fetch(`${server.url}/api/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'database' });
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

  const errors = server
    .output()
    .split('\n')
    .filter((l) => l.includes('"level":"error"'));
  for (const id of ['quote-me-1', 'quote-me-2'])
    expect(errors.some((l) => l.includes(`"reqId":"${id}"`))).toBe(true);
});

test('SIGTERM: a request whose client left is let finish before the database closes', async () => {
  const databaseUrl = await createDatabase();
  server = await startServer({ env: { DATABASE_URL: databaseUrl } });
  await waitReady(server.url);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    // The list's statements wait behind this lock: the request is inside its handler, reading.
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE projects IN ACCESS EXCLUSIVE MODE');
    const req = http.get(`${server.url}/api/projects?Search=kept-waiting`);
    req.on('error', () => {});
    const waiting = async () =>
      (
        await admin.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        )
      ).rows[0].n > 0;
    for (let i = 0; i < 200 && !(await waiting()); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await waiting()).toBe(true);
    // The client leaves: its connection closes, so only the handler is left in flight.
    req.destroy();
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill('SIGTERM');
    const s = server;
    await waitFor(() => s.output().includes('SIGTERM received: draining'), 'draining');
    await new Promise((r) => setTimeout(r, 500));
    expect(server.output()).not.toContain('database closed');
    await admin.query('COMMIT');
  } finally {
    await admin.end();
  }
  expect(await server.exited).toBe(0);
  const out = server.output();
  expect(out).not.toContain('"level":"error"');
  expect(out).toContain('database closed');
});
