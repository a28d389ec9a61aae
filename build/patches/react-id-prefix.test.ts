// The React renderer patch (build/patches/react-id-prefix.mjs): the installed @astrojs/react, with
// the patch, renders an island's `useId` ids with the island's prefix, as the browser's
// `hydrateRoot` makes them; without it they lack the prefix. tests/e2e/island-ids.spec.ts checks
// the ids in a browser.
import { createElement, useId } from 'react';
import { describe, expect, it } from 'vitest';
import { buildPluginNames, importInstalled } from './astro-source-patch.testing';
import { reactIdPrefix } from './react-id-prefix.mjs';

type Renderer = {
  default: {
    renderToStaticMarkup: (
      this: { result: object },
      component: unknown,
      props: object,
      slots: object,
      metadata?: object,
    ) => Promise<{ html: string; attrs: { prefix: string } }>;
  };
};
// The renderer as astro.config.mjs sets it up: rendered to one string, not streamed.
const OPTS = { 'astro:react:opts': 'export default { experimentalDisableStreaming: true };' };

function Field() {
  const id = useId();
  return createElement('input', { id, 'aria-describedby': `${id}-hint` });
}

/** Two islands of one page, rendered by the installed renderer (patched or not). */
async function renderTwo(patches: ReturnType<typeof reactIdPrefix>[]) {
  const { default: renderer } = await importInstalled<Renderer>(
    '@astrojs/react',
    'dist/server.js',
    patches,
    OPTS,
  );
  const page = { result: {} };
  const first = await renderer.renderToStaticMarkup.call(page, Field, {}, {}, { hydrate: 'idle' });
  const second = await renderer.renderToStaticMarkup.call(page, Field, {}, {}, { hydrate: 'idle' });
  const id = (html: string) => /id="([^"]+)"/.exec(html)![1]!;
  return [first, second].map((r) => ({ prefix: r.attrs.prefix, id: id(r.html) }));
}

describe('React ids with the island prefix', () => {
  it('is one of the build plugins', () => {
    expect(buildPluginNames()).toContain('react-id-prefix');
  });

  it("renders each island's ids with its own prefix", async () => {
    const islands = await renderTwo([reactIdPrefix()]);
    for (const { prefix, id } of islands) expect(id).toContain(prefix);
    expect(islands[0]!.id).not.toBe(islands[1]!.id);
  });

  it('without the patch, the installed renderer drops the prefix (what the patch is for)', async () => {
    const islands = await renderTwo([]);
    for (const { prefix, id } of islands) expect(id).not.toContain(prefix);
    expect(islands[0]!.id).toBe(islands[1]!.id);
  });
});
