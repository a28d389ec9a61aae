import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { cspDigestMemo } from './build/patches/csp-digest-memo.mjs';
import { cspContentMemo } from './build/patches/csp-content-memo.mjs';
import { islandRendererTag } from './build/patches/island-renderer-tag.mjs';
import { pageTextEncode } from './build/patches/page-text-encode.mjs';
import { islandPropsMemo } from './build/patches/island-props-memo.mjs';
import { reactIdPrefix } from './build/patches/react-id-prefix.mjs';
import { islandHtmlMemo } from './build/patches/island-html-memo.mjs';
import { keptIslands } from './build/patches/kept-islands.mjs';
import {
  islandRuntimeFile,
  islandRuntimePatch,
  islandStyles,
} from './build/patches/island-runtime.mjs';
import { serverEntry } from './build/server-entry.mjs';

export default defineConfig({
  output: 'server',
  // A backstop under our own limits (src/lib/http/body.server.ts, 15 MB uploads): no body read
  // through Astro's request, by any reader, can pass 16 MB. The adapter's default is 1 GB.
  adapter: node({
    mode: 'middleware',
    bodySizeLimit: 16 * 1024 * 1024,
    // A page is rendered to one string, React islands too: the server sends a page whole anyway
    // (src/server/whole-page.ts), and streaming it in chunks cost each page a UTF-8 encode per
    // chunk and an async iterator step (about 15 % of a project page's render,
    // docs/performance.md#render-to-one-string). No island suspends while rendering on the server.
    experimentalDisableStreaming: true,
  }),
  // Astro's island runtime is a file of the build, not text inline in every page with an island.
  integrations: [react({ experimentalDisableStreaming: true }), islandRuntimeFile()],
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  // Origin checks for state-changing requests are done in our middleware (JSON APIs included).
  security: { checkOrigin: false, csp: true },
  // Every page's CSS inline in its <head> (a few KB brotli): a stylesheet request would hold the
  // first paint back by a round trip on a slow phone (docs/performance.md#measuring).
  build: { inlineStylesheets: 'always' },
  // A component's scoped styles select a class (`astro-xxxxxxxx`) added to its elements' class
  // lists instead of an attribute of their own (` data-astro-cid-xxxxxxxx` on each): 2.5 KB less of
  // every project page to render and compress (docs/performance.md#page-bytes). Same specificity.
  scopedStyleStrategy: 'class',
  vite: {
    // CSP hashes of the same inline scripts and styles, computed once instead of on every request,
    // and the policy written from them once per set of hashes;
    // islands tagged as React so Astro does not render each one twice to find its renderer; a
    // page's text turned into UTF-8 in half the time of TextEncoder; an island's props serialised
    // once per render, its unchanging texts once per process; React's ids made with the island's
    // prefix on the server too, as in the browser; a pure island's element kept per props, and the
    // page's island state reachable for markup kept with its islands; the
    // island runtime named by its file, and its elements' CSS in the <head> of pages with islands.
    plugins: [
      cspDigestMemo(),
      cspContentMemo(),
      islandRendererTag(),
      pageTextEncode(),
      islandPropsMemo(),
      reactIdPrefix(),
      islandHtmlMemo(),
      keptIslands(),
      islandRuntimePatch(),
      islandStyles(),
      // The server entry (src/server/serve.ts) built with Astro's handler: one module graph.
      serverEntry(),
    ],
    ssr: { external: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', 'nodemailer'] },
    optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  },
});
