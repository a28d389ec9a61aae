// `npm test`: installs what the tests need (npm packages; Chromium, Java and PostgreSQL from
// Debian's packages when missing), then runs every suite: type check, unit, integration on PGlite and on a
// throwaway PostgreSQL cluster, build, end-to-end in Chromium, and the deployment suite. Plain JS: runs on Node 20 too.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, ROOT } from './lib.mjs';
import { aptInstall, ensurePostgres, sh, startCluster } from './services.mjs';

const only = process.env.TEST_ONLY ? process.env.TEST_ONLY.split(',') : null;
const want = (name) => !only || only.includes(name);

function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return;
  console.log('> Installing Chromium from Debian packages…');
  aptInstall(['chromium', 'fonts-dejavu-core']);
}

/** Java for the W3C Nu Html Checker (vnu.jar, an npm package) in tests/e2e/html-valid.spec.ts. */
function ensureJava() {
  if (sh('java', ['-version'], { stdio: 'ignore' })) return;
  console.log('> Installing Java (default-jre-headless) from Debian packages…');
  aptInstall(['default-jre-headless']);
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

/**
 * The local S3-compatible server the storage tests and the deployment suite use (s3rver on a free
 * loopback port over a temporary folder, scripts/s3-test-server.mjs). A child process, not in this
 * one, so it keeps serving while a suite runs. Stopped when this
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

const results = [];
async function suite(name, fn) {
  if (!want(name)) return;
  console.log(`\n===== ${name} =====`);
  const t0 = Date.now();
  const failed = [];
  let ok;
  try {
    ok = await fn(failed);
  } catch (e) {
    console.error(e);
    ok = false;
  }
  results.push({ name, ok, failed, s: ((Date.now() - t0) / 1000).toFixed(0) });
}

// Lines that name a failed test (Playwright's ✘ and numbered failures, Vitest's FAIL and ×, a
// thrown Error): kept per suite and printed again under the summary, since CI shows only the end.
const FAILURE_LINE = /✘|^\s*\d+\) \[chromium\]|^\s*FAIL\s|^\s*×|(^|\s)Error: /;

/** `npm run <script>`, its output passed through as it comes, its failure lines kept in `failed`. */
function npmRun(script, env = {}) {
  return (failed) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', script], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ['inherit', 'pipe', 'pipe'],
      });
      let rest = '';
      const scan = (chunk) => {
        const lines = (rest + String(chunk)).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          // eslint-disable-next-line no-control-regex -- the terminal's colour codes start with ESC
          const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
          if (FAILURE_LINE.test(plain) && !failed.includes(plain) && failed.length < 60)
            failed.push(plain);
        }
      };
      child.stdout.on('data', (d) => (process.stdout.write(d), scan(d)));
      child.stderr.on('data', (d) => (process.stderr.write(d), scan(d)));
      child.on('close', (code) => resolve(code === 0));
    });
}

async function main() {
  ensureInstalled();
  if (want('e2e') || want('deploy')) ensureChromium();
  if (want('e2e')) ensureJava();
  if (want('deploy')) ensureNginx();
  const pgBin = want('int-postgres') || want('deploy') ? ensurePostgres() : null;

  // TEST_S3_ENDPOINT for the storage tests (tests/helpers/s3.ts) and the deployment suite.
  const s3Env = ['unit', 'int-pglite', 'int-postgres', 'deploy'].some(want)
    ? await startS3Server()
    : {};

  await suite('check', npmRun('check'));
  await suite('unit', npmRun('test:unit', s3Env));
  await suite('int-pglite', npmRun('test:int', { TEST_DATABASE_URL: '', ...s3Env }));
  if (pgBin) {
    const cluster = await startCluster(pgBin);
    try {
      await suite('int-postgres', npmRun('test:int', { TEST_DATABASE_URL: cluster.url, ...s3Env }));
    } finally {
      cluster.stop();
    }
  }
  await suite('e2e', (failed) => {
    ensureBuilt();
    return npmRun('test:e2e')(failed);
  });
  // The built server as deployed: its own PostgreSQL cluster (tests create databases in it).
  if (want('deploy')) {
    const cluster = await startCluster(pgBin);
    try {
      await suite('deploy', (failed) => {
        ensureBuilt();
        return npmRun('test:deploy', { DEPLOY_PG_URL: cluster.url, ...s3Env })(failed);
      });
    } finally {
      cluster.stop();
    }
  }

  console.log('\n===== summary =====');
  for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.s}s)`);
  for (const r of results.filter((x) => !x.ok && x.failed.length > 0))
    console.log(`\n--- ${r.name}: what failed ---\n${r.failed.join('\n')}`);
  const passed = results.filter((r) => r.ok).length;
  console.log(`suites: ${passed} passed, ${results.length - passed} failed`);
  process.exit(passed === results.length ? 0 : 1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
