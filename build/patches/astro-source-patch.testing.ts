// For the tests of the build-time patches (astro-source-patch.mjs): the build's plugin names, and an
// installed package file as the patches leave it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import config from '../../astro.config.mjs';

type Patch = { transform: (this: unknown, code: string, id: string) => unknown };

/** The names of the Vite plugins in astro.config.mjs, in order (nested lists flattened). */
export function buildPluginNames(): (string | undefined)[] {
  return (config.vite?.plugins ?? []).flat().map((p) => (p as { name?: string } | null)?.name);
}

/** `file` of the installed package `pkg`: its path, its text, and its text through `patches`. */
export function installedFile(pkg: string, file: string, patches: Patch[] = []) {
  const require = createRequire(import.meta.url);
  const at = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
  const source = readFileSync(at, 'utf8');
  let patched = source;
  for (const patch of patches) {
    const out = patch.transform.call(
      { error: (m: string) => Promise.reject(new Error(m)) },
      patched,
      at,
    ) as { code: string } | null;
    if (!out) throw new Error(`${at} was not patched`);
    patched = out.code;
  }
  return { path: at, source, patched };
}
