// Astro's island runtime as a file of the build (scripts/island-runtime.mjs): the file holds the
// element and Astro's loaders, and a page names it once instead of carrying their text.
import { describe, expect, it } from 'vitest';
import { buildPluginNames, installedFile } from './astro-source-patch.testing';
import config from '../astro.config.mjs';
import {
  RUNTIME_DIRECTIVES,
  RUNTIME_FILE,
  RUNTIME_SOURCE,
  RUNTIME_URL,
  islandRuntimePatch,
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
    expect(getPrescripts(result, 'both', 'idle')).toBe(
      `<style>s</style><script async src="${RUNTIME_URL}"></script>`,
    );
    expect(getPrescripts(result, 'directive', 'visible')).toBe('');
    // A loader an integration adds is still written inline.
    expect(getPrescripts(result, 'directive', 'custom')).toBe('<script>customLoader()</script>');
  });
});
