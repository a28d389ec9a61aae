// `npm test`: installs what the tests need (npm packages; Chromium and PostgreSQL from Debian's
// packages when missing), then runs every suite: type check, unit, integration on PGlite and on a
// throwaway PostgreSQL cluster, build, end-to-end in Chromium, and the deployment suite. Plain JS: runs on Node 20 too.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { ensureBuilt, ensureInstalled, ROOT } from './lib.mjs';

const isRoot = process.getuid?.() === 0;
const only = process.env.TEST_ONLY ? process.env.TEST_ONLY.split(',') : null;
const want = (name) => !only || only.includes(name);

function sh(cmd, args, opts = {}) {
  return spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts }).status === 0;
}

function aptInstall(pkgs) {
  const sudo = isRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) =>
    sh(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), { env });
  if (!run(['apt-get', 'update', '-qq'])) throw new Error('apt-get update failed');
  if (!run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...pkgs]))
    throw new Error(`apt-get install ${pkgs.join(' ')} failed`);
}

function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return;
  console.log('> Installing Chromium from Debian packages…');
  aptInstall(['chromium', 'fonts-dejavu-core']);
}

/** nginx and openssl for the deployment suite: the site behind deploy/nginx.conf over HTTPS
 *  (tests/deploy/support/nginx.ts starts its own nginx with a certificate made by openssl). */
function ensureNginx() {
  const missing = [
    ...(fs.existsSync('/usr/sbin/nginx') ? [] : ['nginx']),
    ...(fs.existsSync('/usr/bin/openssl') ? [] : ['openssl']),
  ];
  if (missing.length === 0) return;
  console.log(`> Installing ${missing.join(' and ')} from Debian packages…`);
  aptInstall(missing);
}

function findPgBin() {
  const dirs = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  return dirs.find((d) => fs.existsSync(path.join(d, 'initdb')));
}

function ensurePostgres() {
  let bin = findPgBin();
  if (!bin) {
    console.log('> Installing PostgreSQL from Debian packages…');
    aptInstall(['postgresql']);
    bin = findPgBin();
  }
  if (!bin) throw new Error('PostgreSQL binaries not found after install');
  return bin;
}

function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** A throwaway cluster in a temporary folder; PostgreSQL refuses to run as root, so as `postgres`. */
async function startCluster(bin) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-pg-'));
  const port = await freePort();
  const asPg = (args) =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)];
  if (isRoot) fs.chownSync(dir, ...idsOf('postgres'));
  const [c1, a1] = asPg([
    `${bin}/initdb`,
    '-D',
    `${dir}/data`,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  if (!sh(c1, a1, { stdio: ['ignore', 'ignore', 'inherit'] })) throw new Error('initdb failed');
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const [c2, a2] = asPg([
    `${bin}/pg_ctl`,
    '-D',
    `${dir}/data`,
    '-o',
    opts,
    '-l',
    `${dir}/log`,
    '-w',
    'start',
  ]);
  if (!sh(c2, a2, { stdio: ['ignore', 'ignore', 'inherit'] }))
    throw new Error('pg_ctl start failed');
  const stop = () => {
    const [c3, a3] = asPg([`${bin}/pg_ctl`, '-D', `${dir}/data`, '-m', 'immediate', 'stop']);
    sh(c3, a3, { stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/**
 * The local S3-compatible server the storage tests and the deployment suite use (s3rver on a free
 * loopback port over a temporary folder, scripts/s3-test-server.mjs). A child process, not in this
 * one: the suites run through spawnSync, which blocks this process's event loop. Stopped when this
 * process exits, however it exits (it removes its folder on SIGTERM).
 */
async function startS3Server() {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/s3-test-server.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGTERM'));
  const endpoint = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
      const m = /S3 ready (\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before it was ready`)));
  });
  return { TEST_S3_ENDPOINT: endpoint };
}

function idsOf(user) {
  const r = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const g = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  return [Number(r.stdout.trim()), Number(g.stdout.trim())];
}

const results = [];
function suite(name, fn) {
  if (!want(name)) return;
  console.log(`\n===== ${name} =====`);
  const t0 = Date.now();
  let ok = false;
  try {
    ok = fn();
  } catch (e) {
    console.error(e);
    ok = false;
  }
  results.push({ name, ok, s: ((Date.now() - t0) / 1000).toFixed(0) });
}

const npmRun = (script, env = {}) =>
  sh('npm', ['run', '--silent', script], { env: { ...process.env, ...env } });

async function main() {
  ensureInstalled();
  if (want('e2e') || want('deploy')) ensureChromium();
  if (want('deploy')) ensureNginx();
  const pgBin = want('int-postgres') || want('deploy') ? ensurePostgres() : null;

  // TEST_S3_ENDPOINT for the storage tests (tests/helpers/s3.ts) and the deployment suite.
  const s3Env = ['unit', 'int-pglite', 'int-postgres', 'deploy'].some(want)
    ? await startS3Server()
    : {};

  suite('check', () => npmRun('check'));
  suite('unit', () => npmRun('test:unit', s3Env));
  suite('int-pglite', () => npmRun('test:int', { TEST_DATABASE_URL: '', ...s3Env }));
  if (pgBin) {
    const cluster = await startCluster(pgBin);
    try {
      suite('int-postgres', () => npmRun('test:int', { TEST_DATABASE_URL: cluster.url, ...s3Env }));
    } finally {
      cluster.stop();
    }
  }
  suite('e2e', () => {
    ensureBuilt();
    return npmRun('test:e2e');
  });
  // The built server as deployed: its own PostgreSQL cluster (tests create databases in it).
  if (want('deploy')) {
    const cluster = await startCluster(pgBin);
    try {
      suite('deploy', () => {
        ensureBuilt();
        return npmRun('test:deploy', { DEPLOY_PG_URL: cluster.url, ...s3Env });
      });
    } finally {
      cluster.stop();
    }
  }

  console.log('\n===== summary =====');
  for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.s}s)`);
  const passed = results.filter((r) => r.ok).length;
  console.log(`suites: ${passed} passed, ${results.length - passed} failed`);
  process.exit(passed === results.length ? 0 : 1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
