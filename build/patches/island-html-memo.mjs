// Vite plugins for the server build: an island marked pure (src/islands/pure.ts) is rendered once per
// props and id prefix; later renders with the same ones write the same <astro-island> element from
// memory. On the signed-in project page React rendering its four islands, Astro building their
// hydration attributes and hashing their ids made about a quarter of what a request allocated and
// about a tenth of its CPU (docs/performance.md#island-html-memo).
//
// The key is the island's component (and the name the page gave it), directive, what else it said
// its HTML depends on (pureIsland's `alsoOn`) and its props as
// Astro serialises them for the browser: the browser hydrates from exactly those props, so a pure island whose HTML differed for
// the same serialised props would already fail to hydrate. Astro serialises them anyway for the
// element's `props` attribute (once per render, island-props-memo.mjs), so the key costs a lookup.
// Not kept: an island with children or slots, `client:only`, a page answering an Astro Action, and
// any island not marked. At most ISLAND_MEMO_MAX kept per map, then it starts over.
//
// 1. Astro's component.js makes the key before the renderer runs, and writes a kept element
//    instead of building it again (the renderer still runs first: it hands out the id prefix).
// 2. @astrojs/react's server.js answers a kept island's HTML for the same key and prefix.
import { astroSourcePatch } from './astro-source-patch.mjs';

const COMPONENT = /astro\/dist\/runtime\/server\/render\/component\.js$/;
const RENDERER = /@astrojs\/react\/dist\/server\.js$/;

/** The memo's maps, shared through globalThis: the two patched modules are bundled apart. */
const MAPS = `
const ISLAND_MEMO_MAX = 2000;
function islandMemo() {
  const key = Symbol.for("marketplace.islandHtml");
  return globalThis[key] ??= { html: new Map(), elements: new Map() };
}
function keepIsland(map, key, value) {
  if (map.size >= ISLAND_MEMO_MAX) map.clear();
  map.set(key, value);
}
`;

/** Put into component.js (exported for build/patches/island-html-memo.test.ts). */
export const COMPONENT_HELPERS = `${MAPS}
function islandMemoKey(Component, hydration, slots, result, props, metadata, serialize) {
  const pure = globalThis[Symbol.for("marketplace.pureIslands")];
  if (pure === void 0 || !pure.has(Component)) return void 0;
  if (!hydration || hydration.directive === "only") return void 0;
  if (Object.keys(slots).length > 0 || result.actionResult !== void 0) return void 0;
  return [
    metadata.componentUrl,
    metadata.componentExport?.value,
    // The name the page gave it, written into the element's \`opts\`.
    metadata.displayName,
    hydration.directive,
    JSON.stringify(hydration.value ?? null),
    serialize(props, metadata),
    // What else the island said its HTML depends on (pureIsland's \`alsoOn\`, e.g. today's date).
    globalThis[Symbol.for("marketplace.islandKeyParts")]?.get(Component)?.() ?? "",
  ].join("\\u0000");
}
function islandElementKey(metadata, attrs) {
  if (metadata.islandMemoKey === void 0 || attrs === void 0) return void 0;
  // Only the id prefix: anything else a renderer adds (an Action's result) is not kept.
  const names = Object.keys(attrs);
  if (names.length !== 1 || typeof attrs.prefix !== "string") return void 0;
  return attrs.prefix + "\\u0000" + metadata.islandMemoKey;
}
`;

const RENDER_START = '      const componentRenderStartTime = performance.now();';
const ID_HASH = '  const astroId = shorthash(';
const ELEMENT = '      const renderedElement = renderElement("astro-island", island, false);';

const KEPT_ELEMENT = `  const elementKey = islandElementKey(metadata, attrs);
  const keptElement = elementKey === void 0 ? void 0 : islandMemo().elements.get(elementKey);
  if (keptElement !== void 0) {
    return {
      render(destination) {
        if (slotInstructions) {
          for (const instruction of slotInstructions) destination.write(instruction);
        }
        destination.write(createRenderInstruction({ type: "directive", hydration }));
        if (renderer?.ssr.renderHydrationScript) {
          destination.write(
            createRenderInstruction({
              type: "renderer-hydration-script",
              rendererName: renderer.name,
              render: renderer.ssr.renderHydrationScript
            })
          );
        }
        destination.write(markHTMLString(keptElement));
      }
    };
  }
`;

/** Put into @astrojs/react's server.js. */
const RENDERER_PREFIX = '  const attrs = { prefix };';
const RENDERER_RETURN = '  return { html, attrs };\n}\nasync function getFormState(';

const KEPT_HTML = `
  const memoKey = metadata?.islandMemoKey === void 0 || prefix === void 0 ? void 0 : prefix + "\\u0000" + metadata.islandMemoKey;
  const keptHtml = memoKey === void 0 ? void 0 : islandMemo().html.get(memoKey);
  if (keptHtml !== void 0) return { html: keptHtml, attrs };`;

export function islandHtmlMemo() {
  return [
    astroSourcePatch(
      'island-html-memo',
      COMPONENT,
      RENDER_START,
      (code) =>
        `${code.replace(
          RENDER_START,
          `      metadata.islandMemoKey = islandMemoKey(Component, hydration, slots, result, props, metadata, serializeProps);\n${RENDER_START}`,
        )}\n${COMPONENT_HELPERS}`,
    ),
    astroSourcePatch('island-html-memo', COMPONENT, ID_HASH, (code) =>
      code.replace(ID_HASH, `${KEPT_ELEMENT}${ID_HASH}`),
    ),
    astroSourcePatch('island-html-memo', COMPONENT, ELEMENT, (code) =>
      code.replace(
        ELEMENT,
        `${ELEMENT}\n      if (elementKey !== void 0) keepIsland(islandMemo().elements, elementKey, renderedElement);`,
      ),
    ),
    astroSourcePatch(
      'island-html-memo',
      RENDERER,
      RENDERER_PREFIX,
      (code) => `${code.replace(RENDERER_PREFIX, `${RENDERER_PREFIX}${KEPT_HTML}`)}\n${MAPS}`,
    ),
    astroSourcePatch('island-html-memo', RENDERER, RENDERER_RETURN, (code) =>
      code.replace(
        RENDERER_RETURN,
        `  if (memoKey !== void 0 && !formState) keepIsland(islandMemo().html, memoKey, html);\n${RENDERER_RETURN}`,
      ),
    ),
  ];
}
