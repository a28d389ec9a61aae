// A Vite plugin for the Astro build: Astro computes the CSP hash of every inline script and style
// of a page on every request (`generateCspDigest`: SHA-256 through crypto.subtle, then base64),
// although they are the same few strings each time — 4.5 % of the server's time under load. This
// wraps that function with a memo keyed by the content itself (the same string objects come from
// the build manifest, so the lookup is cheap), bounded so a page with ever-changing inline content
// could not grow it without end. docs/performance.md#render.
import { astroSourcePatch } from './astro-source-patch.mjs';

const TARGET = /astro\/dist\/core\/encryption\.js$/;
const ORIGINAL = 'async function generateCspDigest(data, algorithm) {';

const MEMO = `
const cspDigestMemo = new Map();
const CSP_DIGEST_MEMO_MAX = 2000;
function generateCspDigest(data, algorithm) {
  let byData = cspDigestMemo.get(algorithm);
  if (!byData) cspDigestMemo.set(algorithm, (byData = new Map()));
  let digest = byData.get(data);
  if (digest === undefined) {
    if (byData.size >= CSP_DIGEST_MEMO_MAX) byData.clear();
    digest = generateCspDigestOnce(data, algorithm);
    byData.set(data, digest);
    digest.catch(() => byData.delete(data));
  }
  return digest;
}
async function generateCspDigestOnce(data, algorithm) {`;

export function cspDigestMemo() {
  return astroSourcePatch('csp-digest-memo', TARGET, ORIGINAL, (code) =>
    code.replace(ORIGINAL, MEMO),
  );
}
