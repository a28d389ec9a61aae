// Vite plugins for the server build: markup with islands inside may be kept whole
// (`<CachedHtml islands>`, src/lib/cache/kept-islands.server.ts). Astro writes the island runtime's script
// once per page, before the first island, and @astrojs/react numbers the islands' id prefixes
// (`r0`, `r1`…) in the order it renders them; a block served from memory must key on both and
// leave them as rendering it would have. Two values Astro and the renderer keep to themselves are
// made reachable for that:
//
// 1. Astro's `Astro.slots` carries the page's render result under a symbol, beside its private
//    field (the result says whether the runtime's script was written).
// 2. @astrojs/react's id counter of a render is read and set through a process global.
//
// docs/performance.md#account-pages-third-round; docs/build-patches.md.
import { astroSourcePatch } from './astro-source-patch.mjs';

const SLOTS = /astro\/dist\/core\/render\/slots\.js$/;
const SLOTS_ORIGINAL = '    this.#result = result;\n';
const SLOTS_PATCHED = `    this.#result = result;\n    this[Symbol.for("marketplace.renderResult")] = result;\n`;

const CONTEXT = /@astrojs\/react\/dist\/context\.js$/;
const CONTEXT_ORIGINAL = 'function incrementId(rendererContextResult) {';
const REACT_IDS = `globalThis[Symbol.for("marketplace.reactIds")] = {
  get(result) {
    return getContext(result).currentIndex;
  },
  set(result, index) {
    getContext(result).currentIndex = index;
  }
};
`;

export function keptIslands() {
  return [
    astroSourcePatch('kept-islands', SLOTS, SLOTS_ORIGINAL, (code) =>
      code.replace(SLOTS_ORIGINAL, SLOTS_PATCHED),
    ),
    astroSourcePatch('kept-islands', CONTEXT, CONTEXT_ORIGINAL, (code) =>
      code.replace(CONTEXT_ORIGINAL, `${REACT_IDS}${CONTEXT_ORIGINAL}`),
    ),
  ];
}
