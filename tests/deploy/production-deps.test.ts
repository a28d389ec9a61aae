// `npm prune --omit=dev && npm run serve` serves a built site (docs/decisions/
// 013-production-runtime.md): what a deployment has — the tracked files, the build, node_modules —
// is copied to a folder of its own, pruned to production dependencies, and served by
// `npm run serve` there. It fails if anything the server imports (astro, pino, sharp…) were a
// devDependency, or if the server needed a TypeScript loader.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/lib.mjs';
import { NODE, ROOT, startServer, waitReady, type RunningServer } from './support/server';

let server: RunningServer | undefined;
let dir: string | undefined;
afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function copyDeployment(): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-prod-'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && fs.existsSync(path.join(ROOT, f)));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(target, f)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, f), path.join(target, f));
  }
  fs.cpSync(path.join(ROOT, 'dist'), path.join(target, 'dist'), { recursive: true });
  // node_modules may be a symlink (worktrees share one): copy what it points at.
  execFileSync(
    'cp',
    ['-a', `${fs.realpathSync(path.join(ROOT, 'node_modules'))}/.`, 'node_modules'],
    {
      cwd: target,
    },
  );
  return target;
}

test('npm run serve starts the server with the flags `npm start` and the test servers use', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  expect(pkg.scripts['serve']).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist/server/serve.mjs`);
});

test('npm prune --omit=dev, then npm run serve, serves the built site', async () => {
  expect(fs.existsSync(path.join(ROOT, 'dist/server/serve.mjs')), 'run `npm run build`').toBe(true);
  dir = copyDeployment();
  // The machine's Node (≥ 22.12, package.json engines) is this checkout's: the `node` package that
  // brings it is a devDependency, pruned below.
  const env = { PATH: `${path.dirname(fs.realpathSync(NODE))}:${process.env['PATH'] ?? ''}` };
  execFileSync('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  for (const devOnly of ['vitest', '@playwright/test', 'drizzle-kit', 'prettier'])
    expect(fs.existsSync(path.join(dir, 'node_modules', devOnly)), devOnly).toBe(false);
  // npm keeps tsx as an optional peer of vite: remove it, the server must not need it.
  fs.rmSync(path.join(dir, 'node_modules/tsx'), { recursive: true, force: true });
  fs.rmSync(path.join(dir, 'node_modules/.bin/tsx'), { force: true });

  server = await startServer({
    command: 'npm',
    args: ['run', '--silent', 'serve'],
    cwd: dir,
    // The demo data: its seed (images made with sharp, locale texts) must work pruned too.
    env: { ...env, SEED_DEMO: 'true' },
  });
  const health = await fetch(`${server.url}/api/health`);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  await waitReady(server.url);
  const home = await fetch(`${server.url}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<html');
  const list = (await (await fetch(`${server.url}/api/projects?PageSize=1`)).json()) as {
    items: Array<{ url: string }>;
  };
  const page = await fetch(`${server.url}${list.items[0]!.url}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  const image = html.match(/\/media\/projects\/[^"' ]+\.webp/)?.[0];
  expect(image, 'a project photo on its page').toBeDefined();
  const photo = await fetch(`${server.url}${image}`);
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/webp');
});
