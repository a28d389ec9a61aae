import { defineConfig } from 'vitest/config';
import os from 'node:os';
import path from 'node:path';

// '@tests' lets an integration test beside its code reach the factories and helpers without
// climbing folders ('@tests/factories/projects').
const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@tests': path.resolve(import.meta.dirname, 'tests'),
};

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
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts', 'tests/integration/**/*.test.ts'],
          globalSetup: ['tests/setup/global-setup.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/worker-db.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The deployment suite: the BUILT server started as an operator would (several processes,
        // behind nginx, on PostgreSQL and S3), after `npm run build` (scripts/test.mjs).
        resolve: { alias },
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          fileParallelism: false,
          // Longer than startServer's 180 s wait, so a slow start fails the test, not the run.
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
