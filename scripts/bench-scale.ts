// The bench's scale part (docs/performance.md#measuring): grows the demo projects by SQL to a
// target count (cloned rows with new codes `b<copy>-<id>`, prices, areas, dates and views spread,
// each with its first image) in a PGlite folder or a PostgreSQL database, so one database is grown
// step by step (demo → 1,000 → 100,000); then times the FIRST hit of each probe (a request a
// visitor can make that a large catalogue makes expensive) beside /about-us, and the server's
// memory after the probes and after a short load over them; then first views with the read cache
// on (project pages and filtered lists no request asked before, beside /about-us). It asserts
// nothing.
//
// `npm run bench` runs it as its `scale` part. Alone, against a build (`npm run build` first):
//   node --import tsx scripts/bench-scale.ts
// Options (env):
//   BENCH_DB            pglite,postgres (default both; PostgreSQL in a throwaway cluster)
//   BENCH_SCALE         projects to grow to (default 100000)
//   BENCH_SCALE_DIR     where the data is kept (default .tmp/bench-scale); an existing PGlite
//                       folder there is reused as it is, so a second run skips the seeding
//   BENCH_DATABASE_URL  an existing PostgreSQL database instead of a throwaway cluster (grown
//                       when smaller than BENCH_SCALE)
//   BENCH_SCALE_SECONDS seconds of load over the probes before the last memory reading (default 10)
//   BENCH_PORT, BENCH_SERVER, BENCH_CWD, BENCH_CONNECTIONS as in scripts/bench.ts
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/lib/db/client.server';
import { encodeCursor } from '../src/lib/projects/read/list-order.server';
import { vacuumWhereDue } from '../src/server/pglite-vacuum.server';
import { startServer, stopServer, waitFor } from './bench-server';

type Where = { dataDir: string } | { databaseUrl: string };

/**
 * Grows the projects to at least `target`; answers how many there are. The server must be stopped
 * (PGlite). One INSERT … SELECT per table; the indexes stay, so every run measures the schema the
 * server has.
 */
export async function grow(where: Where, target: number): Promise<number> {
  const handle = await openDatabase({ ...where, pgliteWorker: false });
  const count = async (cond: string) => {
    const res = await handle.db.execute(
      sql.raw(`select count(*)::int as n from projects where ${cond}`),
    );
    return Number((res.rows[0] as { n: number }).n);
  };
  try {
    const originals = await count(`code not like 'b%'`);
    const have = Math.round((await count(`code like 'b%'`)) / Math.max(1, originals));
    const want = Math.max(0, Math.ceil(target / originals) - 1);
    if (want > have) {
      // Numbers only in the text (no user input): the bench's own figures. The copy number and
      // the original's id spread the sort keys, so sorted pages and ties look like real data.
      await handle.db.execute(
        sql.raw(`
      insert into projects (code, seo_url, owner_account_id, title, description, status, property_type, price, is_negotiable,
        category_id, region_id, district_id, address, latitude, longitude, area, total_area, length, width, bedrooms, bathrooms, rooms,
        has_garage, has_parking, has_attic, only_design, is_active, storeys, wall_material, style, foundation, flooring,
        view_count, save_count, search_text, created_at, updated_at)
      select 'b' || g || '-' || p.id, p.seo_url, p.owner_account_id, p.title, p.description, p.status, p.property_type,
        (p.price * (0.7 + ((g * 7919 + p.id) % 61) / 100.0))::bigint, p.is_negotiable, p.category_id, p.region_id, p.district_id,
        p.address, p.latitude + ((g * 7919 + p.id * 31) % 401 - 200) / 1000.0,
        p.longitude + ((g * 104729 + p.id * 17) % 401 - 200) / 1000.0, p.area * (0.8 + ((g + p.id) % 41) / 100.0), p.total_area, p.length, p.width, p.bedrooms, p.bathrooms, p.rooms,
        p.has_garage, p.has_parking, p.has_attic, p.only_design, p.is_active, p.storeys, p.wall_material, p.style, p.foundation,
        p.flooring, (p.view_count + g) % 5000, p.save_count, p.search_text || ' b' || g, p.created_at - (g || ' minutes')::interval, now()
      from projects p cross join generate_series(${have + 1}, ${want}) g
      where p.code not like 'b%'`),
      );
      // The first image of each copy, joined by the original's id written into the code (a hash
      // join over the new rows; a correlated "no image yet" probe per row cost minutes on PGlite).
      await handle.db.execute(
        sql.raw(`
      insert into project_images (project_id, uploader_account_id, position, width, height, variants)
      select c.id, i.uploader_account_id, 0, i.width, i.height, i.variants
      from projects c
      join (select distinct on (project_id) * from project_images order by project_id, position, id) i
        on i.project_id = split_part(c.code, '-', 2)::int
      where c.code like 'b%' and split_part(split_part(c.code, '-', 1), 'b', 2)::int > ${have}`),
      );
      // PostgreSQL's autovacuum would vacuum the new rows within a minute, and a live database has
      // long been vacuumed; vacuumed here, the first hits do not depend on whether it has yet
      // (its visibility map decides index-only counts).
      if ('databaseUrl' in where) await handle.db.execute(sql`vacuum analyze`);
    }
    // On PGlite, what the server's vacuum job does in its first minute (the same function), so no
    // probe waits behind it; on a folder grown before, whatever it left undone.
    if (!('databaseUrl' in where)) await vacuumWhereDue(handle.db);
    return await count('true');
  } finally {
    await handle.close();
  }
}

