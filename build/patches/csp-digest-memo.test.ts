// The CSP digest memo put into Astro (build/patches/csp-digest-memo.mjs): the installed
// encryption.js, patched, answers a digest it made before without computing it again, with the
// same value as Astro's own function; unpatched, every call computes afresh.
import { describe, expect, it } from 'vitest';
import { buildPluginNames, importInstalled } from './astro-source-patch.testing';
import { cspDigestMemo } from './csp-digest-memo.mjs';

type Encryption = { generateCspDigest: (data: string, algorithm: string) => Promise<string> };
const load = (patched: boolean) =>
  importInstalled<Encryption>('astro', 'dist/core/encryption.js', patched ? [cspDigestMemo()] : []);

const SCRIPT = 'document.documentElement.classList.add("js")';

describe('CSP digest memo', () => {
  it('is one of the build plugins', () => {
    expect(buildPluginNames()).toContain('csp-digest-memo');
  });

  it("gives Astro's digest, computed once per text and algorithm", async () => {
    const memo = (await load(true)).generateCspDigest;
    const astro = (await load(false)).generateCspDigest;
    const first = memo(SCRIPT, 'SHA-256');
    expect(memo(SCRIPT, 'SHA-256')).toBe(first);
    expect(await first).toBe(await astro(SCRIPT, 'SHA-256'));
    expect(await memo(SCRIPT, 'SHA-384')).toBe(await astro(SCRIPT, 'SHA-384'));
    expect(await memo('other', 'SHA-256')).toBe(await astro('other', 'SHA-256'));
  });

  it('without the patch, every call computes the digest again (what the patch is for)', () => {
    return load(false).then(({ generateCspDigest }) => {
      expect(generateCspDigest(SCRIPT, 'SHA-256')).not.toBe(generateCspDigest(SCRIPT, 'SHA-256'));
    });
  });
});
