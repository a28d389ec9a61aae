// The last step of `npm run build`: bundles the server entry (scripts/serve.ts and the modules it
// imports from src/) into dist/server/serve.mjs, run by `npm run serve` with plain Node — no
// TypeScript loader at run time (docs/decisions/013-production-runtime.md). Packages stay
// imports (`packages: 'external'`): they come from node_modules, production dependencies only.
// The PGlite worker thread's entry is bundled beside it (dist/server/pglite-worker.mjs), where the
// worker client looks for it (src/lib/db/pglite-worker/client.ts).
import { build } from 'esbuild';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

await build({
  absWorkingDir: ROOT,
  entryPoints: {
    serve: 'scripts/serve.ts',
    'pglite-worker': 'src/lib/db/pglite-worker/worker.ts',
  },
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
console.log('bundled the server entry: dist/server/serve.mjs (+ pglite-worker.mjs)');
