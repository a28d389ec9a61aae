// A Vite plugin for the server build: the server entry (src/server/serve.ts) is built by Astro's own
// server build, as one more entry beside Astro's handler (dist/server/entry.mjs), written to
// dist/server/serve.mjs. One build makes one module graph: a module both need (the log, the database
// handle, bootstrap, the caches) is one shared chunk, loaded once per process. Bundled apart (with
// esbuild, until this), every such module was loaded twice — once in each bundle — and its state had
// to be shared through process globals.
import path from 'node:path';

/** The entry's source, and the file it is written to in dist/server/. */
export const SERVER_ENTRY = 'src/server/serve.ts';
export const SERVER_ENTRY_FILE = 'serve.mjs';

export function serverEntry() {
  let root = process.cwd();
  return {
    name: 'server-entry',
    apply: /** @type {const} */ ('build'),
    // Astro's server build only: not the browser's, nor the prerender build.
    applyToEnvironment: (/** @type {{ name: string }} */ environment) => environment.name === 'ssr',
    configResolved(/** @type {{ root: string }} */ config) {
      root = config.root;
    },
    buildStart() {
      // An emitted chunk with a fixed name: it shares its modules' chunks with Astro's entry.
      this.emitFile({
        type: 'chunk',
        id: path.join(root, SERVER_ENTRY),
        fileName: SERVER_ENTRY_FILE,
        preserveSignature: 'exports-only',
      });
    },
  };
}