/**
 * What the scale part requests, each once on a fresh server (its first hit). `{project}`,
 * `{category}`, `{categoryPath}`, `{agent}`, `{agency}` and `{after:<sort>}` (a cursor 5,000 rows
 * deep; `after:priceAsc-deep` about 90,000) are replaced by what the site answers. Add a probe here and both the bench and the
 * standalone command time it.
 */
export const PROBES: string[] = [
  // Deep pages of every sort, API and page.
  '/api/projects?PageNumber=2000&PageSize=50',
  '/api/projects?PageNumber=1500&PageSize=50&Sort=priceDesc',
  '/api/projects?PageNumber=1000&PageSize=50&Sort=priceAsc',
  '/api/projects?PageNumber=1000&PageSize=50&Sort=popular',
  '/projects?PageNumber=3000',
  '/projects?PageNumber=500&Sort=priceAsc',
  '/projects?PageNumber=500&Sort=popular',
  // The deepest numbered pages served (5,000 rows in) and keyset pages after a cursor found there.
  '/api/projects?PageNumber=101&PageSize=50',
  '/api/projects?PageNumber=101&PageSize=50&Sort=priceAsc',
  '/api/projects?PageNumber=101&PageSize=50&Sort=priceDesc',
  '/api/projects?PageNumber=101&PageSize=50&Sort=popular',
  '/projects?PageNumber=417',
  '/api/projects?PageSize=50&After={after:all}',
  '/api/projects?PageSize=50&Sort=priceAsc&After={after:priceAsc}',
  '/api/projects?PageSize=50&Sort=priceDesc&After={after:priceDesc}',
  '/api/projects?PageSize=50&Sort=popular&After={after:popular}',
  '/api/projects?PageSize=50&Sort=priceAsc&After={after:priceAsc-deep}',
  // Searches.
  '/api/projects?Search=uy',
  '/projects?Search=zamonaviy',
  '/projects?Search=ikki%20qavatli',
  '/projects?Search=hovli',
  '/projects?Search=%D2%B3%D0%BE%D0%B2%D0%BB%D0%B8',
  '/projects?Search=xovli',
  // A rare word (grow() tags every copy " b<n>"), one that matches nothing, short words, many words.
  '/projects?Search=b1234',
  '/projects?Search=qwzxj',
  '/projects?Search=zx',
  '/projects?Search=a',
  '/projects?Search=zamonaviy%20ikki%20qavatli%20uy%20loyihasi%20hovli',
  // Searches with a sort and filters (each a new count: a filter set not counted above).
  '/projects?Search=hovli&Sort=priceAsc&Status=sale',
  '/projects?Search=uy&Status=rent&Storeys=two',
  '/projects?Search=zamonaviy&Status=sale&PriceMax=500000000',
  '/api/projects?Search=qwzxj&Sort=popular&Status=sale',
  '/projects?Search=uy&Sort=priceAsc',
  '/projects?Search=zamonaviy&Sort=priceDesc',
  // Counts alone (one card).
  '/api/projects?PageSize=1&Status=rent&Storeys=two',
  // First pages of every sort and the common filters.
  '/api/projects?PageSize=50',
  '/api/projects?PageSize=50&Sort=priceAsc',
  '/api/projects?PageSize=50&Sort=priceDesc',
  '/api/projects?PageSize=50&Sort=popular',
  '/projects?Status=sale&PropertyType=house&PriceMin=100000000&Sort=priceAsc',
  '/projects?Status=rent&Sort=priceDesc',
  '/projects?PropertyType=apartment&PriceMax=2000000000&Sort=popular',
  '/projects?RegionId=1&Sort=priceAsc',
  '/projects?RegionId=1&DistrictId=1',
  '/projects?AreaMin=100&AreaMax=200&Sort=priceDesc',
  '/projects?HasGarage=true&OnlyDesign=false&Sort=popular',
  '/projects?OnlyNegotiable=true',
  '/projects?Storeys=two&WallMaterial=brick',
  // Filters on columns with no index of their own (a style a few percent of projects have; the attic).
  '/projects?Style=victorian&Sort=popular',
  '/projects?HasAttic=true',
  '/api/projects?CategoryId={category}&PageSize=50&Sort=priceAsc',
  // The map (docs/map.md): the whole country, a city, a district with a filter, the list of a box.
  '/api/projects/map?Bbox=55.9,37.1,73.2,45.6&Zoom=6',
  '/api/projects/map?Bbox=68.9,41.1,69.7,41.5&Zoom=11',
  '/api/projects/map?Bbox=69.2,41.25,69.35,41.35&Zoom=14&Status=sale',
  '/api/projects?Bbox=68.9,41.1,69.7,41.5&PageSize=50&Sort=priceAsc',
  '/projects?view=map&Bbox=68.9,41.1,69.7,41.5',
  // The other lists a visitor reaches.
  '/',
  '/projects/{categoryPath}',
  '{project}',
  '{agent}',
  '{agency}',
  // Another of each, right after: the first hit of the page's data with its route's code already
  // run once (the first of each above also pays the route's first render since the start).
  '{project2}',
  '{agent2}',
  '{agency2}',
  '/api/projects/featured',
  '/sitemap.xml',
  '/sitemap-1.xml',
  '/sitemap-5.xml',
];

