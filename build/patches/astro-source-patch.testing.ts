// For the tests of the build-time patches (astro-source-patch.mjs): the build's plugin names, an
// installed package file as the patches leave it, and that file loaded as a module, to run the
// patched code itself.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
    // As Vite does: `this.error` throws, so a patch that no longer finds its text fails here.
    const out = patch.transform.call(
      {
        error: (m: string) => {
          throw new Error(m);
        },
      },
      patched,
      at,
    ) as { code: string } | null;
    if (!out) throw new Error(`${at} was not patched`);
    patched = out.code;
  }
  return { path: at, source, patched };
}

const SCRATCH = path.resolve(import.meta.dirname, '../../.tmp/patched');

/**
 * `file` of the installed `pkg`, patched (or not: no `patches`), loaded as a module: written under
 * .tmp/ with its relative imports pointed back at the package's folder, so it runs with the
 * package's other files as they are installed. `stubs` stand in for virtual modules (Vite's
 * `astro:…`), each given as the source of a module.
 */
export async function importInstalled<T>(
  pkg: string,
  file: string,
  patches: Patch[] = [],
  stubs: Record<string, string> = {},
): Promise<T> {
  const { path: at, source, patched } = installedFile(pkg, file, patches);
  const code = (patches.length ? patched : source).replace(
    /(from\s*|import\s*\(\s*|import\s+)(["'])([^"']+)\2/g,
    (whole, head: string, quote: string, spec: string) => {
      if (spec in stubs) {
        return `${head}${quote}data:text/javascript,${encodeURIComponent(stubs[spec]!)}${quote}`;
      }
      if (!spec.startsWith('.')) return whole;
      return `${head}${quote}${pathToFileURL(path.resolve(path.dirname(at), spec)).href}${quote}`;
    },
  );
  mkdirSync(SCRATCH, { recursive: true });
  const name = `${path.basename(file, '.js')}.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.mjs`;
  const out = path.join(SCRATCH, name);
  writeFileSync(out, code);
  return (await import(/* @vite-ignore */ pathToFileURL(out).href)) as T;
}
