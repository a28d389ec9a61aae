// The four content endpoints (news and life hacks, list and one) differ only in the table, so the
// routes under src/pages/api/ are one line each and share these handlers.
import { endpoint, json } from '@/lib/http/response.server';
import { notFound } from '@/lib/http/app-error';
import { parseQuery } from '@/lib/http/query';
import type { ArticleKind } from './article';
import { ArticleListQuerySchema } from './news.schema';
import { parseId } from '@/lib/http/params';
import { listArticles } from './list-articles.server';
import { getArticle } from './get-article.server';
import { LangQuerySchema } from '@/lib/http/query';

export function articleListEndpoint(kind: ArticleKind) {
  return endpoint(async ({ url, locals }) => {
    const query = parseQuery(url, ArticleListQuerySchema);
    return json(
      await listArticles({
        kind,
        lang: query.Lang ?? locals.lang,
        pageNumber: query.PageNumber,
        pageSize: query.PageSize,
        order: query.Order,
      }),
    );
  });
}

export function articleItemEndpoint(kind: ArticleKind) {
  return endpoint(async ({ url, params, locals }) => {
    const q = parseQuery(url, LangQuerySchema);
    const id = parseId(params['id']);
    const item = await getArticle(kind, { id }, q.Lang ?? locals.lang);
    if (!item) throw notFound();
    return json(item);
  });
}
