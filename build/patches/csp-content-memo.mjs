// A Vite plugin for the Astro build: Astro writes a page's Content-Security-Policy on every request
// (`renderCspContent`), from the manifest's script and style hashes (copied per request: 9 and 253,
// of which 66 differ) and the page's own inline ones. It builds sets and lists of every hash each
// time: 0.14 ms and 67 KB of garbage a request, about 4 % of `/about-us`'s CPU, for the same few
// policies. This keeps the policy per page hashes while the manifest's part is the one it saw first,
// checked element by element (the same objects, so a comparison each); anything added to it for one
// request (`Astro.csp.insert…`) makes that request's policy be written afresh. Bounded, as the
// digest memo is. docs/performance.md#the-csp-written-once.
import { astroSourcePatch } from './astro-source-patch.mjs';

const TARGET = /astro\/dist\/runtime\/server\/render\/csp\.js$/;
const ORIGINAL = 'function renderCspContent(result) {';

const MEMO = `
let cspBase;
const CSP_CONTENT_MEMO_MAX = 500;
function sameCspList(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
function cspBaseOf(result) {
  const { scriptDirective: s, styleDirective: t, directives: d } = result;
  return { s: [...s.hashes], sr: [...s.resources], strict: s.strictDynamic, t: [...t.hashes], tr: [...t.resources], d: [...d], byPage: new Map() };
}
function isCspBase(base, result) {
  const { scriptDirective: s, styleDirective: t, directives: d } = result;
  return s.strictDynamic === base.strict && sameCspList(s.hashes, base.s) && sameCspList(s.resources, base.sr) &&
    sameCspList(t.hashes, base.t) && sameCspList(t.resources, base.tr) && sameCspList(d, base.d);
}
function renderCspContent(result) {
  cspBase ??= cspBaseOf(result);
  if (!isCspBase(cspBase, result)) return renderCspContentOnce(result);
  const { extraScriptHashes, extraStyleHashes } = result._metadata;
  const key = extraScriptHashes.join(" ") + "\\n" + extraStyleHashes.join(" ");
  let content = cspBase.byPage.get(key);
  if (content === undefined) {
    if (cspBase.byPage.size >= CSP_CONTENT_MEMO_MAX) cspBase.byPage.clear();
    content = renderCspContentOnce(result);
    cspBase.byPage.set(key, content);
  }
  return content;
}
function renderCspContentOnce(result) {`;

export function cspContentMemo() {
  return astroSourcePatch('csp-content-memo', TARGET, ORIGINAL, (code) =>
    code.replace(ORIGINAL, MEMO),
  );
}
