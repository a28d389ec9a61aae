// The last step of `npm run build`: bundles the PGlite worker thread's entry into
// dist/server/pglite-worker.mjs, where the worker client looks for it
// (src/lib/db/pglite-worker/client.ts), run with plain Node — no TypeScript loader at run time
// (docs/decisions/013-production-runtime.md). A worker thread loads its modules for itself, so it
// is a bundle of its own; the server entry is built by Astro's server build (build/server-entry.mjs).
// Packages stay imports (`packages: 'external'`): they come from node_modules.
import { build } from 'esbuild';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

await build({
  absWorkingDir: ROOT,
  entryPoints: { 'pglite-worker': 'src/lib/db/pglite-worker/worker.ts' },
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  // The `@/` alias comes from tsconfig.json's paths.
  tsconfig: 'tsconfig.json',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log('bundled the PGlite worker thread: dist/server/pglite-worker.mjs');
