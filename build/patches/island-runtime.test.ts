// Astro's island runtime as a file of the build (build/patches/island-runtime.mjs): the file holds the
// element and Astro's loaders, and a page names it once instead of carrying their text.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPluginNames, installedFile } from './astro-source-patch.testing';
import config from '../../astro.config.mjs';
import {
  RUNTIME_DIRECTIVES,
  RUNTIME_FILE,
  RUNTIME_SOURCE,
  RUNTIME_URL,
  islandRuntimePatch,
  islandStyles,
} from './island-runtime.mjs';

describe('island runtime file', () => {
  it("holds the <astro-island> element and each of Astro's loaders", () => {
    expect(RUNTIME_SOURCE).toContain('customElements.define("astro-island"');
    expect(RUNTIME_DIRECTIVES.sort()).toEqual(['idle', 'load', 'media', 'only', 'visible']);
    for (const directive of RUNTIME_DIRECTIVES) {
      expect(RUNTIME_SOURCE).toContain(`new Event("astro:${directive}")`);
    }
    // Named by its content, so a phone keeps it until Astro's runtime changes.
    expect(RUNTIME_URL).toBe(`/_astro/${RUNTIME_FILE}`);
    expect(RUNTIME_FILE).toMatch(/^island-runtime\.[\w-]{10}\.js$/);
  });

  it('is patched in and written by the build', () => {
    expect(buildPluginNames()).toContain('island-runtime');
    expect(config.integrations?.flat().map((i) => i && i.name)).toContain('island-runtime');
  });

  it("names the file where Astro wrote the runtime's text, for its own loaders only", async () => {
    const file = installedFile('astro', 'dist/runtime/server/scripts.js', [islandRuntimePatch()]);
    // The patched file as a module of its own: its imports (the inline texts and styles) are
    // left out; the branch under test does not read them.
    const source = `const ISLAND_STYLES = "s";\n${file.patched
      .replace(/^import .*$/gm, '')
      .replace(/^export \{[^}]*\};?/m, 'export { getPrescripts };')}`;
    const { getPrescripts } = (await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`
    )) as { getPrescripts: (r: unknown, type: string, directive: string) => string };
    const result = { clientDirectives: new Map([['custom', 'customLoader()']]) };
    // No <style> in the <body>: the island elements' rule is in the page's <head> (below).
    expect(getPrescripts(result, 'both', 'idle')).toBe(
      `<script async src="${RUNTIME_URL}"></script>`,
    );
    expect(getPrescripts(result, 'directive', 'visible')).toBe('');
    // A loader an integration adds is still written inline.
    expect(getPrescripts(result, 'directive', 'custom')).toBe('<script>customLoader()</script>');
  });

  it("gives every island module src/islands/islands.css, which holds Astro's rule for its elements", async () => {
    const astro = path.dirname(createRequire(import.meta.url).resolve('astro/package.json'));
    const { ISLAND_STYLES } = (await import(
      path.join(astro, 'dist/runtime/server/astro-island-styles.js')
    )) as { ISLAND_STYLES: string };
    const css = readFileSync(path.resolve('src/islands/islands.css'), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, '')
      .replace(/;}/g, '}');
    expect(css).toBe(ISLAND_STYLES);

    const plugin = islandStyles();
    plugin.configResolved({ root: path.resolve('.') });
    const island = path.resolve('src/islands/auth/LoginForm.tsx');
    expect(plugin.transform('export const a = 1;', island)?.code).toBe(
      `import ${JSON.stringify(path.resolve('src/islands/islands.css'))};\nexport const a = 1;`,
    );
    expect(plugin.transform('export const a = 1;', path.resolve('src/lib/x.ts'))).toBeNull();
    expect(buildPluginNames()).toContain('island-styles');
  });
});
