// Holes in kept markup (src/lib/cache/markup-holes.ts): an island's props attribute written by
// Astro's own serialiser and escaper with the placeholder, then filled, is the attribute Astro
// writes with the text itself — for names with quotes, angle brackets, ampersands, backslashes,
// Cyrillic and emoji; a hole that is missing or stands twice is refused.
import { describe, expect, it } from 'vitest';
import { serializeProps } from 'astro/runtime/server/serialize.js';
import { escapeHTML } from 'astro/runtime/server/escape.js';
import { fillHoles, islandPropFill, markupHole } from './markup-holes';

/** The `props` attribute Astro writes for an island (generateHydrateScript). */
const attribute = (props: Record<string, unknown>) =>
  `props="${escapeHTML(serializeProps(props, { displayName: 'ReviewForm', astroStaticSlot: true }))}"`;

const NAMES = [
  'Bench Visitor',
  'Oʻrol Xotira',
  'Ёқуб Ҳасанов',
  `Ikki "Qo'sh" <b>&amp; \\ end`,
  'Uy 🏠 egasi',
  '',
];

describe('markup holes', () => {
  it.each(NAMES)('an island prop filled: %j as Astro writes it', (name) => {
    const hole = markupHole('fullName');
    const props = (fullName: string) => ({ projectId: 7, fullName, mine: null });
    const kept = `<astro-island ${attribute(props(hole))}></astro-island>`;
    expect(fillHoles(kept, [islandPropFill(hole, name)]).join('')).toBe(
      `<astro-island ${attribute(props(name))}></astro-island>`,
    );
  });

  it('gives the markup in pieces, each hole filled, in the order they stand', () => {
    const [a, b] = [markupHole('first'), markupHole('second')];
    expect(
      fillHoles(`<p>${a}</p><i>${b}</i>`, [islandPropFill(b, 'B&'), islandPropFill(a, '"A"')]),
    ).toEqual(['<p>', '\\&quot;A\\&quot;', '</p><i>', 'B&amp;', '</i>']);
  });

  it('is not spelt out by a text people write: a placeholder carries a per-process secret', () => {
    const hole = markupHole('name');
    expect(hole).not.toBe('\uE000name\uE000');
    expect(hole).toMatch(/^\uE000name-[0-9a-f]{32}\uE000$/);
    // A review that guesses the placeholder's shape stands beside the real hole: only that is filled.
    const kept = `<p>\uE000name\uE000</p><i>${hole}</i>`;
    expect(fillHoles(kept, [islandPropFill(hole, 'Ali')]).join('')).toBe(
      '<p>\uE000name\uE000</p><i>Ali</i>',
    );
  });

  it('refuses a hole that is missing or stands twice', () => {
    const hole = markupHole('name');
    const fill = islandPropFill(hole, 'x');
    expect(() => fillHoles('<p>no hole</p>', [fill])).toThrow(/exactly once/);
    expect(() => fillHoles(`<p>${hole}${hole}</p>`, [fill])).toThrow(/exactly once/);
    expect(() => markupHole('a b')).toThrow();
  });
});
