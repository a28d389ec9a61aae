// After a start the server asks itself for its busiest pages once, before /api/ready says yes: the
// home page, the project list and a project page (the last project the home page shows),
// anonymous, in the default language. Their first rendering in a process paid for what every later
// one finds ready: the page modules loaded, React's and the schemas' first runs, and in the
// database the tables' and indexes' first reads and the statements' first plans (a project page:
// about 150 ms at 100,000 projects on PGlite, where the next one took 25–30). The visitors who
// come first after a deploy no longer pay it (docs/performance.md#a-warm-up-before-ready).
//
// Warm-up requests read past the read cache and keep nothing in it nor in the page cache, and count
// no view (`locals.warmingUp`, src/middleware.ts): they warm the process, not the data, and the
// first visitor of a page still gets it read from the database. Only the counts kept by memos of
// their own (categories for a minute, large list totals for 15 s) are counted once for them, as
// for any first visitor.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Serves one request; `locals` go to Astro's handler (src/server/serve.ts). */
export type Serve = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  locals?: Partial<App.Locals>,
) => void;

const PROJECT_LINK = /href="(\/project\/details\/[^"#?]+)"/g;
export const WARM_UP_AGENT = 'quruvchi-warm-up';

/**
 * Asks `serve` for the pages above through a listener of its own on a free loopback port (under
 * WEB_CONCURRENCY the shared port could hand a request to another worker). Returns the paths asked
 * and their statuses; throws when one takes longer than `timeoutMs`.
 */
export async function warmUp(
  serve: Serve,
  timeoutMs = 15_000,
): Promise<{ path: string; status: number }[]> {
  const own = http.createServer((req, res) => serve(req, res, { warmingUp: true }));
  await new Promise<void>((resolve, reject) => {
    own.once('error', reject);
    own.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve);
  });
  const base = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
  const asked: { path: string; status: number }[] = [];
  const get = async (path: string) => {
    const res = await fetch(base + path, {
      headers: { 'user-agent': WARM_UP_AGENT, 'accept-encoding': 'br' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await res.text();
    asked.push({ path, status: res.status });
    return body;
  };
  try {
    const home = await get('/');
    await get('/projects');
    const project = [...home.matchAll(PROJECT_LINK)].at(-1)?.[1];
    if (project) await get(project);
  } finally {
    own.closeAllConnections();
    own.close();
  }
  return asked;
}
