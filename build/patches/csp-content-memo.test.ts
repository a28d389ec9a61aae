// The CSP content memo put into Astro (build/patches/csp-content-memo.mjs): the installed csp.js,
// patched, writes the same policy as Astro's own function for every page, keeps it per page hashes,
// and writes it afresh when a request's manifest part differs from the one it keeps.
import { describe, expect, it } from 'vitest';
import { buildPluginNames, importInstalled } from './astro-source-patch.testing';
import { cspContentMemo } from './csp-content-memo.mjs';

type Result = {
  scriptDirective: { resources: string[]; hashes: string[]; strictDynamic: boolean };
  styleDirective: { resources: string[]; hashes: string[] };
  directives: string[];
  _metadata: { extraScriptHashes: string[]; extraStyleHashes: string[] };
};
type Csp = { renderCspContent: (result: Result) => string };
const load = (patched: boolean) =>
  importInstalled<Csp>(
    'astro',
    'dist/runtime/server/render/csp.js',
    patched ? [cspContentMemo()] : [],
  );

// As Astro's createResult makes each request's: the manifest's lists copied, the page's own hashes.
const SCRIPTS = ['sha256-a', 'sha256-b'];
const STYLES = ['sha256-s', 'sha256-s', 'sha256-t'];
function request(page: { scripts?: string[]; styles?: string[] } = {}): Result {
  return {
    scriptDirective: { resources: [], hashes: [...SCRIPTS], strictDynamic: false },
    styleDirective: { resources: [], hashes: [...STYLES] },
    directives: [],
    _metadata: { extraScriptHashes: page.scripts ?? [], extraStyleHashes: page.styles ?? [] },
  };
}

describe('CSP content memo', () => {
  it('is one of the build plugins', () => {
    expect(buildPluginNames()).toContain('csp-content-memo');
  });

  it("writes Astro's policy for each page, again and again", async () => {
    const memo = (await load(true)).renderCspContent;
    const astro = (await load(false)).renderCspContent;
    const pages = [
      {},
      { scripts: ['sha256-p'] },
      { styles: ['sha256-q'] },
      { scripts: ['sha256-r'] },
    ];
    for (let round = 0; round < 2; round++)
      for (const page of pages) expect(memo(request(page))).toBe(astro(request(page)));
    expect(memo(request({ scripts: ['sha256-p'] }))).toContain("'sha256-p'");
    expect(memo(request({ scripts: ['sha256-r'] }))).not.toContain("'sha256-p'");
  });

  it('writes the policy afresh for a request whose manifest part was added to', async () => {
    const memo = (await load(true)).renderCspContent;
    const astro = (await load(false)).renderCspContent;
    expect(memo(request())).toBe(astro(request()));
    // Astro.csp.insertScriptHash / insertStyleResource / insertDirective push into the request's lists.
    const inserted = request();
    inserted.scriptDirective.hashes.push('sha256-inserted');
    inserted.styleDirective.resources.push('https://cdn.example');
    inserted.directives.push("img-src 'self'");
    expect(memo(inserted)).toBe(astro(inserted));
    expect(memo(inserted)).toContain("'sha256-inserted'");
    expect(memo(request())).not.toContain('sha256-inserted');
    const strict = request();
    strict.scriptDirective.strictDynamic = true;
    expect(memo(strict)).toBe(astro(strict));
  });
});
