// The kept-islands patches (build/patches/kept-islands.mjs) against the installed Astro and
// @astrojs/react: both files take them, `Astro.slots` carries the render result, and the React id
// counter read and set through the process global is the one the renderer numbers islands with.
// What a page kept with its islands looks like is checked end to end by tests/e2e/kept-islands.spec.ts.
import { describe, expect, it } from 'vitest';
import { buildPluginNames, importInstalled, installedFile } from './astro-source-patch.testing';
import { keptIslands } from './kept-islands.mjs';

const [slotsPatch, contextPatch] = keptIslands();
type ReactIds = { get(result: object): number; set(result: object, index: number): void };

describe('kept islands', () => {
  it('is among the build plugins, both parts', () => {
    expect(buildPluginNames().filter((n) => n === 'kept-islands')).toHaveLength(2);
  });

  it("puts the render result on Astro's slots", async () => {
    const { patched } = installedFile('astro', 'dist/core/render/slots.js', [slotsPatch!]);
    expect(patched).toContain('this[Symbol.for("marketplace.renderResult")] = result;');
    const { Slots } = await importInstalled<{
      Slots: new (result: object, slots: object, logger: object) => object;
    }>('astro', 'dist/core/render/slots.js', [slotsPatch!]);
    const result = {};
    const slots = new Slots(result, { default: () => '' }, {});
    expect((slots as Record<symbol, unknown>)[Symbol.for('marketplace.renderResult')]).toBe(result);
    // Not a slot name: nothing that lists the slots sees it.
    expect(Object.keys(slots)).toEqual(['default']);
  });

  it("reads and sets @astrojs/react's id counter of one render", async () => {
    const { incrementId } = await importInstalled<{ incrementId: (result: object) => string }>(
      '@astrojs/react',
      'dist/context.js',
      [contextPatch!],
    );
    const ids = (globalThis as Record<symbol, ReactIds>)[Symbol.for('marketplace.reactIds')]!;
    const page = {};
    const other = {};
    expect(ids.get(page)).toBe(0);
    expect(incrementId(page)).toBe('r0');
    expect(incrementId(page)).toBe('r1');
    expect(ids.get(page)).toBe(2);
    ids.set(page, 14);
    expect(incrementId(page)).toBe('r14');
    expect(incrementId(other)).toBe('r0');
  });
});
