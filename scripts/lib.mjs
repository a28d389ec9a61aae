// Helpers for start.mjs and test.mjs. Plain JavaScript that runs on the machine's Node 20 too,
// because on a fresh clone Node 24 (the `node` devDependency) is not installed yet.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const NODE = path.join(ROOT, 'node_modules/.bin/node');

/**
 * Node's flags for the built server (`npm start`, `npm run serve` in package.json, the benches
 * and the test servers), chosen for its memory (docs/performance.md#pglite-memory):
 * - `--liftoff-only` keeps PGlite's WebAssembly on V8's baseline compiler. The optimising tier
 *   compiles PostgreSQL's largest function once with 600 MB of scratch memory, which doubled the
 *   process's peak; baseline code answers the site's small statements as fast and its heavy scans
 *   about a third slower. V8 takes it only on the command line (not NODE_OPTIONS, not at run time).
 * - `--max-semi-space-size=16` caps each thread's young generation at 2 × 16 MB; left to itself V8
 *   grew it to about 100 MB more over the three threads under load, with no measurable speed.
 * - `--max-old-space-size=512`: with no cap V8 let the old generation grow by 100–200 MB under load
 *   before collecting. 512 MB is several times what the server keeps (the read cache is bounded
 *   at 5,000 entries); near the cap V8 collects more often instead.
 */
export const SERVER_NODE_FLAGS = [
  '--enable-source-maps',
  '--liftoff-only',
  '--max-semi-space-size=16',
  '--max-old-space-size=512',
];

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (r.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${r.status ?? r.signal}`);
  }
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const st = fs.statSync(target);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(target)) max = Math.max(max, newestMtime(path.join(target, e)));
  return max;
}

/**
 * Installs when node_modules is missing or older than the lock file. `npm install`, not `npm ci`:
 * npm 11 leaves other platforms' optional binaries (rollup, the Astro compiler) out of our lock
 * file, and `npm ci` then refuses it as out of sync; `npm install` follows the lock all the same.
 */
export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules/.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (fs.existsSync(marker) && fs.existsSync(NODE) && newestMtime(lock) <= newestMtime(marker))
    return;
  console.log('> Installing dependencies (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

/** `npm run build` when the sources changed since the last build (the build's own steps and
 *  patches: build/; the server entry: src/server/serve.ts). */
export function ensureBuilt() {
  const stamp = path.join(ROOT, 'dist/.build-stamp');
  const inputs = [
    'src',
    'public',
    'scripts',
    'build',
    'astro.config.mjs',
    'package-lock.json',
    'tsconfig.json',
  ];
  const newest = Math.max(...inputs.map((i) => newestMtime(path.join(ROOT, i))));
  if (fs.existsSync(stamp) && Number(fs.readFileSync(stamp, 'utf8')) >= newest) return;
  console.log('> Building the site…');
  run('npm', ['run', 'build']);
  fs.writeFileSync(stamp, String(newest));
}
