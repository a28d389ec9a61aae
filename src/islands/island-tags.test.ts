// Every island rendered on the server must carry Astro's renderer tag, or Astro renders it twice
// per request to find its renderer (build/patches/island-renderer-tag.mjs). These tests read every
// `.astro` file, find each component used with client:load/idle/visible/media, and check that the
// build's plugin covers its module and tags the export the page imports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import astroConfig from '../../astro.config.mjs';
import { isIslandModule, tagIslandExports } from '../../build/patches/island-renderer-tag.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');
const TAG = Symbol.for('astro:renderer');

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? astroFiles(path.join(dir, e.name))
      : e.name.endsWith('.astro')
        ? [path.join(dir, e.name)]
        : [],
  );
}

// A directive as an attribute (followed by a space, `/`, `>` or `=`), not a mention in a comment.
const DIRECTIVE = /\sclient:(load|idle|visible|media)(?=[\s/>=])/g;
// `<Name … client:idle`: the attributes before the directive may hold `=>` but no bare `>`.
const USE = /<([A-Z]\w*)\b(?:[^>]|=>)*?\sclient:(?:load|idle|visible|media)(?=[\s/>=])/g;

type Use = { file: string; component: string; module: string; exported: string };

function islandUses(): Use[] {
  const uses: Use[] = [];
  for (const file of astroFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const found = [...text.matchAll(USE)];
    // A directive the pattern did not attribute to a component would go unchecked: fail instead.
    expect(found.length, `${file}: every client:* directive found on a component`).toBe(
      [...text.matchAll(DIRECTIVE)].length,
    );
    for (const [, component] of found) {
      const imp = importOf(file, text, component!);
      expect(imp, `${file}: import of ${component}`).not.toBeNull();
      uses.push({ file, component: component!, ...imp! });
    }
  }
  return uses;
}

function importOf(
  file: string,
  text: string,
  name: string,
): { module: string; exported: string } | null {
  for (const m of text.matchAll(/import\s+([^;]+?)\s+from\s+'([^']+)'/g)) {
    const [, clause, spec] = m as unknown as [string, string, string];
    const named = clause.match(/\{([^}]*)\}/)?.[1] ?? '';
    const defaultName = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    let exported: string | null = defaultName === name ? 'default' : null;
    for (const part of named.split(',')) {
      const [orig, alias] = part.trim().split(/\s+as\s+/);
      if ((alias ?? orig) === name && orig) exported = orig;
    }
    if (exported === null) continue;
    const base = spec.startsWith('@/')
      ? path.join(SRC, spec.slice(2))
      : path.resolve(path.dirname(file), spec);
    return { module: base.endsWith('.tsx') ? base : `${base}.tsx`, exported };
  }
  return null;
}

describe('island renderer tags', () => {
  it('tags every island a page hydrates, in the module the build transforms', async () => {
    const uses = islandUses();
    expect(uses.length).toBeGreaterThan(20);
    for (const use of uses) {
      const where = `${path.relative(ROOT, use.file)}: ${use.component}`;
      expect(isIslandModule(use.module, ROOT), `${where} lives in src/islands/**/*.tsx`).toBe(true);
      const source = readFileSync(use.module, 'utf8');
      const js = await transform(source, { loader: 'tsx', jsx: 'automatic', format: 'esm' });
      const { tagged } = await tagIslandExports(js.code);
      expect(tagged, `${where} (${use.exported}) is tagged`).toContain(use.exported);
    }
  });

  it('is a plugin of the Astro build', () => {
    const plugins = (astroConfig.vite?.plugins ?? []).flat() as { name?: string }[];
    expect(plugins.map((p) => p?.name)).toContain('island-renderer-tag');
  });

  it('tags exported functions, including an anonymous default, and leaves constants', async () => {
    const { code, tagged } = await tagIslandExports(
      [
        'function wrap(f) { return function Wrapped() { return f(); }; }',
        'export function Named() { return 1; }',
        'export const LIMIT = 3;',
        'const Local = () => 2;',
        'export { Local as Renamed };',
        'export default wrap(Named);',
      ].join('\n'),
    );
    expect(tagged.sort()).toEqual(['LIMIT', 'Named', 'Renamed', 'default']);
    const mod = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(mod.Named[TAG]).toBe('@astrojs/react');
    expect(mod.Renamed[TAG]).toBe('@astrojs/react');
    expect(mod.default[TAG]).toBe('@astrojs/react');
    expect(mod.default()).toBe(1);
    expect(mod.LIMIT).toBe(3);
  });

  it('leaves modules outside src/islands and test files alone', () => {
    expect(isIslandModule(path.join(SRC, 'islands/common/Toasts.tsx?v=1'), ROOT)).toBe(true);
    expect(isIslandModule(path.join(SRC, 'islands/common/api.ts'), ROOT)).toBe(false);
    expect(isIslandModule(path.join(SRC, 'islands/calculator/Calculator.test.tsx'), ROOT)).toBe(
      false,
    );
    expect(isIslandModule(path.join(SRC, 'components/Card.tsx'), ROOT)).toBe(false);
  });
});
