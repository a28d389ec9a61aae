// A page of published news or life hacks, newest first by default, in one language.
import { asc, count, desc } from 'drizzle-orm';
import { db } from '../db/client.server';
import type { Lang } from '../i18n/languages';
import type { Paged } from '@/lib/http/query';
import { toArticleItem, type ArticleItem, type ArticleKind } from './article';
import { articleColumns, articleTable, isVisible } from './article-table.server';

export type ListArticlesInput = {
  kind: ArticleKind;
  lang: Lang;
  pageNumber: number;
  pageSize: number;
  order: 'asc' | 'desc';
  now?: Date;
};

export async function listArticles(q: ListArticlesInput): Promise<Paged<ArticleItem>> {
  const t = articleTable(q.kind);
  const where = isVisible(t, q.now ?? new Date());
  const dir = q.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db()
      .select(articleColumns(t))
      .from(t)
      .where(where)
      .orderBy(dir(t.publishedAt), dir(t.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db().select({ n: count() }).from(t).where(where),
  ]);
  return {
    items: rows.map((r) => toArticleItem(r, q.lang)),
    metaData: { totalCount: total?.n ?? 0, pageNumber: q.pageNumber, pageSize: q.pageSize },
  };
}
