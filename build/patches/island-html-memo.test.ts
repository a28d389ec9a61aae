// The island HTML memo put into Astro and @astrojs/react (build/patches/island-html-memo.mjs): both
// installed files take the patch, and the key is made only for a marked island with nothing but
// its props to render, from everything the element depends on. The built server's behaviour is
// checked end to end by tests/e2e/island-html-memo.spec.ts.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { buildPluginNames, importInstalled, installedFile } from './astro-source-patch.testing';
import { COMPONENT_HELPERS, islandHtmlMemo } from './island-html-memo.mjs';
import { reactIdPrefix } from './react-id-prefix.mjs';
import { isPureIsland, pureIsland } from '@/islands/pure';

type Hydration = { directive: string; value?: unknown } | undefined;
type Metadata = {
  componentUrl: string;
  componentExport: { value: string };
  displayName?: string;
  islandMemoKey?: string;
};
type Helpers = {
  islandMemoKey: (
    component: object,
    hydration: Hydration,
    slots: object,
    result: { actionResult?: unknown },
    props: object,
    metadata: Metadata,
    serialize: (props: object) => string,
  ) => string | undefined;
  islandElementKey: (metadata: Metadata, attrs: Record<string, unknown> | undefined) => string;
  islandMemo: () => { html: Map<string, string>; elements: Map<string, string> };
  keepIsland: (map: Map<string, string>, key: string, value: string) => void;
};
const helpers = new Function(
  `${COMPONENT_HELPERS}\nreturn { islandMemoKey, islandElementKey, islandMemo, keepIsland };`,
)() as Helpers;

const plugins = islandHtmlMemo();

function Island() {
  return null;
}
pureIsland(Island);
const metadata = (): Metadata => ({
  componentUrl: '/src/islands/Island.tsx',
  componentExport: { value: 'default' },
});
const key = (props: object, hydration: Hydration = { directive: 'idle' }, component = Island) =>
  helpers.islandMemoKey(component, hydration, {}, {}, props, metadata(), (p) => JSON.stringify(p));

