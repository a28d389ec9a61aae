// A Vite plugin for the server build: an island marked pure (src/islands/pure.ts) is rendered by
// React once per props and id prefix; later renders with the same ones get the same HTML from
// memory. React rendering the signed-in project page's four islands was about 8 % of its render
// thread, on every request, for the same few props (issue 14, docs/decisions/024-cached-markup.md).
// Only props that are plain JSON (objects, arrays, strings, numbers, booleans, null) make a key;
// anything else (a function, a Date, undefined), children or slots render as before. At most
// PURE_ISLAND_MAX kept per island, then it starts over.
// Runs after react-id-prefix.mjs, whose line it extends.
import { astroSourcePatch } from './astro-source-patch.mjs';

const TARGET = /@astrojs\/react\/dist\/server\.js$/;
const ORIGINAL = 'html = ReactDOM.renderToString(vnode, { identifierPrefix: prefix });';
const PATCHED = `const pureKey = pureIslandKey(Component, prefix, props, newChildren != null || Object.keys(slots).length > 0 || formState !== void 0);
    const kept = pureKey === void 0 ? void 0 : pureIslandHtml(Component).get(pureKey);
    html = kept ?? ReactDOM.renderToString(vnode, { identifierPrefix: prefix });
    if (pureKey !== void 0 && kept === void 0) keepPureIsland(Component, pureKey, html);`;

/** The helpers put into the renderer (exported for scripts/pure-island-memo.test.ts). */
export const HELPERS = `
const PURE_ISLAND_MAX = 1000;
const pureIslandMemo = new WeakMap();
function pureIslandKey(Component, prefix, props, extras) {
  const pure = globalThis[Symbol.for("marketplace.pureIslands")];
  if (extras || pure === void 0 || !pure.has(Component)) return void 0;
  let plain = true;
  // The holder's own value (a Date has become a string by the time the replacer sees it).
  const json = JSON.stringify(props, function (key, value) {
    const raw = this[key];
    if (raw === void 0 || typeof raw === "function" || typeof raw === "bigint" || typeof raw === "symbol") plain = false;
    else if (typeof raw === "object" && raw !== null && !Array.isArray(raw)) {
      const proto = Object.getPrototypeOf(raw);
      if (proto !== Object.prototype && proto !== null) plain = false;
    }
    return value;
  });
  return plain ? prefix + "\\u0000" + json : void 0;
}
function pureIslandHtml(Component) {
  let kept = pureIslandMemo.get(Component);
  if (kept === void 0) pureIslandMemo.set(Component, kept = new Map());
  return kept;
}
function keepPureIsland(Component, key, html) {
  const kept = pureIslandHtml(Component);
  if (kept.size >= PURE_ISLAND_MAX) kept.clear();
  kept.set(key, html);
}
`;

export function pureIslandMemo() {
  return astroSourcePatch(
    'pure-island-memo',
    TARGET,
    ORIGINAL,
    (code) => `${code.replace(ORIGINAL, PATCHED)}\n${HELPERS}`,
  );
}
