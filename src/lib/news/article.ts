// News and life hacks share one shape (schema.ts `article()`): the pure parts used by pages, the API
// and tests — the language columns, the Tashkent date in the URL, paragraphs of the plain text.
import type { Lang } from '../i18n/languages';
import { latinToCyrillic } from '../i18n/translit';
import { TIME_ZONE } from '../i18n/format-dates';
import { memoized } from '../util/memo';

export type ArticleKind = 'news' | 'lifeHacks';

/** What the API answers and the pages render, in one language. */
export type ArticleItem = {
  id: number;
  title: string;
  text: string;
  source: string | null;
  image: { imagePath: string } | null;
  publishedAt: string; // ISO 8601 UTC
  updatedAt: string;
  seoDate: string; // YYYY-MM-DD in Asia/Tashkent
  seoUrl: string;
};

export type ArticleColumns = {
  id: number;
  seoUrl: string;
  titleUz: string;
  titleOz: string;
  titleRu: string;
  titleEn: string;
  textUz: string;
  textOz: string;
  textRu: string;
  textEn: string;
  source: string | null;
  imagePath: string | null;
  publishedAt: Date;
  updatedAt: Date;
};

const seoDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// Kept per instant: every list and page of articles asks again for the same few publication times,
// and Intl's formatToParts was 1.2 % of the render thread on `/` read from scratch.
const seoDateAt = memoized((ms: number) => {
  const p: Record<string, string> = {};
  for (const { type, value } of seoDateFormat.formatToParts(ms)) p[type] = value;
  return `${p['year']}-${p['month']}-${p['day']}`;
});

/** The calendar day of the instant in Tashkent: a story published at 23:30 local time belongs to that day. */
export function seoDateOf(date: Date): string {
  return seoDateAt(date.getTime());
}

/** Title or text in the asked language; an empty `oz` is the transliterated `uz`, any other empty one falls back to `uz`. */
export function pickText(row: ArticleColumns, field: 'title' | 'text', lang: Lang): string {
  const uz = row[`${field}Uz`];
  switch (lang) {
    case 'oz':
      return row[`${field}Oz`] || latinToCyrillic(uz);
    case 'ru':
      return row[`${field}Ru`] || uz;
    case 'en':
      return row[`${field}En`] || uz;
    default:
      return uz;
  }
}

export function toArticleItem(row: ArticleColumns, lang: Lang): ArticleItem {
  return {
    id: row.id,
    title: pickText(row, 'title', lang),
    text: pickText(row, 'text', lang),
    source: row.source || null,
    image: row.imagePath ? { imagePath: row.imagePath } : null,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seoDate: seoDateOf(row.publishedAt),
    seoUrl: row.seoUrl,
  };
}

/** Plain stored text → paragraphs (blank lines separate them); the page escapes each one on output. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export function articlePath(
  kind: ArticleKind,
  article: { seoDate: string; seoUrl: string },
): string {
  return kind === 'news'
    ? `/news/details/${article.seoDate}/${encodeURIComponent(article.seoUrl)}`
    : `/life-hacks/${encodeURIComponent(article.seoUrl)}`;
}

/** A short plain-text summary for cards and meta descriptions, cut at a word boundary. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?—–-]+$/, '')}…`;
}

/** Only http(s) sources become links: a stored `javascript:` URL must never reach an href. */
export function safeSourceUrl(source: string | null): string | null {
  if (!source) return null;
  try {
    const u = new URL(source);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}