export const ABOUT = '/about-us';

type Found = Record<string, string>;

const projectLink = /href="(\/project\/details\/[^"]+)"/;
const agentLink = /href="(\/agent\/[^"]+)"/;
const agencyLink = /href="(\/agency\/[^"]+)"/;
const agents = '/professionals/agents/quruvchi-mutaxassislar-xizmati';

async function discover(base: string): Promise<Found> {
  /** The `nth` distinct link `re` finds on `page` (its first group). */
  const first = async (page: string, re: RegExp, nth = 0) => {
    const html = await (await fetch(base + page)).text();
    const found = [...new Set([...html.matchAll(new RegExp(re, 'g'))].map((m) => m[1]!))];
    if (!found[nth]) throw new Error(`no link ${re} (${nth + 1}) on ${page}`);
    return found[nth];
  };
  const categoryPath = await first('/projects', /href="\/projects\/([^"?]+~(\d+))"/);
  // A cursor 5,000 rows deep in each sort (`After` pages cost the same at any depth; the build
  // before keyset paging ignores `After` and answers the first page).
  const after: Record<string, string> = {};
  for (const sort of ['all', 'priceAsc', 'priceDesc', 'popular']) {
    const res = await fetch(`${base}/api/projects?PageSize=1&PageNumber=5001&Sort=${sort}`);
    const body = (await res.json()) as { metaData?: { nextCursor?: string } };
    after[`after:${sort}`] = body.metaData?.nextCursor ?? '';
  }
  // priceDesc's position as a priceAsc cursor: about 90,000 rows deep in priceAsc.
  const desc = after['after:priceDesc']
    ? (JSON.parse(Buffer.from(after['after:priceDesc'], 'base64url').toString()) as string[])
    : [];
  after['after:priceAsc-deep'] = desc.length ? encodeCursor('priceAsc', desc.slice(1)) : '';
  return {
    ...after,
    project: await first('/projects', projectLink),
    project2: await first('/projects', projectLink, 1),
    categoryPath,
    category: /~(\d+)$/.exec(categoryPath)![1]!,
    agent: await first(agents, agentLink),
    agent2: await first(agents, agentLink, 1),
    agency: await first('/agencies', agencyLink),
    agency2: await first('/agencies', agencyLink, 1),
  };
}

