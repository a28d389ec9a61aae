// End-to-end tests drive the real built server (scripts/e2e-server.mjs: a fresh data folder with the
// demo data) in Debian's Chromium — a test tool's own browser download cannot work here.
import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './scripts/lib.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const DATA_DIR = path.resolve('.tmp/e2e-data');
// The map tiles' stand-in, started by scripts/e2e-server.mjs beside the site (another loopback origin).
const TILE_PORT = Number(process.env.E2E_TILE_PORT ?? PORT + 1000);
process.env.E2E_TILE_ORIGIN = `http://127.0.0.1:${TILE_PORT}`;
process.env.E2E_DATA_DIR = DATA_DIR;
process.env.E2E_ADMIN_PHONE = '+998900000001';
process.env.E2E_ADMIN_PASSWORD = 'E2e-Admin-Pass-1';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry: a test that fails once on a loaded machine and then passes is reported as flaky
  // (its failed try stays in the output, and npm test repeats it under the summary) instead of
  // failing the run; a feature that is broken fails both tries.
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node_modules/.bin/node ${SERVER_NODE_FLAGS.join(' ')} scripts/e2e-server.mjs`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1', // an IPv4 listener, so helpers can sign up from other loopback addresses
      DATA_DIR,
      SEED_DEMO: 'true',
      ADMIN_PHONE: process.env.E2E_ADMIN_PHONE,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      DATABASE_URL: '',
      SITE_URL: '',
      E2E: 'true',
      // Specs change data and read it back anonymously at once; the micro-cache has unit tests.
      PAGE_CACHE_SECONDS: '0',
      // Warnings and errors in the test output, not an access-log line per request.
      LOG_LEVEL: 'warn',
      // Every answer says how many database queries it made (tests/e2e/page-queries.spec.ts).
      COUNT_DB_QUERIES: 'true',
      E2E_TILE_PORT: String(TILE_PORT),
      MAP_TILE_URL: `http://127.0.0.1:${TILE_PORT}/{z}/{x}/{y}.png`,
    },
  },
});
