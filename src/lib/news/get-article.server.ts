// One published news item or life hack, by id (API) or by its slug (pages).
import { and, eq } from 'drizzle-orm';
import { db } from '../db/client.server';
import type { Lang } from '../i18n/languages';
import { toArticleItem, type ArticleItem, type ArticleKind } from './article';
import { articleColumns, articleTable, isVisible } from './article-table.server';

type By = { id: number } | { seoUrl: string };

export async function getArticle(
  kind: ArticleKind,
  by: By,
  lang: Lang,
  now = new Date(),
): Promise<ArticleItem | null> {
  const t = articleTable(kind);
  const key = 'id' in by ? eq(t.id, by.id) : eq(t.seoUrl, by.seoUrl);
  const [row] = await db()
    .select(articleColumns(t))
    .from(t)
    .where(and(key, isVisible(t, now)))
    .limit(1);
  return row ? toArticleItem(row, lang) : null;
}
