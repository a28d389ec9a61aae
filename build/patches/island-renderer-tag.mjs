// A Vite plugin for the server build: tags every function exported by an island module
// (`src/islands/**/*.tsx`) as a React component for Astro. Astro picks the renderer of an untagged
// component by asking each renderer's `check()`, and @astrojs/react's check RENDERS the component
// once (`Tester`) to see whether it returns a React element — every island was rendered twice per
// request (2–3 % of a project page's time). A component carrying
// `Component[Symbol.for('astro:renderer')]` skips the check (`renderFrameworkComponent`).
// Exports are found with es-module-lexer (Vite's own dependency) on the compiled JavaScript; an
// anonymous `export default <expression>` is bound to a name first so it can be tagged too.
// `src/islands/island-tags.test.ts` fails when an island used with `client:*` is not tagged.
// docs/performance.md#render.
import { init, parse } from 'es-module-lexer';
import path from 'node:path';

const RENDERER = '@astrojs/react';
const DEFAULT_BINDING = '__astroIslandDefault';

/** Is this module (a Vite id, query stripped) an island of `root`? */
export function isIslandModule(id, root) {
  const file = id.split('?')[0];
  const islands = path.join(root, 'src', 'islands') + path.sep;
  return file.startsWith(islands) && file.endsWith('.tsx') && !/\.test\.tsx$/.test(file);
}

/**
 * The module's code with its exported functions tagged, and the exported names it tagged (a name
 * whose value is not a function at run time, a constant, is left alone by the appended loop).
 */
export async function tagIslandExports(code) {
  await init;
  const [, exports] = parse(code);
  let out = code;
  const bindings = [];
  const names = [];
  for (const ex of exports) {
    if (ex.ln) {
      bindings.push(ex.ln);
      names.push(ex.n);
    } else if (ex.n === 'default') {
      // `export default memo(Form)`: `const __astroIslandDefault = memo(Form)` + an export clause.
      out = `${out.slice(0, ex.ss)}const ${DEFAULT_BINDING} =${out.slice(ex.e)}`;
      out += `\nexport { ${DEFAULT_BINDING} as default };`;
      bindings.push(DEFAULT_BINDING);
      names.push('default');
    }
    // `export { X } from './y'` has no local binding: its own module (an island too) tags it.
  }
  if (bindings.length === 0) return { code, tagged: [] };
  out +=
    `\nfor (const c of [${[...new Set(bindings)].join(', ')}])` +
    ` if (typeof c === 'function') c[Symbol.for('astro:renderer')] = ${JSON.stringify(RENDERER)};\n`;
  return { code: out, tagged: names };
}

export function islandRendererTag() {
  let root = process.cwd();
  return {
    name: 'island-renderer-tag',
    // After esbuild: the lexer reads JavaScript, not TSX.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id, options) {
      if (!options?.ssr || !isIslandModule(id, root)) return null;
      const { code: tagged } = await tagIslandExports(code);
      return tagged === code ? null : { code: tagged, map: null };
    },
  };
}
