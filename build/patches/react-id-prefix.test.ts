// The React renderer patch (build/patches/react-id-prefix.mjs) is in the build and still finds the line it
// replaces in the installed @astrojs/react; tests/e2e/island-ids.spec.ts checks the ids in a browser.
import { describe, expect, it } from 'vitest';
import { buildPluginNames, installedFile } from './astro-source-patch.testing';
import { reactIdPrefix } from './react-id-prefix.mjs';

describe('React ids with the island prefix', () => {
  it('is one of the build plugins', () => {
    expect(buildPluginNames()).toContain('react-id-prefix');
  });

  it("passes the island's prefix to renderToString", () => {
    const code = installedFile('@astrojs/react', 'dist/server.js', [reactIdPrefix()]).patched;
    expect(code).toContain('ReactDOM.renderToString(vnode, { identifierPrefix: prefix })');
    expect(code).not.toContain('ReactDOM.renderToString(vnode);');
  });
});
