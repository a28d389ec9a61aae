// The warm-up after a start (src/server/warm-up.server.ts): the built server asks itself for the
// home page, the list and a project page before /api/ready says yes, and keeps nothing of them: the
// first visitor's pages are still read from the database (not from the read cache or the page
// cache), and no view is counted for the warm-up's project page. Meanwhile /api/ready says 503
// `warming`, so a load balancer sends nobody to the cold process.
import pg from 'pg';
import { afterAll, test, type ExpectStatic } from 'vitest';
import {
  createDatabase,
  freePort,
  startServer,
  waitReady,
  type RunningServer,
} from './support/server';

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

/**
 * A server with the demo data, counting each answer's statements (X-Db-Queries), once warm.
 * `expect` is the calling test's own: the tests here run concurrently, and vitest ties the global
 * `expect` (its `poll` above all) to whichever test it last started or finished.
 */
async function warmServer(expect: ExpectStatic, env: Record<string, string> = {}) {
  // /api/ready asked every 10 ms from before the server listens until it first says yes: the
  // warm-up of a cold process takes hundreds of milliseconds, so it is seen answering `warming`.
  const port = await freePort();
  const answers: string[] = [];
  let polling = true;
  const poll = (async () => {
    while (polling) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
        const body = (await res.json()) as { reason?: string };
        answers.push(res.status === 200 ? 'ready' : `${res.status} ${body.reason}`);
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  let server: RunningServer;
  try {
    server = await startServer({
      port,
      env: {
        SEED_DEMO: 'true',
        ADMIN_PHONE: '+998900000009',
        ADMIN_PASSWORD: 'Deploy-Admin-Pass-9',
        COUNT_DB_QUERIES: 'true',
        // Anonymous pages may be kept 30 s: the warm-up's must not be.
        PAGE_CACHE_SECONDS: '30',
        LOG_LEVEL: 'info',
        ...env,
      },
    });
    servers.push(server);
    await waitReady(server.url);
    await poll;
  } finally {
    // A server that never starts or never gets ready leaves no poll running behind the test.
    polling = false;
  }
  expect(answers.at(-1)).toBe('ready');
  expect(new Set(answers.slice(0, -1))).toEqual(new Set(['503 warming']));
  const line = server
    .output()
    .split('\n')
    .find((l) => l.includes('"msg":"Warmed up"'));
  expect(line, server.output()).toBeTruthy();
  const asked = (JSON.parse(line!) as { asked: { path: string; status: number }[] }).asked;
  expect(asked.map((a) => a.status)).toEqual([200, 200, 200]);
  expect(asked.map((a) => a.path).slice(0, 2)).toEqual(['/', '/projects']);
  expect(asked[2]!.path).toMatch(/^\/project\/details\//);
  return { url: server.url, project: asked[2]!.path };
}

const queries = async (expect: ExpectStatic, url: string) => {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Number(res.headers.get('x-db-queries'));
};

// The two servers start side by side (each seeds the demo data, about half a minute).
// PGlite: its read cache keeps results from the first request on (on PostgreSQL it keeps nothing
// until the cache bus listens, which a warm-up may come before).
test.concurrent(
  'the first visitor after the warm-up reads the home page and the project from the database',
  async ({ expect }) => {
    const { url, project } = await warmServer(expect);
    expect(await queries(expect, `${url}/`)).toBeGreaterThan(0);
    expect(await queries(expect, url + project)).toBeGreaterThan(0);
    // …and the second from what the first kept.
    expect(await queries(expect, url + project)).toBe(0);
  },
);

test.concurrent('the warm-up counts no view; a visitor does', async ({ expect }) => {
  const databaseUrl = await createDatabase();
  const { url, project } = await warmServer(expect, { DATABASE_URL: databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const views = async () =>
      Number((await client.query('select count(*) as n from project_views')).rows[0].n);
    // Views are written every 3 s.
    await new Promise((r) => setTimeout(r, 3_500));
    expect(await views()).toBe(0);
    expect((await fetch(url + project)).status).toBe(200);
    await expect.poll(views, { timeout: 10_000 }).toBe(1);
  } finally {
    await client.end();
  }
});
