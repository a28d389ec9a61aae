// Vite plugins for the Astro build: an island's props cost Astro two full serialisations per
// render (`serializeProps` once for the island's id, once for its `props` attribute), and the
// translations every island carries were converted to Astro's serialised form again on every
// request although they never change (about 6 % of the signed-in project page's render thread).
// docs/performance.md#cached-markup.
//
// 1. `serializeProps` keeps its answer for the props object it was given (a WeakMap): Astro builds
//    that object for one render and never changes it, so the second call gets the first's string.
// 2. An object registered with `constantIslandProp` (src/lib/i18n/island-constants.ts: the texts
//    of `islandTexts`) keeps its serialised form: the same JSON comes out, without walking it.
// docs/build-patches.md lists every patch with its figure.
import { astroSourcePatch } from './astro-source-patch.mjs';

const TARGET = /astro\/dist\/runtime\/server\/serialize\.js$/;

const SERIALIZE_PROPS = `function serializeProps(props, metadata) {
  const serialized = JSON.stringify(serializeObject(props, metadata));
  return serialized;
}`;

const SERIALIZE_PROPS_MEMO = `const islandPropsMemo = new WeakMap();
function serializeProps(props, metadata) {
  let serialized = islandPropsMemo.get(props);
  if (serialized === undefined) {
    serialized = JSON.stringify(serializeObject(props, metadata));
    islandPropsMemo.set(props, serialized);
  }
  return serialized;
}`;

const OBJECT_BRANCH = `      if (value !== null && typeof value === "object") {
        return [PROP_TYPE.Value, serializeObject(value, metadata, parents)];`;

// The registry is read through a process global (src/lib/i18n/island-constants.ts says why).
const OBJECT_BRANCH_MEMO = `      if (value !== null && typeof value === "object") {
        const constants = globalThis[Symbol.for("marketplace.islandConstants")];
        if (constants !== undefined && constants.has(value)) {
          let form = constantForms.get(value);
          if (form === undefined) {
            form = [PROP_TYPE.Value, serializeObject(value, metadata, parents)];
            constantForms.set(value, form);
          }
          return form;
        }
        return [PROP_TYPE.Value, serializeObject(value, metadata, parents)];`;

export function islandPropsMemo() {
  return [
    astroSourcePatch('island-props-memo', TARGET, SERIALIZE_PROPS, (code) =>
      code.replace(SERIALIZE_PROPS, SERIALIZE_PROPS_MEMO),
    ),
    astroSourcePatch(
      'island-props-memo',
      TARGET,
      OBJECT_BRANCH,
      (code) =>
        `${code.replace(OBJECT_BRANCH, OBJECT_BRANCH_MEMO)}\nconst constantForms = new WeakMap();\n`,
    ),
  ];
}
