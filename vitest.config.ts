import { defineConfig } from 'vitest/config';
import os from 'node:os';
import path from 'node:path';

// '@tests' lets an integration test beside its code reach the factories and helpers without
// climbing folders ('@tests/factories/projects').
const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@tests': path.resolve(import.meta.dirname, 'tests'),
};

const unit = {
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
  exclude: ['src/**/*.int.test.ts'],
  setupFiles: ['tests/setup/fail-on-console-error.ts'],
};
/**
 * Unit files that mock a module, set process.env for all of their run or drain the process (a
 * state with no way back): their own modules.
 */
const UNIT_OWN_MODULES = [
  'src/server/error-boundary.test.ts',
  'src/lib/uploads/media-route.test.ts',
  'src/server/readiness.server.test.ts',
];
/**
 * Integration files about PGlite itself (its worker thread, a process killed while writing): they
 * open PGlite databases of their own whichever database the suite runs on, so the PostgreSQL pass
 * (TEST_DATABASE_URL set) would run them a second time, alike (about 30 s).
 */
const PGLITE_ONLY = [
  'src/lib/db/pglite-worker/pglite-worker.int.test.ts',
  'src/lib/db/pglite-worker/kill-durability.int.test.ts',
];
const integration = {
  include: ['src/**/*.int.test.ts', 'tests/integration/**/*.test.ts'],
  exclude: process.env.TEST_DATABASE_URL ? PGLITE_ONLY : [],
  globalSetup: ['tests/setup/global-setup.ts'],
  setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/worker-db.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};
/**
 * Integration files that set process.env or mock a module before their imports (`vi.hoisted`,
 * `vi.mock`), since modules read their settings when first loaded, and files that start the
 * process's one listener for other processes' writes (on PostgreSQL): these load their own modules.
 */
const OWN_MODULES = [
  'src/lib/cache/cache-bus.int.test.ts',
  'src/lib/cache/one-cache.int.test.ts',
  'src/lib/cache/read-cache.int.test.ts',
  'src/lib/billing/click/click.int.test.ts',
  'src/lib/billing/orders-api.int.test.ts',
  'src/lib/billing/payme/payme.int.test.ts',
  'src/lib/pages/requests-payments-cache.int.test.ts',
  'src/lib/professionals/agent-profile/create-agent-rollback.int.test.ts',
  'src/lib/saved-searches/telegram-alerts.int.test.ts',
  'src/lib/telegram/telegram.int.test.ts',
  'tests/integration/authz-matrix.test.ts',
  'tests/integration/openapi-responses.test.ts',
];

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's own default is one worker fewer than the cores: one on a 2-core machine, where the
    // integration suite then left a core a third idle (its files wait on the database's file
    // writes and on PostgreSQL). Two workers there took it from 631 to 509 s at 192 % of a core.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          ...unit,
          name: 'unit',
          exclude: [...unit.exclude, ...UNIT_OWN_MODULES],
          // One module graph per worker, as in the integration project below: 54 → 18 s.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { ...unit, name: 'unit-own-modules', include: UNIT_OWN_MODULES },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'integration',
          exclude: [...integration.exclude, ...OWN_MODULES],
          // A worker's files share one module graph (each still has a database of its own):
          // loading every module again for each of 104 files was a quarter of the suite's time.
          // tests/setup/worker-db.ts drops the process's caches before each file and fails a
          // file that leaves process.env changed.
          isolate: false,
          env: { TEST_SHARED_MODULES: 'true' },
        },
      },
      {
        resolve: { alias },
        test: { ...integration, name: 'integration-own-modules', include: OWN_MODULES },
      },
      {
        // The deployment suite: the BUILT server started as an operator would (several processes,
        // behind nginx, on PostgreSQL and S3), after `npm run build` (scripts/test.mjs).
        resolve: { alias },
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          // Two files at a time (161 → 107 s): each starts its servers on free ports, with
          // databases of its own, and waits with deadlines of a minute or more, not timings.
          // Longer than startServer's 180 s wait, so a slow start fails the test, not the run.
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
