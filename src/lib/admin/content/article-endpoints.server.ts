// The admin endpoints of news and life hacks differ only in the table, so the routes under
// src/pages/api/admin/{news,life-hacks}/ are one line each and share these handlers. Order in every
// write: the admin check, the write limit, the body, then the audited transaction; the caches of
// this process are dropped after the commit (other processes follow within a second).
import { requireAdmin } from '@/lib/auth/request.server';
import { limitAdminWrite } from '@/lib/rate-limit/admin-limit.server';
import { parseJson } from '@/lib/http/body.server';
import { parseId } from '@/lib/http/params';
import { parseQuery } from '@/lib/http/query';
import { endpoint, json } from '@/lib/http/response.server';
import type { ArticleKind } from '@/lib/news/article';
import { dropPublicCaches } from '@/lib/cache/cache-bus.server';
import { AdminArticleListQuerySchema, articleFormSchema } from './article-form.schema';
import {
  createArticle,
  deleteArticle,
  getAdminArticle,
  listAdminArticles,
  updateArticle,
} from './articles.server';

export function adminArticleListEndpoints(kind: ArticleKind) {
  return {
    GET: endpoint(async (ctx) => {
      requireAdmin(ctx);
      return json(await listAdminArticles(kind, parseQuery(ctx.url, AdminArticleListQuerySchema)));
    }),
    POST: endpoint(async (ctx) => {
      const admin = requireAdmin(ctx);
      await limitAdminWrite(admin.id, 'write');
      const form = await parseJson(ctx.request, articleFormSchema);
      const item = await createArticle(kind, admin.id, form);
      dropPublicCaches();
      return json(item, { status: 201 });
    }),
  };
}

export function adminArticleItemEndpoints(kind: ArticleKind) {
  return {
    GET: endpoint(async (ctx) => {
      requireAdmin(ctx);
      return json(await getAdminArticle(kind, parseId(ctx.params['id'])));
    }),
    PUT: endpoint(async (ctx) => {
      const admin = requireAdmin(ctx);
      await limitAdminWrite(admin.id, 'write');
      const id = parseId(ctx.params['id']);
      const form = await parseJson(ctx.request, articleFormSchema);
      const item = await updateArticle(kind, admin.id, id, form);
      dropPublicCaches();
      return json(item);
    }),
    DELETE: endpoint(async (ctx) => {
      const admin = requireAdmin(ctx);
      await limitAdminWrite(admin.id, 'delete');
      await deleteArticle(kind, admin.id, parseId(ctx.params['id']));
      dropPublicCaches();
      return new Response(null, { status: 204 });
    }),
  };
}