/** The server's resident memory (its PGlite worker thread included), MB. */
export function rssMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

async function timed(url: string): Promise<{ ms: number; status: number }> {
  const t = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  await res.arrayBuffer();
  return { ms: performance.now() - t, status: res.status };
}

/**
 * First hits of every probe on a freshly started server (page cache off), beside /about-us (the
 * median of 5 after one warm-up), then memory, then `seconds` of load over all the probes and
 * memory again. `pid`: the server process, for its memory.
 */
export async function probeScale(
  base: string,
  pid: number,
  label: string,
  opts: { seconds: number; connections: number } = { seconds: 10, connections: 10 },
) {
  const found = await discover(base);
  const about: number[] = [];
  for (let i = 0; i < 6; i++) about.push((await timed(base + ABOUT)).ms);
  const floor = about.slice(1).sort((a, b) => a - b)[2]!;
  const paths = PROBES.map((p) => p.replace(/\{([\w:-]+)\}/g, (_, k: string) => found[k] ?? ''));
  const rows: { probe: string; status: number; ms: number; '× about-us': number }[] = [];
  for (const p of paths) {
    const { ms, status } = await timed(base + p);
    rows.push({ probe: p, status, ms: Math.round(ms), '× about-us': +(ms / floor).toFixed(1) });
  }
  const afterProbes = rssMb(pid);
  const result = await autocannon({
    url: base + ABOUT,
    requests: paths.map((p) => ({ path: p })),
    connections: opts.connections,
    duration: opts.seconds,
    headers: { 'accept-encoding': 'br' },
  });
  const afterLoad = rssMb(pid);
  console.log(`\n${label}: first hits, PAGE_CACHE_SECONDS=0; ${ABOUT} = ${floor.toFixed(1)} ms`);
  console.table(rows);
  console.log(
    `  memory (RSS): ${afterProbes.rss} MB after the probes; ${afterLoad.rss} MB after ${opts.seconds}s of load ` +
      `over them (${opts.connections} connections, ${Math.round(result.requests.average)} rps, ` +
      `p99 ${result.latency.p99} ms, ${result.errors + result.non2xx} errors/non-2xx); peak ${afterLoad.peak} MB`,
  );
  const views = await firstViews(base, opts);
  return { floor, rows, afterProbes, afterLoad, views };
}

/** Paths of `n` distinct project pages, read from the API's pages of 50 (keyset, newest first). */
async function projectPages(base: string, n: number): Promise<string[]> {
  const paths: string[] = [];
  let after = '';
  while (paths.length < n) {
    const res = await fetch(`${base}/api/projects?PageSize=50${after && `&After=${after}`}`);
    const body = (await res.json()) as {
      items: { url: string }[];
      metaData: { nextCursor: string | null };
    };
    paths.push(...body.items.map((c) => c.url));
    if (!body.metaData.nextCursor) break;
    after = encodeURIComponent(body.metaData.nextCursor);
  }
  return paths;
}

/** Filter sets of the list, each with a price bound no request asked before (the `n`th). */
const LIST_FILTERS = [
  'Status=sale',
  'Status=rent&PropertyType=house',
  'RegionId=1',
  'Storeys=two&Sort=priceAsc',
  'PropertyType=apartment&Sort=popular',
];
const unseenList = (n: number) =>
  `/projects?${LIST_FILTERS[n % LIST_FILTERS.length]}&PriceMin=${1_000_000 + n * 1_000}`;

/**
 * First views with the read cache on, as a catalogue of 100,000 gets them: each request a page
 * nobody asked for before — a project page (its project, reviews and body read and rendered), a
 * filtered list with a price bound not asked before (its count and cards) — while what such pages
 * share (the featured strip, the header's and filters' reference data) stays kept, as it does in
 * service. Beside /about-us on the same server: a warm-up of 2 s each, then two rounds of
 * `seconds / 2` each; the share is requests/s against /about-us's. READ_CACHE=off (the throughput
 * part's `scratch` half) reads the shared parts again too.
 */
