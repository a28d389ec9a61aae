// The last step of `npm run build`: bundles the server entry (scripts/serve.ts and the modules it
// imports from src/) into dist/server/serve.mjs, run by `npm run serve` with plain Node — no
// TypeScript loader at run time (docs/decisions/013-production-runtime.md). Packages stay
// imports (`packages: 'external'`): they come from node_modules, production dependencies only.
import { build } from 'esbuild';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

await build({
  absWorkingDir: ROOT,
  entryPoints: ['scripts/serve.ts'],
  outfile: 'dist/server/serve.mjs',
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
console.log('bundled the server entry: dist/server/serve.mjs');
