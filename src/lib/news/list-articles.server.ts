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

function pageRows(query: ListArticlesInput) {
  const t = articleTable(query.kind);
  const where = isVisible(t, query.now ?? new Date());
  const dir = query.order === 'asc' ? asc : desc;
  const rows = db()
    .select(articleColumns(t))
    .from(t)
    .where(where)
    .orderBy(dir(t.publishedAt), dir(t.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  return { t, where, rows };
}

export async function listArticles(query: ListArticlesInput): Promise<Paged<ArticleItem>> {
  const { t, where, rows: page } = pageRows(query);
  const [rows, [total]] = await Promise.all([
    page,
    db().select({ n: count() }).from(t).where(where),
  ]);
  return {
    items: rows.map((r) => toArticleItem(r, query.lang)),
    metaData: { totalCount: total?.n ?? 0, pageNumber: query.pageNumber, pageSize: query.pageSize },
  };
}

/** The newest `limit` published items, without the count a paged list needs (one query). */
export async function latestArticles(query: {
  kind: ArticleKind;
  lang: Lang;
  limit: number;
  now?: Date;
}): Promise<ArticleItem[]> {
  const { rows } = pageRows({ ...query, pageNumber: 1, pageSize: query.limit, order: 'desc' });
  return (await rows).map((r) => toArticleItem(r, query.lang));
}