async function firstViews(base: string, opts: { seconds: number; connections: number }) {
  const pool = await projectPages(base, 8_000);
  const sent = { project: 0, list: 0 };
  const unseen = {
    project: () => pool[sent.project++ % pool.length]!,
    list: () => unseenList(sent.list++),
  };
  const load = async (seconds: number, page: 'about' | keyof typeof unseen) =>
    (
      await autocannon({
        url: base + ABOUT,
        connections: opts.connections,
        duration: seconds,
        headers: { 'accept-encoding': 'br' },
        ...(page === 'about'
          ? {}
          : { requests: [{ setupRequest: (req) => ({ ...req, path: unseen[page]() }) }] }),
      })
    ).requests.total / seconds;
  const pages = ['about', 'project', 'list'] as const;
  for (const page of pages) await load(2, page);
  const rps = { about: 0, project: 0, list: 0 };
  for (let round = 0; round < 2; round++)
    for (const page of pages) rps[page] += (await load(opts.seconds / 2, page)) / 2;
  const share = (page: 'project' | 'list') => +(rps[page] / rps.about).toFixed(2);
  console.log(
    `  first views, read cache on (each request a page not asked before): ${ABOUT} ` +
      `${Math.round(rps.about)} rps; project pages ${Math.round(rps.project)} (${share('project')})` +
      (sent.project > pool.length ? `, the ${pool.length} projects came round again` : '') +
      `; filtered lists ${Math.round(rps.list)} (${share('list')})`,
  );
  return { rps, shares: { project: share('project'), list: share('list') } };
}

// ---- The standalone command -------------------------------------------------------------------

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 4455);
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER = path.resolve(ROOT, process.env.BENCH_SERVER ?? 'dist/server/serve.mjs');
const SERVER_CWD = path.resolve(ROOT, process.env.BENCH_CWD ?? '.');

const start = (dataDir: string, env: Record<string, string>) =>
  startServer({ port: PORT, server: SERVER, cwd: SERVER_CWD }, dataDir, {
    PAGE_CACHE_SECONDS: '0',
    ...env,
  });
const stop = stopServer;

/** Seeds (first start), grows to `target` and probes one database. */
export async function scaleRun(
  db: string,
  dataDir: string,
  target: number,
  env: Record<string, string> = {},
) {
  const t0 = performance.now();
  fs.rmSync(path.join(dataDir, 'server.lock'), { force: true });
  const seeding = start(dataDir, env);
  await waitFor(`${BASE}/api/ready`).finally(() => stop(seeding));
  const t1 = performance.now();
  const where = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir };
  const n = await grow(where, target);
  const t2 = performance.now();
  console.log(
    `\n(${db}: ${n} projects; first start and demo seed ${((t1 - t0) / 1000).toFixed(1)} s, growing ${((t2 - t1) / 1000).toFixed(1)} s)`,
  );
  fs.rmSync(path.join(dataDir, 'server.lock'), { force: true });
  const server = start(dataDir, env);
  try {
    await waitFor(`${BASE}/api/ready`);
    return await probeScale(BASE, server.pid!, `${db}, ${n} projects`, {
      seconds: Number(process.env.BENCH_SCALE_SECONDS ?? 10),
      connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    });
  } finally {
    await stop(server);
  }
}

async function main() {
  const target = Number(process.env.BENCH_SCALE ?? 100_000);
  const dir = path.resolve(ROOT, process.env.BENCH_SCALE_DIR ?? '.tmp/bench-scale');
  const dbs = (process.env.BENCH_DB ?? 'pglite,postgres').split(',').map((s) => s.trim());
  fs.mkdirSync(dir, { recursive: true });
  if (dbs.includes('pglite')) await scaleRun('pglite', path.join(dir, 'pglite'), target);
  if (dbs.includes('postgres')) {
    let url = process.env.BENCH_DATABASE_URL;
    let cluster: { url: string; stop: () => void } | undefined;
    if (!url) {
      const { ensurePostgres, startCluster } = await import('./services.mjs');
      cluster = await startCluster(ensurePostgres());
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('CREATE DATABASE bench');
      await admin.end();
      url = cluster.url.replace(/\/postgres$/, '/bench');
    }
    try {
      await scaleRun('postgres', path.join(dir, 'pg'), target, { DATABASE_URL: url });
    } finally {
      cluster?.stop();
    }
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
