// A message's text as pieces of plain text and http(s) links. Messages are written by strangers, so
// nothing in them is markup: the island renders each piece as a React text node or an <a> whose
// href is an http(s) URL that parsed (never javascript:, data: or a bare "www." guess), and never
// uses dangerouslySetInnerHTML. Punctuation that ends a sentence is not part of the link.
export type Piece = { text: string; href?: string };

const URL_LIKE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Trailing characters that usually close the sentence around a link rather than belong to it.
const TRAILING = /[.,;:!?)\]}»"'’]+$/;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function linkify(text: string): Piece[] {
  const out: Piece[] = [];
  let last = 0;
  for (const m of text.matchAll(URL_LIKE)) {
    let raw = m[0];
    const trail = TRAILING.exec(raw);
    // Keep a closing bracket that has its opening one inside the link (Wikipedia-style URLs).
    if (trail && !(raw.includes('(') && trail[0] === ')')) raw = raw.slice(0, -trail[0].length);
    const href = safeHref(raw);
    if (!href) continue;
    const start = m.index;
    if (start > last) out.push({ text: text.slice(last, start) });
    out.push({ text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}
