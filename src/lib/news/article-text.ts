// The one renderer of article text (news and life hacks), used by the public page and by the admin
// preview: stored text is plain, with a tiny safe Markdown subset — paragraphs (blank lines),
// **bold** and [links](https://…). Everything is HTML-escaped first and only these three shapes
// become tags, so nothing an admin writes can add a script, an attribute or a `javascript:` link.
import { memoized } from '../util/memo';
import { excerpt, paragraphs } from './article';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** `[label](http(s)://…)`: no spaces or parentheses in the URL, no brackets in the label. */
const LINK_RE = /\[([^\]\n]{1,200})\]\((https?:\/\/[^\s()<>"']{1,500})\)/g;
const BOLD_RE = /\*\*([^*\n](?:[^*]*?[^*\n])?)\*\*/g;

function inline(text: string): string {
  // Links first, on the raw text, so the URL is checked before escaping; each piece is then escaped.
  let out = '';
  let last = 0;
  for (const m of text.matchAll(LINK_RE)) {
    out += bold(text.slice(last, m.index));
    const href = new URL(m[2]!).toString(); // normalised; the regex already allowed http(s) only
    out += `<a href="${escapeHtml(href)}" rel="nofollow noopener noreferrer" target="_blank">${bold(m[1]!)}</a>`;
    last = m.index + m[0].length;
  }
  return out + bold(text.slice(last));
}

function bold(text: string): string {
  return escapeHtml(text).replace(BOLD_RE, '<strong>$1</strong>');
}

/** Safe HTML of an article's text: `<p>` per paragraph, line breaks kept by the page's CSS. */
export function articleHtml(text: string): string {
  return paragraphs(text)
    .map((p) => `<p>${inline(p)}</p>`)
    .join('');
}

/** The text without the markup, for cards, meta descriptions and JSON-LD. */
export function plainArticleText(text: string): string {
  return text.replace(LINK_RE, '$1').replace(BOLD_RE, '$1');
}

/**
 * A card's summary of an article's text (ArticleCard), kept: the same few come back on every page.
 * At most 500: the key is the whole text (up to the article limit), and a list page shows a dozen.
 */
export const cardExcerpt = memoized((text: string) => excerpt(plainArticleText(text), 140), 500);
