// Real services for the tests and the bench, installed from Debian's packages when missing and
// started on free loopback ports: a throwaway PostgreSQL cluster in a temporary folder. Plain JS:
// scripts/test.mjs runs on the machine's Node 20 too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { ROOT } from './lib.mjs';

const isRoot = process.getuid?.() === 0;

export function sh(cmd, args, opts = {}) {
  return spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts }).status === 0;
}

export function aptInstall(pkgs) {
  const sudo = isRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) =>
    sh(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), { env });
  if (!run(['apt-get', 'update', '-qq'])) throw new Error('apt-get update failed');
  if (!run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...pkgs]))
    throw new Error(`apt-get install ${pkgs.join(' ')} failed`);
}

export function findPgBin() {
  const dirs = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  return dirs.find((d) => fs.existsSync(path.join(d, 'initdb')));
}

export function ensurePostgres() {
  let bin = findPgBin();
  if (!bin) {
    console.log('> Installing PostgreSQL from Debian packages…');
    aptInstall(['postgresql']);
    bin = findPgBin();
  }
  if (!bin) throw new Error('PostgreSQL binaries not found after install');
  return bin;
}

export function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** A throwaway cluster in a temporary folder; PostgreSQL refuses to run as root, so as `postgres`. */
export async function startCluster(bin) {
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

function idsOf(user) {
  const r = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const g = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  return [Number(r.stdout.trim()), Number(g.stdout.trim())];
}
