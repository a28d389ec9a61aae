// The React renderer patch (scripts/react-id-prefix.mjs) is in the build and still finds the line it
// replaces in the installed @astrojs/react; tests/e2e/island-ids.spec.ts checks the ids in a browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../astro.config.mjs';
import { reactIdPrefix } from './react-id-prefix.mjs';

describe('React ids with the island prefix', () => {
  it('is one of the build plugins', () => {
    const names = (config.vite?.plugins ?? []).flat().map((p) => (p as { name?: string }).name);
    expect(names).toContain('react-id-prefix');
  });

  it("passes the island's prefix to renderToString", () => {
    const require = createRequire(import.meta.url);
    const file = path.join(
      path.dirname(require.resolve('@astrojs/react/package.json')),
      'dist/server.js',
    );
    const out = reactIdPrefix().transform.call(
      { error: (m: string) => Promise.reject(new Error(m)) },
      readFileSync(file, 'utf8'),
      file,
    ) as { code: string } | null;
    expect(out?.code).toContain('ReactDOM.renderToString(vnode, { identifierPrefix: prefix })');
    expect(out?.code).not.toContain('ReactDOM.renderToString(vnode);');
  });
});
