// News and life hacks are two tables with one column set; the queries are written once against it.
import { and, eq, lte, type SQL } from 'drizzle-orm';
import { lifeHacks, news } from '../db/schema';
import type { ArticleKind } from './article';

export type ArticleTable = typeof news;

export function articleTable(kind: ArticleKind): ArticleTable {
  // Same columns (schema.ts `article()`), different table name: safe to treat alike.
  return kind === 'news' ? news : (lifeHacks as unknown as ArticleTable);
}

/** What the public may see: published, and not scheduled for later. */
export function isVisible(t: ArticleTable, now: Date): SQL {
  return and(eq(t.isPublished, true), lte(t.publishedAt, now))!;
}

export function articleColumns(t: ArticleTable) {
  return {
    id: t.id,
    seoUrl: t.seoUrl,
    titleUz: t.titleUz,
    titleOz: t.titleOz,
    titleRu: t.titleRu,
    titleEn: t.titleEn,
    textUz: t.textUz,
    textOz: t.textOz,
    textRu: t.textRu,
    textEn: t.textEn,
    source: t.source,
    imagePath: t.imagePath,
    publishedAt: t.publishedAt,
    updatedAt: t.updatedAt,
  };
}