describe('island HTML memo', () => {
  it('is among the build plugins, all five parts, after the id prefix patch', () => {
    const names = buildPluginNames();
    expect(names.filter((n) => n === 'island-html-memo')).toHaveLength(5);
    expect(names.indexOf('island-html-memo')).toBeGreaterThan(names.indexOf('react-id-prefix'));
  });

  it("patches Astro's component renderer", () => {
    const { patched } = installedFile(
      'astro',
      'dist/runtime/server/render/component.js',
      plugins.slice(0, 3),
    );
    expect(patched).toContain('metadata.islandMemoKey = islandMemoKey(Component, hydration,');
    expect(patched).toContain('const keptElement = elementKey === void 0 ? void 0');
    expect(patched).toContain('keepIsland(islandMemo().elements, elementKey, renderedElement);');
  });

  it("patches @astrojs/react's renderer, after the id prefix is passed", () => {
    const { patched } = installedFile('@astrojs/react', 'dist/server.js', [
      reactIdPrefix(),
      ...plugins.slice(3),
    ]);
    expect(patched).toContain('renderToString(vnode, { identifierPrefix: prefix })');
    expect(patched).toContain('if (keptHtml !== void 0) return { html: keptHtml, attrs };');
    expect(patched).toContain('keepIsland(islandMemo().html, memoKey, html);');
  });

  it("answers a kept island's HTML from the installed renderer, for the same key and prefix only", async () => {
    type Renderer = {
      default: {
        renderToStaticMarkup: (
          this: { result: object },
          component: unknown,
          props: object,
          slots: object,
          metadata: object,
        ) => Promise<{ html: string }>;
      };
    };
    const { default: renderer } = await importInstalled<Renderer>(
      '@astrojs/react',
      'dist/server.js',
      [reactIdPrefix(), ...plugins.slice(3)],
      { 'astro:react:opts': 'export default { experimentalDisableStreaming: true };' },
    );
    // A render that differs each time shows which answers were kept (a pure island never would).
    let renders = 0;
    const Counter = () => createElement('p', null, `render ${++renders}`);
    const render = (key: string | undefined) =>
      renderer.renderToStaticMarkup.call({ result: {} }, Counter, {}, {}, { islandMemoKey: key });
    expect((await render('k')).html).toBe('<p>render 1</p>');
    expect((await render('k')).html).toBe('<p>render 1</p>');
    expect((await render('other')).html).toBe('<p>render 2</p>');
    expect((await render(undefined)).html).toBe('<p>render 3</p>');
    expect((await render(undefined)).html).toBe('<p>render 4</p>');
  });

  it('keys a marked island by its component, directive and serialised props', () => {
    expect(isPureIsland(Island)).toBe(true);
    const props = { id: 3, title: 'Uy', list: [1, { a: null }] };
    expect(key(props)).toBe(key({ ...props }));
    expect(key(props)).not.toBe(key({ ...props, id: 4 }));
    expect(key(props)).not.toBe(key(props, { directive: 'visible' }));
    const named = helpers.islandMemoKey(
      Island,
      { directive: 'idle' },
      {},
      {},
      props,
      { ...metadata(), displayName: 'Renamed' },
      (p) => JSON.stringify(p),
    );
    expect(named).not.toBe(key(props));
    expect(key(props, { directive: 'media', value: '(max-width: 50em)' })).not.toBe(
      key(props, { directive: 'media', value: '(max-width: 40em)' }),
    );
  });

  it('keys an island that depends on one more value by that value too', () => {
    let today = '2026-03-15';
    function Dated() {
      return null;
    }
    pureIsland(Dated, () => today);
    const dated = (props: object) =>
      helpers.islandMemoKey(Dated, { directive: 'load' }, {}, {}, props, metadata(), (p) =>
        JSON.stringify(p),
      );
    const props = { items: [1, 2] };
    const first = dated(props);
    expect(first).toBe(dated({ ...props }));
    today = '2026-03-16';
    expect(dated(props)).not.toBe(first);
    expect(dated(props)).not.toBe(dated({ items: [1] }));
  });

  it('keeps nothing for an island not marked, client:only, with slots or an Action result', () => {
    expect(key({}, { directive: 'idle' }, function Other() {} as never)).toBeUndefined();
    expect(key({}, { directive: 'only', value: 'react' })).toBeUndefined();
    const serialize = () => '{}';
    const idle = { directive: 'idle' };
    expect(
      helpers.islandMemoKey(Island, undefined, {}, {}, {}, metadata(), serialize),
    ).toBeUndefined();
    expect(
      helpers.islandMemoKey(Island, idle, { default: () => '' }, {}, {}, metadata(), serialize),
    ).toBeUndefined();
    expect(
      helpers.islandMemoKey(Island, idle, {}, { actionResult: {} }, {}, metadata(), serialize),
    ).toBeUndefined();
  });

  it('keys the element by the id prefix too, and only when the renderer added nothing else', () => {
    const m = { ...metadata(), islandMemoKey: 'k' };
    expect(helpers.islandElementKey(m, { prefix: 'r0' })).not.toBe(
      helpers.islandElementKey(m, { prefix: 'r1' }),
    );
    expect(helpers.islandElementKey(m, { prefix: 'r0', 'data-action-key': 'x' })).toBeUndefined();
    expect(helpers.islandElementKey(metadata(), { prefix: 'r0' })).toBeUndefined();
  });

  it('keeps at most 2,000 per map', () => {
    const { html } = helpers.islandMemo();
    for (let i = 0; i < 2001; i++) helpers.keepIsland(html, `k${i}`, `<p>${i}</p>`);
    expect(html.size).toBeLessThanOrEqual(2000);
    expect(html.get('k2000')).toBe('<p>2000</p>');
  });
});
