// A hole in kept markup: a placeholder rendered in place of one viewer's text, so a block that is
// the same for many viewers but for that text can be kept once (`<CachedHtml fills>`) and the text
// put in per request. The placeholder is made of characters that neither JSON nor HTML escaping
// changes (a private-use character around a word and a per-process secret), so it stands in the markup exactly as given;
// the text put in its place is escaped the way its context would have written it.
// docs/performance.md#the-project-page-signed-in.

/** A placeholder and what replaces it in the markup (already escaped for where it stands). */
export type MarkupFill = { hole: string; text: string };

const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#39;',
  '"': '&quot;',
};

/**
 * Part of every placeholder, drawn once per process: the kept markup also holds what people wrote
 * (titles, reviews, names), and a text that spelt out a placeholder would make its hole stand twice
 * and the page fail. Hex digits, which no escaping changes; never sent (every hole is filled).
 */
const NONCE = crypto.randomUUID().replaceAll('-', '');

/** A placeholder for a string: safe to hand to a component as the string itself. */
export function markupHole(name: string): string {
  if (!/^[a-z][a-zA-Z]*$/.test(name)) throw new Error(`markupHole: a plain word, not ${name}`);
  return `\uE000${name}-${NONCE}\uE000`;
}

/**
 * `value` as it stands inside an island's `props` attribute when it was a string prop: Astro writes
 * the props as JSON, then escapes the attribute (&, <, >, ' and ").
 */
export function islandPropFill(hole: string, value: string): MarkupFill {
  const json = JSON.stringify(value).slice(1, -1);
  return { hole, text: json.replace(/[&<>'"]/g, (c) => ATTRIBUTE_ENTITIES[c]!) };
}

/**
 * `html` with each fill's hole replaced by its text, in pieces: slices of `html` and the fills'
 * texts in order, which the page writes one after the other. Joined into one string, a kept body
 * of 45 K characters was copied on every request and flattened again to be encoded (more garbage
 * for the collector). Each hole must stand exactly once: anywhere else (a text node, escaped
 * otherwise) or missing, the markup is not what the block means to keep.
 */
export function fillHoles(html: string, fills: readonly MarkupFill[]): string[] {
  const at = fills.map(({ hole }) => {
    const i = html.indexOf(hole);
    if (i < 0 || html.indexOf(hole, i + hole.length) >= 0)
      throw new Error(`fillHoles: the hole ${JSON.stringify(hole)} must stand exactly once`);
    return i;
  });
  const order = fills.map((_, i) => i).sort((a, b) => at[a]! - at[b]!);
  const pieces: string[] = [];
  let from = 0;
  for (const i of order) {
    pieces.push(html.slice(from, at[i]), fills[i]!.text);
    from = at[i]! + fills[i]!.hole.length;
  }
  pieces.push(html.slice(from));
  return pieces;
}
