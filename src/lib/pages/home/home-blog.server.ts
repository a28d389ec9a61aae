// The home page's blog block: the latest three news items and the latest three life hacks.
import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { cachedRead } from '@/lib/cache/read-cache.server';
import type { Db } from '@/lib/db/client.server';
import { preparedStatement } from '@/lib/db/prepared.server';
import { LANGS, type Lang } from '@/lib/i18n/languages';
import { latinToCyrillic } from '@/lib/i18n/translit';
import { seoDateOf, type ArticleItem, type ArticleKind } from '@/lib/news/article';
import { articleTable, type ArticleTable } from '@/lib/news/article-table.server';

const BLOG_COUNT = 3;

/**
 * Kept by the read cache until an article is written (docs/performance.md#read-cache); an article
 * scheduled for later appears within the cache's 30 s bound of its time.
 */
export function homeBlog(lang: Lang): Promise<{ news: ArticleItem[]; lifeHacks: ArticleItem[] }> {
  return cachedRead(`home:blog:${lang}`, () => readBlog(lang));
}

const FIELD = {
  uz: { title: 'titleUz', text: 'textUz' },
  oz: { title: 'titleOz', text: 'textOz' },
  ru: { title: 'titleRu', text: 'textRu' },
  en: { title: 'titleEn', text: 'textEn' },
} as const;

/**
 * Only what a card shows, in the reader's language (docs/performance.md#pages-read-from-scratch):
 * reading every language's full text cost the worker a copy of four articles per card. `title`
 * and `text` are the language's own, null when empty; `titleUz`/`textUz` only then, the fallback
 * `pickText` uses (transliterated for `oz`).
 */
function cardColumns(t: ArticleTable, lang: Lang, kind: ArticleKind) {
  const own = (field: 'title' | 'text'): SQL<string | null> => {
    const col = t[FIELD[lang][field]];
    return lang === 'uz' ? sql<string>`${col}` : sql<string | null>`nullif(${col}, '')`;
  };
  const uz = (field: 'title' | 'text'): SQL<string | null> => {
    const col = t[FIELD[lang][field]];
    return lang === 'uz'
      ? sql<null>`null::text`
      : sql<string | null>`case when ${col} = '' then ${t[FIELD.uz[field]]} end`;
  };
  return {
    kind: sql<ArticleKind>`${sql.raw(`'${kind}'`)}::text`,
    id: t.id,
    seoUrl: t.seoUrl,
    title: own('title'),
    titleUz: uz('title'),
    text: own('text'),
    textUz: uz('text'),
    source: t.source,
    imagePath: t.imagePath,
    publishedAt: t.publishedAt,
    updatedAt: t.updatedAt,
  };
}

function latestOf(conn: Db, lang: Lang, kind: ArticleKind) {
  const t = articleTable(kind);
  return conn
    .select(cardColumns(t, lang, kind))
    .from(t)
    .where(and(eq(t.isPublished, true), lte(t.publishedAt, sql.placeholder('now'))))
    .orderBy(desc(t.publishedAt), desc(t.id))
    .limit(BLOG_COUNT);
}

/** Both lists in one statement (one trip to the database), built once per language. */
function statementFor(lang: Lang) {
  return preparedStatement(`home_blog_${lang}`, (conn, name) =>
    unionAll(latestOf(conn, lang, 'news'), latestOf(conn, lang, 'lifeHacks')).prepare(name),
  );
}
const blogStatements = Object.fromEntries(
  LANGS.map((lang) => [lang, statementFor(lang)]),
) as Record<Lang, ReturnType<typeof statementFor>>;

type Row = Awaited<ReturnType<ReturnType<(typeof blogStatements)[Lang]>['execute']>>[number];

function toItem(row: Row, lang: Lang): ArticleItem {
  const fallback = (uz: string | null) => (lang === 'oz' ? latinToCyrillic(uz ?? '') : (uz ?? ''));
  return {
    id: row.id,
    title: row.title ?? fallback(row.titleUz),
    text: row.text ?? fallback(row.textUz),
    source: row.source || null,
    image: row.imagePath ? { imagePath: row.imagePath } : null,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seoDate: seoDateOf(row.publishedAt),
    seoUrl: row.seoUrl,
  };
}

async function readBlog(lang: Lang): Promise<{ news: ArticleItem[]; lifeHacks: ArticleItem[] }> {
  // ISO text: a placeholder's value is sent as it is, and both drivers read this as timestamptz.
  const rows = await blogStatements[lang]().execute({ now: new Date().toISOString() });
  const newest = (a: Row, b: Row) =>
    b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id;
  const of = (kind: ArticleKind) =>
    rows
      .filter((r) => r.kind === kind)
      .sort(newest)
      .map((r) => toItem(r, lang));
  return { news: of('news'), lifeHacks: of('lifeHacks') };
}
