// Astro's island runtime (the <astro-island> element and its client:idle, client:visible… loaders)
// as one file of the build, instead of written inline into every page with an island. Inline it
// was 5.1 KB of each project page (4.4 KB the element, 0.7 KB two loaders), rendered, compressed and
// sent on every request; a phone fetches the file once and keeps it (/_astro/ is immutable).
// docs/performance.md#page-bytes.
//
// The file is a classic `async` script: it runs as soon as it arrives, in any order with the
// page's other scripts. The runtime waits for its loaders by event (`astro:idle`…) and upgrades
// the islands already in the page when it defines the element, so the order does not matter.
// The development server keeps Astro's inline scripts (no file is written there).
//
// Astro also wrote `<style>astro-island,…{display:contents}</style>` before a page's first island,
// in the <body>, where HTML allows no <style> (the W3C checker rejects it, tests/e2e/html-valid.spec.ts).
// The rule is now src/islands/islands.css, imported into every island module by `islandStyles()`:
// Astro puts the CSS of the components a page imports into that page's <head>, so pages with
// islands carry it there and the reading pages, which import none, stay without it.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { astroSourcePatch } from './astro-source-patch.mjs';
import { isIslandModule } from './island-renderer-tag.mjs';

const require = createRequire(import.meta.url);
const astroRoot = path.dirname(require.resolve('astro/package.json'));
const fromAstro = (file) => require(path.join(astroRoot, file));

const { getDefaultClientDirectives } = fromAstro('dist/core/client-directive/default.js');
const directives = getDefaultClientDirectives();
/** Astro's own loaders: a loader an integration adds stays inline. */
export const RUNTIME_DIRECTIVES = [...directives.keys()];

/** The loaders, then the element: the text of the file. */
export const RUNTIME_SOURCE = [
  ...directives.values(),
  fromAstro('dist/runtime/server/astro-island.prebuilt.js').default,
].join('\n');

const hash = createHash('sha256').update(RUNTIME_SOURCE).digest('base64url').slice(0, 10);
export const RUNTIME_FILE = `island-runtime.${hash}.js`;
export const RUNTIME_URL = `/_astro/${RUNTIME_FILE}`;

const SCRIPTS = /astro\/dist\/runtime\/server\/scripts\.js$/;
const PRESCRIPTS = 'function getPrescripts(result, type, directive) {';

/** The Vite patch of Astro's scripts.js: a page names the file instead of carrying its text. */
export function islandRuntimePatch() {
  return astroSourcePatch('island-runtime', SCRIPTS, PRESCRIPTS, (code) =>
    code.replace(
      PRESCRIPTS,
      `${PRESCRIPTS}
  if (process.env.NODE_ENV !== "development" && ${JSON.stringify(RUNTIME_DIRECTIVES)}.includes(directive)) {
    return type === "both" ? \`<script async src="${RUNTIME_URL}"></script>\` : "";
  }`,
    ),
  );
}

const ISLAND_CSS = fileURLToPath(new URL('../../src/islands/islands.css', import.meta.url));

/** The Vite plugin that imports src/islands/islands.css into every island module (both builds:
 *  a `client:only` island's CSS comes from the browser's build). */
export function islandStyles() {
  let root = process.cwd();
  return {
    name: 'island-styles',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (!isIslandModule(id, root)) return null;
      return { code: `import ${JSON.stringify(ISLAND_CSS)};\n${code}`, map: null };
    },
  };
}

/** The integration that writes the file into the client build (then precompressed with the rest). */
export function islandRuntimeFile() {
  return {
    name: 'island-runtime',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (config.base !== '/' || config.build.assets !== '_astro') {
          throw new Error(`island-runtime: ${RUNTIME_URL} assumes base "/" and assets "_astro"`);
        }
      },
      'astro:build:done': ({ dir }) => {
        const assets = path.join(fileURLToPath(dir), '_astro');
        mkdirSync(assets, { recursive: true });
        writeFileSync(path.join(assets, RUNTIME_FILE), RUNTIME_SOURCE);
      },
    },
  };
}
