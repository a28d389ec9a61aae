// A Vite plugin for the server build: with streaming off (astro.config.mjs,
// docs/performance.md#render-to-one-string), @astrojs/react renders an island with
// `renderToString(vnode)` and drops the island's `identifierPrefix`, which its streaming renderers
// and the browser's `hydrateRoot` both use. The server then wrote `useId` ids without the prefix
// (`_R_0_-text`) and the browser made them with it (`_r1R_0_-text`): after hydration a field's
// `aria-describedby` named a hint that did not exist, and two islands of one page could write the
// same id. Passing the prefix makes both sides agree again. docs/performance.md#cached-markup.
import { astroSourcePatch } from './astro-source-patch.mjs';

const TARGET = /@astrojs\/react\/dist\/server\.js$/;
const ORIGINAL = 'html = ReactDOM.renderToString(vnode);';
const PATCHED = 'html = ReactDOM.renderToString(vnode, { identifierPrefix: prefix });';

export function reactIdPrefix() {
  return astroSourcePatch('react-id-prefix', TARGET, ORIGINAL, (code) =>
    code.replace(ORIGINAL, PATCHED),
  );
}
